import { AUTO_SUBMIT_DELAY_MS } from '@gameshift/contracts';
import type { Page, Route } from '@playwright/test';
import { expect, including, messages, newVisitor, test } from './fixtures';

// What a visitor meets on `/` when an answer comes after the game, at a phone's width and a
// laptop's: a handle lost to someone else, refusals under the fold, a mistyped address. Each
// journey opens the page once and takes the refusals in turn, as a visitor who corrects and
// resubmits would.
test.describe.configure({ mode: 'parallel' });

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

const RESERVE_CALL = '**/api/validate-reservation';

/** Requests matching `url` wait until `release` is called, then go on to the server. */
async function holdRequests(page: Page, url: string): Promise<{ held: Promise<void>; release: () => void }> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let arrived = () => undefined as void;
  const held = new Promise<void>((resolve) => (arrived = resolve));
  await page.route(url, async (route: Route) => {
    arrived();
    await released;
    await route.continue();
  });
  return { held, release };
}

/** Holds the app's entry script back until the returned function is called: the page as a slow phone has it. */
async function holdEntryScript(page: Page): Promise<() => void> {
  const entry = await holdRequests(page, '**/assets/index-*.js');
  return entry.release;
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('each refusal after the game shows its reason on screen, and the form goes on from it to a reservation', async ({
      page,
      visitor,
      reservePage,
      humanCheck,
      db,
    }) => {
      const alternative = `${visitor.handle}2`;
      const reservedElsewhere = newVisitor().email;
      await db.seedReservation({ ...newVisitor(), email: reservedElsewhere }, 'pending');
      // The form keeps a game's token through a refusal and sends it again; the server refuses it
      // once (as when it has run out), so that each answer below comes after a game, as on a first submit.
      const refuseTokenOnce = () =>
        page.route(
          RESERVE_CALL,
          (route) => route.fulfill({ status: 403, json: { error: messages.humanCheckRequired, field: 'human_token' } }),
          { times: 1 },
        );
      const resubmit = async (email: string) => {
        await reservePage.emailInput.fill(email);
        await refuseTokenOnce();
        await reservePage.reserveButton.click();
        await humanCheck.playByClicking();
      };

      await test.step('a handle lost to someone else reads as taken with alternatives, and Enter does not move on with it', async () => {
        await reservePage.goto();
        await reservePage.handleInput.fill(visitor.handle);
        await expect(reservePage.availability).toContainText(`@${visitor.handle} is available`);
        await reservePage.continueButton.click();
        await reservePage.emailInput.fill(visitor.email);
        // Someone else claims the handle while this visitor is on the email step.
        await db.seedReservation({ ...newVisitor(), handle: visitor.handle }, 'pending');
        await reservePage.reserveButton.click();
        await humanCheck.playByClicking();

        await expect(reservePage.handleStepHeading).toBeVisible();
        await expect(reservePage.alert(messages.handleTaken)).toBeVisible();
        await expect(reservePage.handleInput).toHaveAccessibleDescription(including(messages.handleTaken));
        await expect(page.getByText('Try one of these:')).toBeVisible();
        await expect(reservePage.suggestion(alternative)).toBeVisible();
        await expect(reservePage.availability).not.toContainText('is available');

        // Enter on the taken handle stays on step 1.
        await reservePage.handleInput.press('Enter');
        await expect(reservePage.handleStepHeading).toBeVisible();
        await expect(reservePage.emailStepHeading).toBeHidden();
        await expect(reservePage.availability).not.toContainText('is available');
        expect(await db.reservationsFor(visitor.email)).toEqual([]);

        // An alternative goes on as any free handle does.
        await reservePage.suggestion(alternative).click();
        await expect(reservePage.handleInput).toHaveValue(alternative);
        await reservePage.continueButton.click();
        await expect(reservePage.emailStepHeading).toBeVisible();
      });

      await test.step('an address refused after the game takes focus with its reason on screen', async () => {
        await resubmit(`${visitor.handle}@00-tv.com`);
        await expect(reservePage.emailInput).toBeFocused();
        await expect(reservePage.alert(messages.emailDisposable)).toBeInViewport({ ratio: 1 });
      });

      await test.step('an address already reserved is refused under the email field, on screen, which takes focus and offers the link again', async () => {
        await resubmit(reservedElsewhere);
        await expect(reservePage.emailInput).toBeFocused();
        await expect(reservePage.emailInput).toHaveAccessibleDescription(including(messages.emailTaken));
        await expect(reservePage.alert(messages.emailTaken)).toBeInViewport({ ratio: 1 });
        await expect(reservePage.emailStepHeading).toBeVisible();

        await page.getByRole('button', { name: 'Send my link again' }).click();
        await expect(page.getByRole('status').filter({ hasText: messages.verificationResent })).toBeVisible();
        // Another address is one edit away: typing clears the refusal and the offer.
        await reservePage.emailInput.fill(visitor.email);
        await expect(page.getByRole('button', { name: 'Send my link again' })).toBeHidden();
      });

      await test.step('the cap on waiting reservations, given after the game, takes focus and shows under the form, on screen', async () => {
        await page.route(RESERVE_CALL, (route) => route.fulfill({ status: 429, json: { error: messages.tooManyPending } }));
        await resubmit(visitor.email);
        const refusal = reservePage.alert(messages.tooManyPending);
        await expect(refusal).toBeFocused();
        await expect(refusal).toBeInViewport({ ratio: 1 });
        await expect(reservePage.emailStepHeading).toBeVisible();
        await page.unroute(RESERVE_CALL);
      });

      await test.step('Enter on a mistyped well-known domain asks which address is meant, and the typed one kept is refused by naming the likely one', async () => {
        const typed = `${visitor.handle}@gmial.com`;
        const meant = `${visitor.handle}@gmail.com`;
        await reservePage.emailInput.fill(typed);
        await expect(reservePage.emailSuggestion(meant)).toBeVisible();
        await reservePage.emailInput.press('Enter');

        const question = page.getByRole('group', { name: `Did you mean ${meant}?` });
        await expect(question).toBeVisible();
        await expect(question.getByRole('button', { name: `Yes, use ${meant}` })).toBeFocused();
        await expect(reservePage.emailInput).toHaveValue(typed);
        await expect(humanCheck.dialog).toBeHidden();

        await refuseTokenOnce();
        await question.getByRole('button', { name: `No, keep ${typed}` }).click();
        await humanCheck.playByClicking();
        await expect(reservePage.alert(messages.emailTypo(meant))).toBeInViewport();
        await expect(page.getByText(messages.emailDisposable)).toBeHidden();
        await expect(reservePage.emailInput).toBeFocused();
      });

      await test.step('the likely address chosen from the question is the one reserved', async () => {
        // Another address than the one kept above, which is asked about no more.
        const meant = `${visitor.handle}x@gmail.com`;
        await reservePage.emailInput.fill(`${visitor.handle}x@gmial.com`);
        await expect(reservePage.emailSuggestion(meant)).toBeVisible();
        await refuseTokenOnce();
        await reservePage.reserveButton.click();
        await page.getByRole('button', { name: `Yes, use ${meant}` }).click();
        await expect(reservePage.emailInput).toHaveValue(meant);
        await humanCheck.playByClicking();
        await expect(reservePage.successHeading).toBeVisible();
        expect(await db.reservationsFor(meant)).toHaveLength(1);
      });
    });

    test("Reserve reads 'Reserving...' on the press itself, and the form stays busy from there to 'One more step'", async ({
      page,
      visitor,
      reservePage,
      humanCheck,
    }) => {
      const gameCode = page.waitForRequest(/\/assets\/HumanCheckDialog-[^/]*\.js$/);
      // The game's code is late, the reservation call and the success screen's code too (a slow phone).
      const game = await holdRequests(page, '**/assets/HumanCheckDialog-*.js');
      const call = await holdRequests(page, RESERVE_CALL);
      const successCode = await holdRequests(page, '**/assets/ReservationSuccess-*.js');
      await reservePage.goto(`?suggested=${visitor.handle}`);

      await test.step("Reserve reads 'Reserving...' on the press itself, with the game's code already asked for", async () => {
        await gameCode;
        await game.held;
        await reservePage.emailInput.fill(visitor.email);
        // Whatever shows next, while the game's code is held back, is the press's own doing.
        await reservePage.emailInput.press('Enter');
        await expect(reservePage.reservingButton).toBeVisible();
        await expect(reservePage.reservingButton).toHaveAttribute('aria-disabled', 'true');
        await expect(reservePage.reserveButton).toBeHidden();
        game.release();
      });

      await test.step("between 'Good Game!' and 'One more step' the form stays busy, never empty nor pressable", async () => {
        const sequence = await humanCheck.start();
        await humanCheck.waitForTurn();
        for (const color of sequence) await humanCheck.pad(color).click();
        await humanCheck.expectWon();
        while (await humanCheck.dialog.isVisible()) await page.clock.runFor(250);
        // The pause before the form sends itself.
        await expect(reservePage.reservingButton).toHaveAttribute('aria-disabled', 'true');
        await page.clock.runFor(AUTO_SUBMIT_DELAY_MS);
        await call.held;
        await expect(reservePage.reservingButton).toHaveAttribute('aria-disabled', 'true');
        call.release();
        await successCode.held;
        await page.clock.runFor(100);
        await expect(reservePage.reservingButton).toHaveAttribute('aria-disabled', 'true');
        await expect(reservePage.emailInput).toHaveValue(visitor.email);
        successCode.release();
        await expect(reservePage.successHeading).toBeVisible();
      });
    });

    test('a taken handle typed in capitals before the app takes over is lowercased as typed, and Enter on it says it is taken once it has', async ({
      page,
      visitor,
      reservePage,
      db,
    }) => {
      await db.seedReservation({ ...newVisitor(), handle: visitor.handle }, 'pending');
      const release = await holdEntryScript(page);
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await reservePage.handleInput.pressSequentially(visitor.handle.toUpperCase());
      await expect(reservePage.handleInput).toHaveValue(visitor.handle);
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
      await reservePage.handleInput.press('Enter');
      release();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      await expect(reservePage.handleInput).toHaveValue(visitor.handle);
      await expect(reservePage.handleInput).toHaveAccessibleDescription(new RegExp(`@${visitor.handle} is taken|already taken`));
      await expect(reservePage.handleStepHeading).toBeVisible();
      await expect(reservePage.emailStepHeading).toBeHidden();
    });
  });
}
