import { CLIENT_RATE_LIMIT } from '@gameshift/contracts';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { stubFetch, type FetchStub, type StubAnswer, type StubRequest } from '../../../../../jest/fetchStub';
import { messages, uiMessages } from '../../../messages';
import { ReserveForm, type HumanCheckProps } from './ReserveForm';

const text = uiMessages.reserve;

/** Stands in for the game, which the app supplies as a prop: a visitor who passes it. */
function PassingHumanCheck({ open, onComplete }: HumanCheckProps) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label={messages.humanCheckTitle}>
      <button type="button" onClick={() => onComplete('human-token-1')}>
        Pass the check
      </button>
    </div>
  );
}

type Server = { handles?: Record<string, Partial<StubAnswer['body']> & object>; reserve?: Array<StubAnswer | Error> };

/**
 * A small server: handle availability by name, and reservation answers in turn (201 when none
 * left); an Error in their place is a call that got no answer at all.
 */
function serve({ handles = {}, reserve = [] }: Server): FetchStub {
  const answers = [...reserve];
  return stubFetch((request: StubRequest) => {
    if (request.method === 'GET' && request.path.startsWith('/api/handles/')) {
      const handle = decodeURIComponent(request.path.slice('/api/handles/'.length));
      return { status: 200, body: { available: true, suggestions: [], ...handles[handle] } };
    }
    if (request.method === 'POST' && request.path === '/api/validate-reservation') {
      const answer = answers.shift() ?? { status: 201, body: { success: true } };
      if (answer instanceof Error) throw answer;
      return answer;
    }
    return { status: 404, body: { error: 'Not found' } };
  });
}

