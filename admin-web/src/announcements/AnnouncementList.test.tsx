import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { AdminContext, ResourceContextProvider, testDataProvider } from 'react-admin';
import type { AdminRole, AnnouncementRecord } from '@gameshift/contracts';
import { useViewport } from '../../../jest/viewport';
import { announcementText } from '../messages';
import { storeSession } from '../session/sessionStore';
import { AnnouncementList } from './AnnouncementList';

jest.setTimeout(20_000);

const announcement = (id: string, subject: string, changes: Partial<AnnouncementRecord>): AnnouncementRecord => ({
  id,
  subject,
  body: 'Hello {handle}',
  translations: {},
  status: 'draft',
  recipients: 0,
  sent: 0,
  failed: 0,
  bounced: 0,
  skipped: 0,
  send_at: null,
  paused_reason: null,
  created_at: '2026-01-01T00:00:00.000Z',
  started_at: null,
  finished_at: null,
  last_progress_at: null,
  waiting_since: null,
  audience_by_locale: null,
  ...changes,
});

const ROWS = [
  announcement('a', 'Launch day', { status: 'sending', recipients: 12408, sent: 3120, started_at: '2026-01-02T00:00:00.000Z' }),
  announcement('b', 'Next week', { status: 'draft', recipients: 12408 }),
];

function renderList(role: AdminRole): void {
  const payload = btoa(JSON.stringify({ sub: 'a', exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '');
  storeSession(`e30.${payload}.signature`, `${role}@example.com`, role);
  render(
    <StrictMode>
      <AdminContext dataProvider={testDataProvider({ getList: (() => Promise.resolve({ data: ROWS, total: ROWS.length })) as never })}>
        <ResourceContextProvider value="announcements">
          <AnnouncementList />
        </ResourceContextProvider>
      </AdminContext>
    </StrictMode>,
  );
}

describe('AnnouncementList', () => {
  const viewport = useViewport();
  beforeEach(() => viewport(false));

  it('shows each announcement’s status and how many of its audience were sent, numbers grouped', async () => {
    renderList('viewer');
    const row = (await screen.findByText('Launch day')).closest('tr')!;
    expect(within(row).getByText(announcementText.statuses.sending)).toBeInTheDocument();
    expect(within(row).getByText('3,120 / 12,408')).toBeInTheDocument();
    expect(within((await screen.findByText('Next week')).closest('tr')!).getByText(announcementText.statuses.draft)).toBeInTheDocument();
  });

  it('offers a new announcement to owners only', async () => {
    renderList('operator');
    await screen.findByText('Launch day');
    expect(screen.queryByRole('link', { name: announcementText.create })).toBeNull();
  });

  it('offers owners a new announcement, and on a phone one card per announcement', async () => {
    viewport(true);
    renderList('owner');
    const card = (await screen.findByText('Launch day')).closest('li')!;
    expect(within(card).getByText(`${announcementText.statuses.sending} · 3,120 / 12,408`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: announcementText.create })).toBeInTheDocument();
  });
});
