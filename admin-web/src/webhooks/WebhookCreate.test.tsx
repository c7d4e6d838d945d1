import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { AdminContext, ResourceContextProvider, testDataProvider, type CreateParams } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { WebhookRecord } from '@gameshift/contracts';
import { messages } from '../messages';
import { WebhookCreate } from './WebhookCreate';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSwMfKQ9r8GKYq=';

function renderCreate(create: (resource: string, params: CreateParams) => Promise<{ data: WebhookRecord & { secret: string } }>) {
  render(
    <StrictMode>
      <MemoryRouter initialEntries={['/webhooks/create']}>
        <AdminContext dataProvider={testDataProvider({ create: create as never })}>
          <ResourceContextProvider value="webhooks">
            <Routes>
              <Route path="/webhooks/create" element={<WebhookCreate />} />
              <Route path="/webhooks/:id/show" element={<p>endpoint page</p>} />
            </Routes>
          </ResourceContextProvider>
        </AdminContext>
      </MemoryRouter>
    </StrictMode>,
  );
}

// The first render of react-admin in jsdom takes seconds on a busy machine.
jest.setTimeout(20_000);

describe('WebhookCreate', () => {
  it('sends the URL and events, shows the secret once, and leaves it behind for the endpoint page', async () => {
    const sent: unknown[] = [];
    renderCreate((_resource, params) => {
      sent.push(params.data);
      return Promise.resolve({
        data: {
          id: 'hook-1',
          url: 'https://game.example.com/hook',
          events: ['reservation.confirmed'],
          enabled: true,
          disabled_reason: null,
          previous_secret_until: null,
          created_at: '2025-01-01T00:00:00.000Z',
          secret: SECRET,
        },
      });
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: messages.webhookColUrl }), 'https://game.example.com/hook');
    await user.click(screen.getByRole('checkbox', { name: 'reservation.deleted' }));
    await user.click(screen.getByRole('button', { name: /save/i }));

    expect(await screen.findByText(messages.webhookSecretOnce)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: messages.webhookSecretLabel })).toHaveValue(SECRET);
    expect(sent).toEqual([{ url: 'https://game.example.com/hook', events: ['reservation.confirmed'] }]);

    await user.click(screen.getByRole('button', { name: messages.webhookSecretDone }));
    expect(await screen.findByText('endpoint page')).toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).toBeNull();
  });
});
