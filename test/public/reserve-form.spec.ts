import { CLIENT_RATE_LIMIT, HONEYPOT_DELAY_MS } from '@gameshift/contracts';
import type { Page } from '@playwright/test';
import { expect, messages, newVisitor, test } from './fixtures';

test.describe.configure({ mode: 'parallel' });

/** Every call the page makes to the reservation and human-check endpoints, as paths. */
function recordApiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/validate-reservation' || path.startsWith('/api/human-check/')) calls.push(path);
  });
  return calls;
}

test.describe('the reserve form, step by step', () => {
  test('keeps its traps out of reach, and takes a handle to the email step by button or Enter, and back', async ({
    page,
    visitor,
    reservePage,
    humanCheck,
    db,
  }) => {
    const taken = newVisitor().handle;
    await db.seedReservation({ ...newVisitor(), handle: taken }, 'pending');
    await reservePage.goto();

    await test.step('keeps the trap fields out of the accessibility tree, the tab order and autofill', async () => {
      await expect(page.getByRole('textbox', { name: 'Website' })).toHaveCount(0);
      for (const field of Object.values(reservePage.honeypot)) {
        await expect(field).toHaveAttribute('tabindex', '-1');
        await expect(field).toHaveAttribute('autocomplete', 'off');
      }
    });

    await test.step('keeps an invalid handle on step 1 with the reason', async () => {
      await reservePage.handleInput.fill('no spaces');
      await reservePage.continueButton.click();
      await expect(reservePage.alert(messages.handleFormat)).toBeVisible();
      await expect(reservePage.handleStepHeading).toBeVisible();
    });

    await test.step('lowercases the handle as it is typed', async () => {
      await reservePage.handleInput.clear();
      await reservePage.handleInput.pressSequentially('NeoPlayer');
      await expect(reservePage.handleInput).toHaveValue('neoplayer');
    });

    await test.step('offers free alternatives to a taken handle, and picking one fills the field', async () => {
      await reservePage.handleInput.fill(taken);
      await expect(page.getByText(messages.handleTaken)).toBeVisible();
      await reservePage.suggestion(`${taken}2`).click();
      await expect(reservePage.handleInput).toHaveValue(`${taken}2`);
      await expect(page.getByText(`@${taken}2 is available`)).toBeVisible();
    });

    await test.step('moves to the email step on Enter in the handle field', async () => {
      await reservePage.handleInput.fill(visitor.handle);
      await page.keyboard.press('Enter');
      await expect(reservePage.emailStepHeading).toBeVisible();
      await expect(reservePage.emailInput).toBeFocused();
    });

    await test.step('goes back to step 1 with the handle kept', async () => {
      await reservePage.backButton.click();
      await expect(reservePage.handleStepHeading).toBeVisible();
      await expect(reservePage.handleInput).toHaveValue(visitor.handle);
    });

    await test.step('moves to the email step with the arrow button', async () => {
      await reservePage.continueButton.click();
      await expect(reservePage.emailStepHeading).toBeVisible();
      await expect(page.getByText(`@${visitor.handle}`, { exact: true })).toBeVisible();
    });

    await test.step('says when the email is not valid, before any human check', async () => {
      await reservePage.emailInput.fill('not-an-address');
      await reservePage.reserveButton.click();
      await expect(reservePage.alert(messages.emailInvalid)).toBeVisible();
      await expect(humanCheck.dialog).toBeHidden();
    });
  });

  test('lands on the step a ?suggested= handle allows', async ({ page, visitor, reservePage }) => {
    await test.step('step 2 with the handle filled when it is a valid handle', async () => {
      await reservePage.goto(`?suggested=${visitor.handle}`);
      await expect(reservePage.emailStepHeading).toBeVisible();
      await expect(page.getByText(`@${visitor.handle}`, { exact: true })).toBeVisible();
      await expect(reservePage.emailInput).toBeFocused();
    });
    await test.step('step 1 with the reason when it is not a valid handle', async () => {
      await reservePage.goto('?suggested=12345');
      await expect(reservePage.handleStepHeading).toBeVisible();
      await expect(reservePage.handleInput).toHaveValue('12345');
      await expect(reservePage.alert(messages.handleDigitsOnly)).toBeVisible();
    });
  });
});