/** Matches any text that contains `text` as it is. */
function containing(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

function renderForm(suggested: string | null = null) {
  return render(
    <StrictMode>
      {/* The success screen links the manage page, as the app's router does. */}
      <MemoryRouter>
        <ReserveForm suggested={suggested} humanCheck={PassingHumanCheck} />
      </MemoryRouter>
    </StrictMode>,
  );
}

async function chooseHandle(handle: string) {
  await userEvent.type(screen.getByLabelText(text.handleLabel), handle);
  await userEvent.keyboard('{Enter}');
  await screen.findByRole('heading', { name: text.emailStepTitle });
}

async function submitEmail(email: string) {
  await userEvent.type(screen.getByLabelText(text.emailLabel), email);
  await userEvent.keyboard('{Enter}');
}

async function passHumanCheck() {
  await userEvent.click(await screen.findByRole('button', { name: 'Pass the check' }));
}

function reservationCalls(server: FetchStub): StubRequest[] {
  return server.requests.filter((request) => request.path === '/api/validate-reservation');
}

describe(ReserveForm.name, () => {
  let server: FetchStub;

  afterEach(() => server.restore());

  describe('steps', () => {
    beforeEach(() => {
      server = serve({});
    });

    it('moves to the email step with a valid handle and back again', async () => {
      renderForm();
      expect(screen.getByText(text.stepOf(1, 2))).toBeInTheDocument();
      await chooseHandle('Nova_Rider');

      expect(screen.getByText(text.stepOf(2, 2))).toBeInTheDocument();
      expect(screen.getByText('@nova_rider')).toBeInTheDocument();
      expect(screen.getByLabelText(text.emailLabel)).toHaveFocus();

      await userEvent.click(screen.getByRole('button', { name: text.back }));
      expect(screen.getByRole('heading', { name: text.handleStepTitle })).toBeInTheDocument();
      expect(screen.getByLabelText(text.handleLabel)).toHaveValue('nova_rider');
    });

    it('keeps an invalid handle on step 1 with the rule it breaks', async () => {
      renderForm();
      await userEvent.type(screen.getByLabelText(text.handleLabel), '12345');
      await userEvent.keyboard('{Enter}');

      expect(screen.getByRole('alert')).toHaveTextContent(messages.handleDigitsOnly);
      expect(screen.getByRole('heading', { name: text.handleStepTitle })).toBeInTheDocument();
    });

    it.each([
      ['a', messages.handleFormat],
      ['123456', messages.handleDigitsOnly],
      ['hello world', messages.handleFormat],
    ])('shows the rule "%s" breaks once typing pauses, where availability shows, before any Enter', async (handle, rule) => {
      renderForm();
      const field = screen.getByLabelText(text.handleLabel);
      await userEvent.type(field, handle);

      expect(await screen.findByText(rule)).toBeInTheDocument();
      expect(field).toHaveAccessibleDescription(containing(rule));
      expect(screen.getByRole('heading', { name: text.handleStepTitle })).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it.each([
      ['reserved', ['admin', 'the_moderator', 'staff_1'], messages.handleReserved, messages.handleRestricted],
      // The blocklist covers the platform's own name and 'official'.
      ['restricted content', ['gameshift', 'officialguy'], messages.handleRestricted, messages.handleReserved],
    ])('calls each of a set of handles %s as typing pauses and on Continue, and never the other', async (_kind, handles, said, notSaid) => {
      for (const handle of handles) {
        const view = renderForm();
        await userEvent.type(screen.getByLabelText(text.handleLabel), handle);
        expect(await screen.findByText(said)).toBeInTheDocument();
        await userEvent.click(screen.getByRole('button', { name: text.continue }));

        expect(screen.getByRole('alert')).toHaveTextContent(said);
        expect(screen.queryByText(notSaid)).not.toBeInTheDocument();
        view.unmount();
      }
    });

    it('drops an @ typed before the handle, and checks the handle without it', async () => {
      renderForm();
      await userEvent.type(screen.getByLabelText(text.handleLabel), '@orbit_fox');
      expect(screen.getByLabelText(text.handleLabel)).toHaveValue('orbit_fox');
      expect(await screen.findByText(text.available('orbit_fox'))).toBeInTheDocument();
      // A handle of its own: an answer about another test's handle is kept for half a minute.
      expect(server.requests.map((request) => request.path)).toContain('/api/handles/orbit_fox');
      await userEvent.keyboard('{Enter}');
      await screen.findByRole('heading', { name: text.emailStepTitle });

      expect(screen.getByText('@orbit_fox')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: text.back }));
      expect(screen.getByLabelText(text.handleLabel)).toHaveValue('orbit_fox');
    });

    it('words the handle hint as the format error, and shows the error in its place', async () => {
      renderForm();
      const field = screen.getByLabelText(text.handleLabel);
      expect(field).toHaveAccessibleDescription(containing(text.handleHint));
      expect(text.handleHint).toBe(`${messages.handleRule}.`);
      await userEvent.type(field, 'a-');
      await userEvent.keyboard('{Enter}');

      expect(screen.getByRole('alert')).toHaveTextContent(messages.handleFormat);
      expect(messages.handleFormat).toContain(messages.handleRule);
      expect(field).toHaveAccessibleDescription(containing(messages.handleFormat));
      expect(field).not.toHaveAccessibleDescription(containing(text.handleHint));
    });

    it.each(['Pixel_Fox', '@Pixel_Fox'])('starts on the email step for a valid suggested handle, as %s', (suggested) => {
      renderForm(suggested);
      expect(screen.getByRole('heading', { name: text.emailStepTitle })).toBeInTheDocument();
      expect(screen.getByText('@pixel_fox')).toBeInTheDocument();
    });

    it('reserves after the human check and shows the email exactly as typed', async () => {
      renderForm();
      await chooseHandle('nova_rider');
      await submitEmail('Jane.Doe@Example.COM');
      await passHumanCheck();

      const heading = await screen.findByRole('heading', { name: messages.oneMoreStep });
      const details = heading.parentElement as HTMLElement;
      expect(within(details).getByText('Jane.Doe@Example.COM', { exact: true })).toBeInTheDocument();
      expect(within(details).getByText('@nova_rider')).toBeInTheDocument();
      expect(reservationCalls(server)).toHaveLength(1);
      expect(reservationCalls(server)[0].body).toMatchObject({
        email: 'jane.doe@example.com',
        gameshift_id: 'nova_rider',
        human_token: 'human-token-1',
      });
    });
  });

  describe('a handle the page already knows is taken', () => {
    beforeEach(() => {
      server = serve({
        handles: { takenname: { available: false, reason: messages.handleTaken, suggestions: ['takenname7', 'takenname_gg'] } },
      });
    });

    it.each([
      ['Enter', async () => userEvent.keyboard('{Enter}')],
      ['the arrow', async () => userEvent.click(screen.getByRole('button', { name: text.continue }))],
    ])('stays on step 1 with the message and suggestions after %s', async (_way, proceed) => {
      renderForm();
      await userEvent.type(screen.getByLabelText(text.handleLabel), 'takenname');
      await screen.findByText(messages.handleTaken);
      await proceed();

      expect(screen.getByRole('heading', { name: text.handleStepTitle })).toBeInTheDocument();
      expect(screen.getByText(messages.handleTaken)).toBeVisible();
      expect(screen.getByRole('button', { name: '@takenname7' })).toBeVisible();
      expect(screen.getByRole('button', { name: '@takenname_gg' })).toBeVisible();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(reservationCalls(server)).toHaveLength(0);
    });

    it('lets the visitor go on with a suggestion', async () => {
      renderForm();
      await userEvent.type(screen.getByLabelText(text.handleLabel), 'takenname');
      await userEvent.click(await screen.findByRole('button', { name: '@takenname7' }));
      await screen.findByText(text.available('takenname7'));
      await userEvent.click(screen.getByRole('button', { name: text.continue }));

      expect(await screen.findByRole('heading', { name: text.emailStepTitle })).toBeInTheDocument();
    });

    it('keeps focus in the form, on Continue, when a suggestion is chosen from the keyboard', async () => {
      renderForm();
      await userEvent.type(screen.getByLabelText(text.handleLabel), 'takenname');
      const suggestion = await screen.findByRole('button', { name: '@takenname7' });
      suggestion.focus();
      await userEvent.keyboard('{Enter}');

      expect(screen.getByLabelText(text.handleLabel)).toHaveValue('takenname7');
      expect(screen.getByRole('button', { name: text.continue })).toHaveFocus();
      await screen.findByText(text.available('takenname7'));
      expect(screen.getByRole('button', { name: text.continue })).toHaveFocus();
    });
  });

  describe('the server says no', () => {
    it('shows a handle taken meanwhile on step 1 (409 on the handle)', async () => {
      server = serve({ reserve: [{ status: 409, body: { error: messages.handleTaken, field: 'gameshift_id' } }] });
      renderForm();
      await chooseHandle('nova_rider');
      await submitEmail('jane@example.com');
      await passHumanCheck();

      expect(await screen.findByRole('heading', { name: text.handleStepTitle })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(messages.handleTaken);
    });

    it('puts an email already used under the email field (409 on the email)', async () => {
      server = serve({ reserve: [{ status: 409, body: { error: messages.emailTaken, field: 'email' } }] });
      renderForm();
      await chooseHandle('nova_rider');
      await submitEmail('jane@example.com');
      await passHumanCheck();

      expect(await screen.findByRole('alert')).toHaveTextContent(messages.emailTaken);
      expect(screen.getByRole('heading', { name: text.emailStepTitle })).toBeInTheDocument();
    });

    it.each<[string, StubAnswer | Error, string]>([
      [
        'says when to try again after a 429',
        { status: 429, body: { error: 'Too many requests', resetTime: 4 } },
        messages.tooManyAttempts(4),
      ],
      [
        'explains the cap on unverified reservations (429)',
        { status: 429, body: { error: messages.tooManyPending } },
        messages.tooManyPending,
      ],
      [
        'reads a conflict that names no field as already registered (409)',
        { status: 409, body: { error: 'Duplicate key.' } },
        messages.alreadyRegistered,
      ],
      [
        "shows the server's error for any other failure (503)",
        { status: 503, body: { error: 'Down for maintenance, back in a few minutes.' } },
        'Down for maintenance, back in a few minutes.',
      ],
      ['asks the visitor to try again when the call gets no answer', new TypeError('Failed to fetch'), messages.genericError],
    ])('%s, under the form on the email step', async (_case, answer, shown) => {
      server = serve({ reserve: [answer] });
      // Straight to the email step, as from a suggestion link: the answer is what is tested.
      renderForm('nova_rider');
      await submitEmail('jane@example.com');
      await passHumanCheck();

      expect(await screen.findByRole('alert')).toHaveTextContent(shown);
      expect(screen.getByRole('heading', { name: text.emailStepTitle })).toBeInTheDocument();
    });

    it.each<[string, StubAnswer, string]>([
      [
        "shows the server's error",
        { status: 500, body: { error: 'The confirmation email could not be queued.', field: 'email' } },
        'The confirmation email could not be queued.',
      ],
      [
        'says the ID was not reserved when the server gave no message',
        { status: 500, body: { field: 'email' } },
        messages.submitFailedNotReserved,
      ],
    ])('on a server failure on the email, %s under the email field', async (_case, answer, shown) => {
      server = serve({ reserve: [answer] });
      // Straight to the email step, as from a suggestion link: the answer is what is tested.
      renderForm('nova_rider');
      await submitEmail('jane@example.com');
      await passHumanCheck();

      expect(await screen.findByRole('alert')).toHaveTextContent(shown);
      expect(screen.getByLabelText(text.emailLabel)).toHaveAccessibleDescription(containing(shown));
    });

    it("sends the visitor back to step 1 with the server's reason when it finds the handle invalid (400 on the handle)", async () => {
      server = serve({
        reserve: [{ status: 400, body: { code: 'handle_digits_only', error: messages.handleDigitsOnly, field: 'gameshift_id' } }],
      });
      // Straight to the email step, as from a suggestion link: the answer is what is tested.
      renderForm('nova_rider');
      await submitEmail('jane@example.com');
      await passHumanCheck();

      expect(await screen.findByRole('heading', { name: text.handleStepTitle })).toBeInTheDocument();
      expect(screen.getByLabelText(text.handleLabel)).toHaveAccessibleDescription(containing(messages.handleDigitsOnly));
    });

    it('plays the human check again when the server refuses the token (403)', async () => {
      server = serve({ reserve: [{ status: 403, body: { error: 'Human check failed', field: 'human_token' } }] });
      renderForm();
      await chooseHandle('nova_rider');
      await submitEmail('jane@example.com');
      await passHumanCheck();

      await passHumanCheck();
      await screen.findByRole('heading', { name: messages.oneMoreStep });
      expect(reservationCalls(server).map((call) => (call.body as { human_token: string }).human_token)).toEqual([
        'human-token-1',
        'human-token-1',
      ]);
    });
  });

  describe('the attempt limit', () => {
    it('stops before the server once the browser counted the limit', async () => {
      server = serve({});
      const now = Date.now();
      const attempts = Array.from({ length: CLIENT_RATE_LIMIT.attempts }, (_, i) => now - 60_000 + i);
      window.localStorage.setItem(CLIENT_RATE_LIMIT.storageKey, JSON.stringify({ attempts }));
      renderForm();
      await chooseHandle('nova_rider');
      await submitEmail('jane@example.com');

      expect(await screen.findByRole('alert')).toHaveTextContent(messages.tooManyAttempts(4));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(reservationCalls(server)).toHaveLength(0);
    });

    it('counts each reservation call', async () => {
      server = serve({ reserve: [{ status: 500, body: { error: '' } }] });
      renderForm();
      await chooseHandle('nova_rider');
      await submitEmail('jane@example.com');
      await passHumanCheck();

      await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(messages.genericError));
      const stored = JSON.parse(window.localStorage.getItem(CLIENT_RATE_LIMIT.storageKey) ?? '{}') as { attempts: number[] };
      expect(stored.attempts).toHaveLength(1);
    });
  });
});
