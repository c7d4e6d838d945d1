import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { stubFetch, type FetchStub } from '../../../../jest/fetchStub';
import { messages, uiMessages } from '../../messages';
import ReserveRoute from './ReserveRoute';

const text = uiMessages.reserve;

/** Lets the `close` events the browser queues as tasks arrive. */
async function flushTasks() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

async function pressReserve() {
  await userEvent.type(screen.getByLabelText(text.handleLabel), 'nova_rider');
  await userEvent.keyboard('{Enter}');
  await userEvent.type(await screen.findByLabelText(text.emailLabel), 'jane@example.com');
  await userEvent.click(screen.getByRole('button', { name: messages.reserve }));
}

describe('the human check on the reserve page', () => {
  let server: FetchStub;

  beforeEach(() => {
    server = stubFetch(() => ({ status: 200, body: { available: true, suggestions: [] } }));
    render(
      <StrictMode>
        <MemoryRouter>
          <ReserveRoute />
        </MemoryRouter>
      </StrictMode>,
    );
  });

  afterEach(() => server.restore());

  it('opens when Reserve is pressed and its code has loaded, and stays open', async () => {
    await pressReserve();
    const title = await screen.findByRole('heading', { name: messages.humanCheckTitle });
    await flushTasks();

    expect(title).toBeVisible();
    expect(screen.getByRole('dialog', { name: messages.humanCheckTitle })).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: messages.startGame })).toBeVisible();
  });

  it('closes from its close button, keeps the form as it was and opens again on the next press', async () => {
    await pressReserve();
    await screen.findByRole('heading', { name: messages.humanCheckTitle });
    await flushTasks();
    await userEvent.click(screen.getByRole('button', { name: uiMessages.humanCheck.close }));
    await flushTasks();

    expect(screen.queryByRole('heading', { name: messages.humanCheckTitle })).not.toBeInTheDocument();
    expect(screen.getByLabelText(text.emailLabel)).toHaveValue('jane@example.com');

    await userEvent.click(screen.getByRole('button', { name: messages.reserve }));
    await flushTasks();
    expect(await screen.findByRole('heading', { name: messages.humanCheckTitle })).toBeVisible();
  });
});
