import { expect, messages, test } from './fixtures';

/** Where visitors gave up, tried again as a visitor on a phone. */
test.describe('the reserve page at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  // The handle's rules, the leading @ and the reserved and restricted words are worded by the form
  // itself, whatever the width: ReserveForm's component tests assert them.

  test('suggests the common domain for a mistyped one, and only suggests: by a tap, by Enter twice, or kept as typed', async ({
    page,
    reservePage,
    visitor,
  }) => {
    const game = page.getByRole('dialog', { name: messages.humanCheckTitle });
    await reservePage.goto(`?suggested=${visitor.handle}`);

    await test.step('suggests the common domain for a mistyped one, taken with a tap', async () => {
      await reservePage.emailInput.fill('ann.lee@gmial.com');
      const suggestion = reservePage.emailSuggestion('ann.lee@gmail.com');
      await expect(suggestion).toBeVisible();
      await suggestion.tap();
      await expect(reservePage.emailInput).toHaveValue('ann.lee@gmail.com');
      await expect(page.getByRole('button', { name: /^Did you mean/ })).toHaveCount(0);
    });

    await test.step('Enter asks which address is meant, and Enter on the corrected one goes on to the game', async () => {
      await reservePage.emailInput.fill('ann.lee@hotmial.com');
      await expect(reservePage.emailSuggestion('ann.lee@hotmail.com')).toBeVisible();
      await reservePage.emailInput.press('Enter');
      await expect(reservePage.emailInput).toHaveValue('ann.lee@hotmial.com');
      await expect(game).toBeHidden();
      await page.keyboard.press('Enter');
      await expect(reservePage.emailInput).toHaveValue('ann.lee@hotmail.com');
      await expect(game).toBeVisible();
      await game.getByRole('button', { name: 'Close' }).click();
      await expect(game).toBeHidden();
    });

    await test.step('only suggests: an address kept as typed goes on to the game', async () => {
      await reservePage.emailInput.fill('ann.lee@gmial.com');
      await expect(reservePage.emailSuggestion('ann.lee@gmail.com')).toBeVisible();
      await reservePage.reserveButton.click();
      await page.getByRole('button', { name: 'No, keep ann.lee@gmial.com' }).click();
      await expect(game).toBeVisible();
    });
  });

  test.describe('after reserving', () => {
    // The game in real time: Playwright's stand-in clock also hides how the page was loaded (a reload).
    test.use({ quickGame: false });

    test('keeps the success screen and its resend button when the tab is reloaded, and starts afresh on a new visit', async ({
      page,
      reservePage,
      humanCheck,
      visitor,
    }) => {
      await reservePage.submit(visitor.handle, visitor.email);
      await humanCheck.playByClicking();
      await expect(reservePage.successHeading).toBeVisible();

      await page.reload();
      await expect(reservePage.successHeading).toBeVisible();
      await expect(page.getByText(visitor.email, { exact: true })).toBeVisible();
      await expect(page.getByText(`@${visitor.handle}`, { exact: true })).toBeVisible();
      await expect(reservePage.resendButton).toBeVisible();

      await reservePage.goto();
      await expect(reservePage.handleStepHeading).toBeVisible();
    });
  });
});
