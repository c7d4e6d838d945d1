import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { AdminContext, Notification, ResourceContextProvider } from 'react-admin';
import type { ApiKeyRecord } from '@gameshift/contracts';
import { stubFetch, type FetchStub, type StubRequest } from '../../../jest/fetchStub';
import { dataProvider } from '../dataProvider';
import { apiKeyText } from '../messages';
import { ApiKeyList } from './ApiKeyList';

const KEY: ApiKeyRecord = {
  id: '6f1c1f0e-5b7a-4d8e-9a55-0c1d2e3f4a5b',
  name: 'Account service',
  scopes: ['reservations:read', 'claims:redeem'],
  prefix: 'gsk_Ab3dE5gH',
  created_by: 'owner@example.com',
  created_at: '2026-01-01T00:00:00.000Z',
  last_used_at: null,
};

// The first render of react-admin in jsdom takes seconds on a busy machine.
jest.setTimeout(20_000);

describe('ApiKeyList', () => {
  let server: FetchStub;
  let keys: ApiKeyRecord[];

  beforeEach(() => {
    keys = [KEY];
    server = stubFetch((request: StubRequest) => {
      if (request.method === 'DELETE') {
        keys = [];
        return { status: 200, body: KEY };
      }
      return { status: 200, body: keys, headers: { 'content-range': `api-keys 0-${keys.length - 1}/${keys.length}` } };
    });
  });
  afterEach(() => server.restore());

  function renderList() {
    render(
      <StrictMode>
        <AdminContext dataProvider={dataProvider}>
          <ResourceContextProvider value="api-keys">
            <ApiKeyList />
          </ResourceContextProvider>
          <Notification />
        </AdminContext>
      </StrictMode>,
    );
  }

  it('lists each key by name, scopes and first characters, never used yet', async () => {
    renderList();
    const row = (await screen.findByText(KEY.name)).closest('tr')!;
    expect(within(row).getByText(apiKeyText.scopeNames['reservations:read'])).toBeInTheDocument();
    expect(within(row).getByText(apiKeyText.scopeNames['claims:redeem'])).toBeInTheDocument();
    expect(within(row).getByText(`${KEY.prefix}…`)).toBeInTheDocument();
    expect(within(row).getByText(apiKeyText.neverUsed)).toBeInTheDocument();
    expect(within(row).getByText(KEY.created_by)).toBeInTheDocument();
  });

  it('revokes a key only once the owner confirms, naming it', async () => {
    renderList();
    const user = userEvent.setup();
    const row = (await screen.findByText(KEY.name)).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: apiKeyText.revoke }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(apiKeyText.revokeTitle(KEY.name));
    expect(dialog).toHaveTextContent(apiKeyText.revokeText);
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: /confirm/i }));
    await waitFor(() =>
      expect(server.requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`/api/admin/api-keys/${KEY.id}`]),
    );
    expect(await screen.findByText(apiKeyText.revoked)).toBeInTheDocument();
  });
});
