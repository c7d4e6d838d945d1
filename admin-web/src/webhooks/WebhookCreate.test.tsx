import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { AdminContext, Notification, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createWebhookMessages, type WebhookRecord } from '@gameshift/contracts';
import { stubFetch, type FetchStub, type StubAnswer } from '../../../jest/fetchStub';
import { dataProvider } from '../dataProvider';
import { webhookText } from '../messages';
import { WebhookCreate } from './WebhookCreate';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwMfKQ9r8GKYq=';
const URL_TEXT = 'https://game.example.com/hook';

const CREATED: WebhookRecord & { secret: string } = {
  id: 'hook-1',
  url: URL_TEXT,
  events: ['reservation.confirmed'],
  enabled: true,
  disabled_reason: null,
  previous_secret_until: null,
  created_at: '2025-01-01T00:00:00.000Z',
  secret: SECRET,
};

// The first render of react-admin in jsdom takes seconds on a busy machine.
jest.setTimeout(20_000);

describe('WebhookCreate', () => {
  let server: FetchStub;
  let answer: StubAnswer;

  beforeEach(() => {
    server = stubFetch(() => answer);
  });
  afterEach(() => server.restore());

  function renderCreate() {
    render(
      <StrictMode>
        <MemoryRouter initialEntries={['/webhooks/create']}>
          <AdminContext dataProvider={dataProvider}>
            <ResourceContextProvider value="webhooks">
              <Routes>
                <Route path="/webhooks/create" element={<WebhookCreate />} />
                <Route path="/webhooks/:id/show" element={<p>endpoint page</p>} />
              </Routes>
            </ResourceContextProvider>
            <Notification />
          </AdminContext>
        </MemoryRouter>
      </StrictMode>,
    );
  }

  async function submit(url: string) {
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: webhookText.colUrl }), url);
    await user.click(screen.getByRole('checkbox', { name: 'reservation.deleted' }));
    await user.click(screen.getByRole('button', { name: /save/i }));
    return user;
  }

  it('sends the URL and events, shows the secret once under a heading with a Copy button, and leaves it behind', async () => {
    answer = { status: 201, body: CREATED };
    renderCreate();
    const user = await submit(URL_TEXT);

    expect(await screen.findByRole('heading', { name: webhookText.secretHeading })).toBeInTheDocument();
    expect(screen.getByText(URL_TEXT)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(webhookText.secretOnce);
    expect(screen.getByRole('textbox', { name: webhookText.secretLabel })).toHaveValue(SECRET);
    expect(server.requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/admin/webhooks', body: { url: URL_TEXT, events: ['reservation.confirmed'] } },
    ]);

    await user.click(screen.getByRole('button', { name: webhookText.secretCopy }));
    // user-event stands in for the browser's clipboard.
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(await screen.findByText(webhookText.secretCopied)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: webhookText.secretDone }));
    expect(await screen.findByText('endpoint page')).toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });

  it("marks the URL field with the server's reason when the URL cannot receive webhooks, and keeps what was typed", async () => {
    const refused = createWebhookMessages().webhookUrlRefused({ kind: 'unresolved' });
    answer = { status: 400, body: { error: refused, code: 'webhook_url_refused', field: 'url' } };
    renderCreate();
    await submit('https://nowhere.example.test/hook');

    const field = screen.getByRole('textbox', { name: webhookText.colUrl });
    await waitFor(() => expect(field).toHaveAccessibleDescription(refused));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('https://nowhere.example.test/hook');
    expect(screen.queryByRole('textbox', { name: webhookText.secretLabel })).toBeNull();
    // No notice repeats it: on a phone one would cover the Save button.
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
