import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, Notification, RecordContextProvider, ResourceContextProvider, testDataProvider } from 'react-admin';
import type { WebhookAttemptRecord, WebhookDeliveryRecord, WebhookRecord } from '@gameshift/contracts';
import { stubFetch, type FetchStub } from '../../../jest/fetchStub';
import { authProvider } from '../authProvider';
import { dataProvider } from '../dataProvider';
import { adminText, messages, webhookText } from '../messages';
import { readSession, storeSession } from '../session/sessionStore';
import { WebhookStateField } from './WebhookStateField';
import { AttemptsField, DeliveryStatusField, RedeliverButton } from './DeliveryList';

const delivery = (
  status: WebhookDeliveryRecord['status'],
  attempts: WebhookAttemptRecord[],
  next_attempt_at: string | null = null,
): WebhookDeliveryRecord => ({
  id: 'delivery-1',
  webhook_id: 'hook-1',
  event: 'reservation.confirmed',
  status,
  attempts,
  created_at: '2025-01-01T00:00:00.000Z',
  last_attempt_at: null,
  next_attempt_at,
});

const attempt = (n: number, fields: Pick<WebhookAttemptRecord, 'status_code' | 'failure' | 'error'>): WebhookAttemptRecord => ({
  id: `a${n}`,
  duration_ms: 10 * n,
  created_at: `2025-01-01T00:0${n}:00.000Z`,
  ...fields,
});

function renderWith(record: object, children: React.ReactNode) {
  render(
    <StrictMode>
      <AdminContext dataProvider={testDataProvider()}>
        <ResourceContextProvider value="webhook-deliveries">
          <RecordContextProvider value={record}>{children}</RecordContextProvider>
        </ResourceContextProvider>
      </AdminContext>
    </StrictMode>,
  );
}

jest.setTimeout(20_000);

describe('the webhook page', () => {
  it('shows a disabled endpoint with the reason the server gave', async () => {
    const hook: WebhookRecord = {
      id: 'hook-1',
      url: 'https://game.example.com/hook',
      events: ['reservation.confirmed'],
      enabled: false,
      disabled_reason: messages.webhookDisabledFailing,
      previous_secret_until: null,
      created_at: '2025-01-01T00:00:00.000Z',
    };
    renderWith(hook, <WebhookStateField />);
    expect(await screen.findByText(webhookText.disabledState)).toBeInTheDocument();
    expect(screen.getByText(messages.webhookDisabledFailing)).toBeInTheDocument();
  });

  it('shows the latest attempts, each with the kind of failure and when, and the earlier ones on asking', async () => {
    const attempts = [
      attempt(1, { status_code: null, failure: 'other', error: 'no answer in 9 ms: write EPROTO 80CC289E:error:0A00010B' }),
      attempt(2, { status_code: null, failure: 'dns', error: 'its host name does not resolve' }),
      attempt(3, { status_code: null, failure: 'tls', error: 'wrong version number: the port does not seem to speak https' }),
      attempt(4, { status_code: 503, failure: 'http', error: 'answered 503' }),
      attempt(5, { status_code: 204, failure: null, error: null }),
    ];
    renderWith(delivery('delivered', attempts), <AttemptsField />);
    const list = await screen.findByRole('list', { name: webhookText.attempts });
    const lines = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.firstElementChild?.textContent);
    expect(lines()).toEqual(['TLS: wrong version number: the port does not seem to speak https', 'HTTP 503', 'HTTP 204']);
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent(
      webhookText.attemptWhen(new Date('2025-01-01T00:04:00.000Z').toLocaleString(), 40),
    );

    const earlier = screen.getByRole('button', { name: webhookText.attemptsEarlier(2) });
    expect(earlier).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(earlier);
    expect(lines()).toEqual([
      'other: no answer in 9 ms: write EPROTO 80CC289E:error:0A00010B',
      'DNS: its host name does not resolve',
      'TLS: wrong version number: the port does not seem to speak https',
      'HTTP 503',
      'HTTP 204',
    ]);
    expect(screen.getByRole('button', { name: webhookText.attemptsHideEarlier })).toHaveAttribute('aria-expanded', 'true');
  });

  it("shows a pending delivery's next try, or that it is due now", async () => {
    const next = new Date(Date.now() + 90_000).toISOString();
    renderWith(
      delivery('pending', [attempt(1, { status_code: 500, failure: 'http', error: 'answered 500' })], next),
      <DeliveryStatusField />,
    );
    expect(await screen.findByText(webhookText.deliveryStatuses.pending)).toBeInTheDocument();
    expect(screen.getByText(webhookText.nextTry(new Date(next).toLocaleString()))).toBeInTheDocument();
  });

  it('says a pending delivery whose time has come is tried now', async () => {
    renderWith(delivery('pending', [], '2025-01-01T00:00:00.000Z'), <DeliveryStatusField />);
    expect(await screen.findByText(webhookText.nextTryNow)).toBeInTheDocument();
  });

  it.each(['pending', 'failed', 'delivered'] as const)('offers Redeliver for a %s delivery', async (status) => {
    renderWith(delivery(status, []), <RedeliverButton />);
    expect(await screen.findByRole('button', { name: webhookText.redeliver })).toBeInTheDocument();
  });

  describe('with the server', () => {
    let stub: FetchStub | undefined;
    afterEach(() => stub?.restore());

    it('ends the session when Redeliver is answered 401, instead of announcing a redelivery', async () => {
      const payload = btoa(JSON.stringify({ sub: 'a', exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '');
      storeSession(`e30.${payload}.signature`, 'owner@example.com', 'owner');
      stub = stubFetch(({ path }) =>
        path === '/api/admin-logout' ? { status: 204 } : { status: 401, body: { error: 'Unauthorized', code: 'unauthorized' } },
      );
      render(
        <StrictMode>
          <MemoryRouter initialEntries={['/webhooks/hook-1/show']}>
            <AdminContext dataProvider={dataProvider} authProvider={authProvider}>
              <Routes>
                <Route path="/" element={<h1>Sign-in page</h1>} />
                <Route
                  path="/webhooks/:id/show"
                  element={
                    <ResourceContextProvider value="webhook-deliveries">
                      <RecordContextProvider value={delivery('failed', [])}>
                        <RedeliverButton />
                      </RecordContextProvider>
                    </ResourceContextProvider>
                  }
                />
              </Routes>
              <Notification />
            </AdminContext>
          </MemoryRouter>
        </StrictMode>,
      );
      await userEvent.setup().click(await screen.findByRole('button', { name: webhookText.redeliver }));
      expect(await screen.findByText(adminText.sessionEnded)).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
      expect(readSession()).toBeNull();
      expect(stub.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
        'POST /api/admin/webhook-deliveries/delivery-1/redeliver',
        'POST /api/admin-logout',
      ]);
      expect(screen.queryByText(webhookText.redelivered)).toBeNull();
    });
  });

  it('says when a delivery has not been tried yet', async () => {
    renderWith(delivery('pending', []), <AttemptsField />);
    expect(await screen.findByText(webhookText.attemptNone)).toBeInTheDocument();
  });
});
