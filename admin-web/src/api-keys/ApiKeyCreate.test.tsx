import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { AdminContext, Notification, ResourceContextProvider } from 'react-admin';
import type { CreatedApiKey } from '@gameshift/contracts';
import { stubFetch, type FetchStub, type StubAnswer } from '../../../jest/fetchStub';
import { dataProvider } from '../dataProvider';
import { apiKeyText, messages } from '../messages';
import { ApiKeyCreate } from './ApiKeyCreate';

const CREATED: CreatedApiKey = {
  id: '6f1c1f0e-5b7a-4d8e-9a55-0c1d2e3f4a5b',
  name: 'Account service',
  scopes: ['reservations:read'],
  prefix: 'gsk_Ab3dE5gH',
  key: 'gsk_Ab3dE5gHq3N0v7Yd9mVq2cJ3b6v1sQ8hZ0aXk4Lp9tW',
  created_by: 'owner@example.com',
  created_at: '2026-01-01T00:00:00.000Z',
  last_used_at: null,
};

// The first render of react-admin in jsdom takes seconds on a busy machine.
jest.setTimeout(20_000);

describe('ApiKeyCreate', () => {
  let server: FetchStub;
  let answer: StubAnswer;

  beforeEach(() => {
    server = stubFetch(() => answer);
  });
  afterEach(() => server.restore());

  function renderCreate() {
    render(
      <StrictMode>
        <AdminContext dataProvider={dataProvider}>
          <ResourceContextProvider value="api-keys">
            <ApiKeyCreate />
          </ResourceContextProvider>
          <Notification />
        </AdminContext>
      </StrictMode>,
    );
  }

  async function submit(name: string, scopeLabel: RegExp) {
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: apiKeyText.name }), name);
    await user.click(screen.getByRole('checkbox', { name: scopeLabel }));
    await user.click(screen.getByRole('button', { name: /save/i }));
    return user;
  }

  it('sends the name and scopes, then shows the key once with a warning and a copy button', async () => {
    answer = { status: 201, body: CREATED };
    renderCreate();
    const user = await submit('Account service', /reservations:read/);

    await waitFor(() => expect(server.requests.find((r) => r.method === 'POST')).toBeDefined());
    expect(server.requests.find((r) => r.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/admin/api-keys',
      body: { name: 'Account service', scopes: ['reservations:read'] },
    });
    expect(await screen.findByDisplayValue(CREATED.key)).toBeInTheDocument();
    // The form that had focus gave way to the key: focus is on its heading, not lost to the page.
    expect(screen.getByRole('heading', { name: CREATED.name })).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(apiKeyText.shownOnce);
    await user.click(screen.getByRole('button', { name: apiKeyText.copy }));
    // user-event stands in for the browser's clipboard.
    expect(await navigator.clipboard.readText()).toBe(CREATED.key);
    expect(await screen.findByText(apiKeyText.copied)).toBeInTheDocument();
    // A browser that refuses the clipboard: the admin is told to copy the key by hand.
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new DOMException('Write permission denied.', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: apiKeyText.copy }));
    expect(await screen.findByText(apiKeyText.copyFailed)).toBeInTheDocument();
  });

  it("shows the server's words for a refused key and no key", async () => {
    answer = { status: 400, body: { error: messages.apiKeyShape, field: 'scopes' } };
    renderCreate();
    await submit('Reader', /claims:redeem/);
    expect(await screen.findByText(messages.apiKeyShape)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: apiKeyText.copy })).toBeNull();
  });
});