test.describe('the form guards', () => {
  test('refuses a 21st attempt within five minutes without calling the server', async ({ page, visitor, reservePage, humanCheck }) => {
    // Twenty attempts made a minute ago fill the window, which then frees up in four minutes.
    await page.addInitScript(
      ({ key, attempts }) => {
        const at = Date.now() - 61_000;
        window.localStorage.setItem(key, JSON.stringify({ attempts: Array.from({ length: attempts }, () => at) }));
      },
      { key: CLIENT_RATE_LIMIT.storageKey, attempts: CLIENT_RATE_LIMIT.attempts },
    );
    const calls = recordApiCalls(page);
    await reservePage.submit(visitor.handle, visitor.email);
    await expect(reservePage.alert(messages.tooManyAttempts(4))).toBeVisible();
    await expect(humanCheck.dialog).toBeHidden();
    expect(calls).toEqual([]);
  });

  // Since issue 20 the server judges the traps only after a played game, so the page asks for the
  // game first, as for any submit; the fake success and the logged violation follow it as before.
  test('answers a filled trap field, once the game is played, with a fake success after two seconds, no reservation and one logged violation', async ({
    page,
    visitor,
    reservePage,
    humanCheck,
    db,
  }) => {
    const bait = `https://spam.example/${visitor.handle}`;
    const calls = recordApiCalls(page);
    await reservePage.goto();
    await reservePage.chooseHandle(visitor.handle);
    await reservePage.emailInput.fill(visitor.email);
    await reservePage.honeypot.website.fill(bait, { force: true });
    await reservePage.reserveButton.click();
    await expect(humanCheck.dialog).toBeVisible();
    expect(calls).toEqual([]);

    const reserving = reservePage.reservingButton.waitFor({ state: 'visible' });
    await humanCheck.playByClicking();
    await reserving;
    // The game runs on the page's clock here, and so does the fake success's pause: read it there.
    const pageNow = () => page.evaluate(() => Date.now());
    const pauseFrom = await pageNow();
    await expect(reservePage.successHeading).toBeVisible();
    // Read just after the pause began, so up to a clock step of it may already have passed.
    expect((await pageNow()) - pauseFrom).toBeGreaterThanOrEqual(HONEYPOT_DELAY_MS - 250);
    await expect(humanCheck.dialog).toBeHidden();

    await expect.poll(() => db.honeypotViolations(bait)).toBe(1);
    expect(await db.reservationsFor(visitor.email)).toEqual([]);
    expect(calls.filter((call) => call === '/api/validate-reservation')).toEqual(['/api/validate-reservation']);
  });
});

test.describe('the success screen', () => {
  test('counts down to the first resend, then says plainly that a new link was sent', async ({
    page,
    visitor,
    reservePage,
    humanCheck,
    inbox,
    db,
  }) => {
    await reservePage.submitSuggested(visitor.handle, visitor.email);
    await humanCheck.playByClicking();
    await expect(reservePage.successHeading).toBeVisible();
    await expect(reservePage.followLink).toBeVisible();
    // The email just went out: the next one can be asked for only after the cooldown.
    await expect(reservePage.resendButton).toHaveText(/Resend email \(\d+s\)/);
    await expect(reservePage.resendButton).toBeDisabled();

    await inbox.waitForVerificationLink(visitor.email);
    await db.ageLastEmail(visitor.email);
    await page.clock.runFor(61_000);
    await expect(reservePage.resendButton).toHaveText('Resend email');
    await reservePage.resendButton.click();
    await expect(page.getByText(messages.linkSentAgain(visitor.email))).toBeVisible();
    await expect(reservePage.resendButton).toHaveText(/Resend email \(\d+s\)/);
    await expect.poll(async () => (await inbox.mailsTo(visitor.email)).length).toBe(2);
  });

  test('takes a wrong email back to the email step, and the corrected reservation replaces the first', async ({
    page,
    visitor,
    reservePage,
    humanCheck,
    db,
  }) => {
    const typo = `${visitor.handle}@exmaple.com`;
    await reservePage.submitSuggested(visitor.handle, typo);
    await humanCheck.playByClicking();
    await expect(page.getByText(typo, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Change it' }).click();
    await expect(reservePage.emailInput).toBeFocused();
    await expect(reservePage.emailInput).toHaveValue('');
    await reservePage.emailInput.fill(visitor.email);
    await reservePage.reserveButton.click();
    await humanCheck.playByClicking();
    await expect(reservePage.successHeading).toBeVisible();
    await expect(page.getByText(visitor.email, { exact: true })).toBeVisible();
    expect(await db.reservationsFor(typo)).toEqual([]);
    expect(await db.reservationsFor(visitor.email)).toMatchObject([{ gameshift_id: visitor.handle }]);
  });

  test('offers to open the inbox of a well-known provider, and nothing for other domains', async ({
    page,
    visitor,
    reservePage,
    humanCheck,
  }) => {
    await reservePage.submitSuggested(visitor.handle, `${visitor.handle}@gmail.com`);
    await humanCheck.playByClicking();
    await expect(reservePage.successHeading).toBeVisible();
    const open = page.getByRole('link', { name: /^Open Gmail/ });
    await expect(open).toHaveAttribute('href', /^https:\/\/mail\.google\.com\//);
    await expect(open).toHaveAttribute('target', '_blank');

    const other = newVisitor();
    await reservePage.submitSuggested(other.handle, other.email);
    await humanCheck.playByClicking();
    await expect(reservePage.successHeading).toBeVisible();
    await expect(page.getByRole('link', { name: /^Open / })).toHaveCount(0);
  });
});
