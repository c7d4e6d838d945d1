import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { AdminContext, RecordContextProvider, ResourceContextProvider, testDataProvider } from 'react-admin';
import type { WebhookDeliveryRecord, WebhookRecord } from '@gameshift/contracts';
import { messages } from '../messages';
import { WebhookStateField } from './WebhookStateField';
import { AttemptsField, RedeliverButton } from './WebhookShow';

const delivery = (status: WebhookDeliveryRecord['status'], attempts: WebhookDeliveryRecord['attempts']): WebhookDeliveryRecord => ({
  id: 'delivery-1',
  webhook_id: 'hook-1',
  event: 'reservation.confirmed',
  status,
  attempts,
  created_at: '2025-01-01T00:00:00.000Z',
  last_attempt_at: null,
  next_attempt_at: null,
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
    expect(await screen.findByText(messages.webhookDisabledState)).toBeInTheDocument();
    expect(screen.getByText(messages.webhookDisabledFailing)).toBeInTheDocument();
  });

  it('lists every attempt with its status, duration and error', async () => {
    renderWith(
      delivery('delivered', [
        { id: 'a1', status_code: 503, duration_ms: 12, failure: 'http', error: 'answered 503', created_at: '2025-01-01T00:00:01.000Z' },
        {
          id: 'a2',
          status_code: null,
          duration_ms: 10_000,
          failure: 'timeout',
          error: 'no answer within 10 s',
          created_at: '2025-01-01T00:00:31.000Z',
        },
        { id: 'a3', status_code: 200, duration_ms: 8, failure: null, error: null, created_at: '2025-01-01T00:01:31.000Z' },
      ]),
      <AttemptsField />,
    );
    const list = await screen.findByRole('list', { name: messages.webhookAttempts });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.split(' · ')[1])).toEqual([
      messages.webhookAttemptLine(503, 12, 'answered 503'),
      messages.webhookAttemptLine(null, 10_000, 'no answer within 10 s'),
      messages.webhookAttemptLine(200, 8, null),
    ]);
  });

  it.each(['pending', 'failed', 'delivered'] as const)('offers Redeliver for a %s delivery', async (status) => {
    renderWith(delivery(status, []), <RedeliverButton />);
    expect(await screen.findByRole('button', { name: messages.webhookRedeliver })).toBeInTheDocument();
  });

  it('says when a delivery has not been tried yet', async () => {
    renderWith(delivery('pending', []), <AttemptsField />);
    expect(await screen.findByText(messages.webhookAttemptNone)).toBeInTheDocument();
  });
});
