import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { AdminContext, Notification, ResourceContextProvider } from 'react-admin';
import type { AdminRole, AnnouncementPreview, AnnouncementRecord, AnnouncementTranslations, Locale } from '@gameshift/contracts';
import { stubFetch, type FetchStub, type StubRequest } from '../../../jest/fetchStub';
import { dataProvider } from '../dataProvider';
import { announcementText } from '../messages';
import { storeSession } from '../session/sessionStore';
import { AnnouncementShow } from './AnnouncementShow';

// The first render of react-admin in jsdom takes seconds on a busy machine.
jest.setTimeout(30_000);

const ID = '7d0c2a43-5f1e-4a57-9a2b-6c1f0b7e9d11';
const PATH = `/api/admin/announcements/${ID}`;

const record = (changes: Partial<AnnouncementRecord>): AnnouncementRecord => ({
  id: ID,
  subject: 'GameShift is live',
  body: 'Hello {handle}',
  translations: {},
  status: 'draft',
  recipients: 12408,
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

function signedInAs(role: AdminRole): void {
  const payload = btoa(JSON.stringify({ sub: 'a', exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '');
  storeSession(`e30.${payload}.signature`, `${role}@example.com`, role);
}

/** The copy the server renders for `locale`: the translation's subject when the announcement has one, English otherwise. */
function copyFor(announcement: AnnouncementRecord, locale: string): AnnouncementPreview {
  const translation = announcement.translations[locale as keyof AnnouncementTranslations];
  const language = translation ? (locale as Locale) : 'en';
  const subject = translation?.subject ?? announcement.subject;
  return { language, subject, html: `<html lang="${language}"><body>${subject}</body></html>`, text: subject };
}

/**
 * The server: each GET of the record answers the next of `states` (the last one from then on), a
 * GET of a copy renders the latest state's; actions answer `actions`.
 */
function server(
  states: AnnouncementRecord[],
  actions: (request: StubRequest) => { status: number; body?: unknown } = () => ({ status: 404 }),
) {
  let reads = 0;
  return stubFetch((request) => {
    if (request.method === 'GET' && request.path === PATH) return { status: 200, body: states[Math.min(reads++, states.length - 1)] };
    const copy = request.method === 'GET' ? new RegExp(`^${PATH}/copies/([a-z-]+)$`).exec(request.path) : null;
    if (copy) return { status: 200, body: copyFor(states[Math.min(reads, states.length) - 1], copy[1]) };
    return actions(request);
  });
}

function renderShow(): void {
  render(
    <StrictMode>
      <AdminContext dataProvider={dataProvider}>
        <ResourceContextProvider value="announcements">
          <AnnouncementShow id={ID} />
        </ResourceContextProvider>
        <Notification />
      </AdminContext>
    </StrictMode>,
  );
}

describe('AnnouncementShow', () => {
  let stub: FetchStub | undefined;
  afterEach(() => stub?.restore());

  it('asks with the audience, formatted, and its copies in each language before a send, and sends at once when no time is given', async () => {
    signedInAs('owner');
    const translations = { es: { subject: 'GameShift ya está aquí', body: 'Hola {handle}' } };
    const audience_by_locale = { en: 12000, es: 400, de: 7, ja: 1 };
    stub = server([record({ translations, audience_by_locale })], (request) =>
      request.path === `${PATH}/send` ? { status: 202, body: { recipients: 12408 } } : { status: 404 },
    );
    renderShow();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: announcementText.send }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to 12,408 confirmed reservers?' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['English: 12,008 copies (8 of them to reservers in Deutsch and 日本語, which have no translation)', 'Español: 400 copies']);
    expect(stub.requests.filter((r) => r.method === 'POST')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: announcementText.sendNow }));
    expect(await screen.findByText(announcementText.sendStarted(12408))).toBeInTheDocument();
    expect(stub.requests.filter((r) => r.method === 'POST')).toEqual([{ method: 'POST', path: `${PATH}/send`, body: {} }]);
  });

  it('shows each language’s copy as its reservers get it, and sends a test of the one shown to the signed-in admin', async () => {
    signedInAs('owner');
    const translations = { es: { subject: 'GameShift ya está aquí', body: 'Hola {handle}' } };
    stub = server([record({ translations })], ({ path, body }) => {
      if (path !== `${PATH}/test`) return { status: 404 };
      const { locale } = body as { locale: string };
      return { status: 202, body: { queued: true, language: locale === 'es' ? 'es' : 'en' } };
    });
    renderShow();
    const user = userEvent.setup();
    expect(await screen.findByText(announcementText.translatedInto(['Español']))).toBeInTheDocument();
    const copies = screen.getByRole('tabpanel', { name: 'English' });
    expect(await within(copies).findByTitle(announcementText.previewHtml)).toHaveAttribute(
      'srcdoc',
      '<html lang="en"><body>GameShift is live</body></html>',
    );
    // The markdown as the owner wrote it is no longer what the page shows.
    expect(screen.queryByText('Hello {handle}')).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Español' }));
    const spanish = screen.getByRole('tabpanel', { name: 'Español' });
    expect(await within(spanish).findByText('GameShift ya está aquí', { selector: 'span' })).toHaveAttribute('lang', 'es');
    await user.click(within(spanish).getByRole('button', { name: announcementText.sendTest }));
    expect(await screen.findByText(announcementText.testSent('Español'))).toBeInTheDocument();

    // No German translation: German reservers get the English copy, and the page says so; so does the test.
    await user.click(screen.getByRole('tab', { name: 'Deutsch' }));
    expect(await screen.findByText(announcementText.copyFallback('Deutsch'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: announcementText.sendTest }));
    expect(await screen.findByText(announcementText.testSent('English'))).toBeInTheDocument();
    expect(stub.requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', path: `${PATH}/test`, body: { locale: 'es' } },
      { method: 'POST', path: `${PATH}/test`, body: { locale: 'de' } },
    ]);
  });

  it('puts the cursor in the address field, refuses an empty one there, and keeps a refused address with the server’s reason', async () => {
    signedInAs('owner');
    const refusal = 'A test copy goes only to an admin of the team.';
    stub = server([record({})], ({ path, body }) => {
      if (path !== `${PATH}/test`) return { status: 404 };
      return (body as { email?: string }).email === 'ops@example.com'
        ? { status: 202, body: { queued: true, language: 'en' } }
        : { status: 400, body: { error: refusal } };
    });
    renderShow();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: announcementText.sendTestTo }));
    const dialog = await screen.findByRole('dialog', { name: announcementText.sendTestToTitle });
    const input = within(dialog).getByRole('textbox', { name: announcementText.sendTestToEmail });
    await waitFor(() => expect(input).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: announcementText.sendTestConfirm }));
    expect(input).toHaveAccessibleDescription(announcementText.sendTestToEmailMissing);
    expect(input).toBeInvalid();

    await user.type(input, 'stranger@example.com{Enter}');
    await waitFor(() => expect(input).toHaveAccessibleDescription(refusal));
    expect(dialog).toBeInTheDocument();
    expect(input).toHaveValue('stranger@example.com');

    await user.clear(input);
    await user.type(input, 'ops@example.com');
    await user.click(within(dialog).getByRole('button', { name: announcementText.sendTestConfirm }));
    expect(await screen.findByText(announcementText.testSentTo('ops@example.com', 'English'))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: announcementText.sendTestToTitle })).toBeNull());
    expect(stub.requests.filter((r) => r.method === 'POST').map((r) => r.body)).toEqual([
      { email: 'stranger@example.com', locale: 'en' },
      { email: 'ops@example.com', locale: 'en' },
    ]);
  });

  it('follows a send as it goes: the bar and the counts move without a reload', async () => {
    signedInAs('owner');
    stub = server([
      record({ status: 'sending', started_at: '2026-01-01T00:01:00.000Z', recipients: 10, sent: 2 }),
      record({ status: 'sending', started_at: '2026-01-01T00:01:00.000Z', recipients: 10, sent: 6, bounced: 1, failed: 1, skipped: 1 }),
    ]);
    renderShow();
    const bar = await screen.findByRole('progressbar', { name: announcementText.progress });
    expect(bar).toHaveAttribute('aria-valuenow', '20');
    expect(await screen.findByText(announcementText.progressOf(9, 10), {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: announcementText.progress })).toHaveAttribute('aria-valuenow', '90');
    // Offered while sending: pause and cancel, not resume, send or edit.
    expect(screen.getByRole('button', { name: announcementText.pause })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: announcementText.cancelSend })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: announcementText.resume })).toBeNull();
    expect(screen.queryByRole('button', { name: announcementText.send })).toBeNull();
  });

  it('warns when a send has not moved for over 10 minutes, and not before, nor just after a resume', async () => {
    signedInAs('viewer');
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const sending = { status: 'sending', started_at: minutesAgo(90), last_progress_at: minutesAgo(60), recipients: 10, sent: 2 } as const;
    stub = server([
      // Resumed a minute ago: its last copy settled before the pause, an hour ago.
      record({ ...sending, waiting_since: minutesAgo(1) }),
      record({ ...sending, waiting_since: minutesAgo(11) }),
    ]);
    renderShow();
    expect(await screen.findByText(new RegExp(announcementText.lastProgress))).toBeInTheDocument();
    expect(screen.queryByText(announcementText.stalled)).toBeNull();
    expect(await screen.findByText(announcementText.stalled, {}, { timeout: 8000 })).toBeInTheDocument();
  });

  it('says why a send paused itself and offers resume; cancel asks first', async () => {
    signedInAs('owner');
    const paused = record({
      status: 'paused',
      started_at: '2026-01-01T00:01:00.000Z',
      recipients: 4,
      sent: 1,
      paused_reason: '421 too many connections',
    });
    stub = server([paused], (request) =>
      request.path === `${PATH}/cancel` ? { status: 200, body: { ...paused, status: 'cancelled' } } : { status: 404 },
    );
    renderShow();
    expect(await screen.findByText(announcementText.pausedItself('421 too many connections'))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: announcementText.resume })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: announcementText.pause })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: announcementText.cancelSend }));
    const dialog = await screen.findByRole('dialog', { name: announcementText.cancelTitle });
    await user.click(within(dialog).getByRole('button', { name: announcementText.keepIt }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stub.requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: announcementText.cancelSend }));
    await user.click(
      within(await screen.findByRole('dialog', { name: announcementText.cancelTitle })).getByRole('button', {
        name: announcementText.cancelSend,
      }),
    );
    expect(await screen.findByText(announcementText.cancelled)).toBeInTheDocument();
    expect(stub.requests.filter((r) => r.method === 'POST')).toEqual([{ method: 'POST', path: `${PATH}/cancel`, body: undefined }]);
  });

  it('shows a viewer the state and offers no action', async () => {
    signedInAs('viewer');
    stub = server([record({ status: 'sending', started_at: '2026-01-01T00:01:00.000Z', recipients: 10, sent: 5 })]);
    renderShow();
    expect(await screen.findByRole('progressbar', { name: announcementText.progress })).toBeInTheDocument();
    for (const name of [announcementText.pause, announcementText.cancelSend, announcementText.send, announcementText.sendTest]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });
});
