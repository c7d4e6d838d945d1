import type { Page } from '@playwright/test';
import type { HumanCheckDialog } from '../pages/HumanCheckDialog';
import type { ReservePage } from '../pages/ReservePage';
import { expect, including, messages, newVisitor, test, type Visitor } from './fixtures';

// SPEC §8: how each answer of POST /api/validate-reservation reads on the page. Conflicts and
// invalid input come from the real server; answers it cannot give on demand are stubbed.
test.describe.configure({ mode: 'parallel' });

const RESERVE_CALL = '**/api/validate-reservation';

async function answerReservationWith(page: Page, status: number, body?: object): Promise<void> {
  await page.route(RESERVE_CALL, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: body === undefined ? '' : JSON.stringify(body) }),
  );
}

/** Rewrites one field of the reservation call on its way out; the real server answers it. */
async function tamperReservation(page: Page, field: 'email' | 'gameshift_id', value: string): Promise<void> {
  await page.route(RESERVE_CALL, async (route) => {
    const body = { ...(route.request().postDataJSON() as object), [field]: value };
    await route.continue({ postData: JSON.stringify(body) });
  });
}

async function reserveThroughGame(reservePage: ReservePage, humanCheck: HumanCheckDialog, visitor: Visitor): Promise<void> {
  await reservePage.submitSuggested(visitor.handle, visitor.email);
  await humanCheck.playByClicking();
  await expect(humanCheck.dialog).toBeHidden();
}

test.describe('reservation errors', () => {
  test('a 429 from the server tells how many minutes to wait', async ({ page, visitor, reservePage, humanCheck }) => {
    await answerReservationWith(page, 429, { error: messages.tooManyAttempts(3), resetTime: 3 });
    await reserveThroughGame(reservePage, humanCheck, visitor);
    await expect(reservePage.alert(messages.tooManyAttempts(3))).toBeVisible();
    await expect(reservePage.emailStepHeading).toBeVisible();
  });

  test('the cap on unverified reservations is explained under the form', async ({ page, visitor, reservePage, humanCheck }) => {
    await answerReservationWith(page, 429, { error: messages.tooManyPending });
    await reserveThroughGame(reservePage, humanCheck, visitor);
    await expect(reservePage.alert(messages.tooManyPending)).toBeVisible();
    await expect(reservePage.emailStepHeading).toBeVisible();
  });

  test('an email already reserved is refused under the email field, which takes focus and offers the link again', async ({
    page,
    visitor,
    reservePage,
    humanCheck,
    db,
  }) => {
    await db.seedReservation({ ...newVisitor(), email: visitor.email }, 'pending');
    await reserveThroughGame(reservePage, humanCheck, visitor);
    await expect(reservePage.alert(messages.emailTaken)).toBeVisible();
    await expect(reservePage.emailInput).toHaveAccessibleDescription(including(messages.emailTaken));
    await expect(reservePage.emailStepHeading).toBeVisible();
    await expect(reservePage.emailInput).toBeFocused();

    await page.getByRole('button', { name: 'Send my link again' }).click();
    await expect(page.getByRole('status').filter({ hasText: messages.verificationResent })).toBeVisible();
    // Another address is one edit away: typing clears the refusal and the offer.
    await reservePage.emailInput.fill(newVisitor().email);
    await expect(page.getByRole('button', { name: 'Send my link again' })).toBeHidden();
  });

  test('a handle claimed by a pending reservation sends the visitor back to step 1 with the reason under the handle', async ({
    visitor,
    reservePage,
    humanCheck,
    db,
  }) => {
    await db.seedReservation({ ...newVisitor(), handle: visitor.handle }, 'pending');
    await reserveThroughGame(reservePage, humanCheck, visitor);
    await expect(reservePage.handleStepHeading).toBeVisible();
    await expect(reservePage.alert(messages.handleTaken)).toBeVisible();
    await expect(reservePage.handleInput).toHaveAccessibleDescription(including(messages.handleTaken));
    expect(await db.reservationsFor(visitor.email)).toEqual([]);
  });

  test('a conflict that names no field reads as already registered', async ({ page, visitor, reservePage, humanCheck }) => {
    await answerReservationWith(page, 409, { error: 'Duplicate key.' });
    await reserveThroughGame(reservePage, humanCheck, visitor);
    await expect(reservePage.alert(messages.alreadyRegistered)).toBeVisible();
    await expect(reservePage.emailStepHeading).toBeVisible();
  });

  test("a server failure on the email shows the server's error under the email field", async ({
    page,
    visitor,
    reservePage,
    humanCheck,
  }) => {
    const error = 'The confirmation email could not be queued.';
    await answerReservationWith(page, 500, { error, field: 'email' });
    await reserveThroughGame(reservePage, humanCheck, visitor);
    await expect(reservePage.alert(error)).toBeVisible();
    await expect(reservePage.emailInput).toHaveAccessibleDescription(including(error));
  });

  test('a server failure on the email without a message says the ID was not reserved', async ({
    page,
    visitor,
    reservePage,
    humanCheck,
  }) => {
    await answerReservationWith(page, 500, { field: 'email' });
    await reserveThroughGame(reservePage, humanCheck, visitor);
    await expect(reservePage.alert(messages.submitFailedNotReserved)).toBeVisible();
    await expect(reservePage.emailInput).toHaveAccessibleDescription(including(messages.submitFailedNotReserved));
  });

  test("any other failure shows the server's error", async ({ page, visitor, reservePage, humanCheck }) => {
    const error = 'Down for maintenance, back in a few minutes.';
    await answerReservationWith(page, 503, { error });
    await reserveThroughGame(reservePage, humanCheck, visitor);
    await expect(reservePage.alert(error)).toBeVisible();
  });

  test('a failure without any answer asks the visitor to try again', async ({ page, visitor, reservePage, humanCheck }) => {
    await page.route(RESERVE_CALL, (route) => route.abort('connectionrefused'));
    await reserveThroughGame(reservePage, humanCheck, visitor);
    await expect(reservePage.alert(messages.genericError)).toBeVisible();
    await expect(reservePage.emailStepHeading).toBeVisible();
  });

  test("a handle the server finds invalid sends the visitor back to step 1 with the server's reason", async ({
    page,
    visitor,
    reservePage,
    humanCheck,
    db,
  }) => {
    await tamperReservation(page, 'gameshift_id', '12345');
    await reserveThroughGame(reservePage, humanCheck, visitor);
    await expect(reservePage.handleStepHeading).toBeVisible();
    await expect(reservePage.handleInput).toHaveAccessibleDescription(including(messages.handleDigitsOnly));
    expect(await db.reservationsFor(visitor.email)).toEqual([]);
  });
});
