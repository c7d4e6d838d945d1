import { expect, messages, test } from './fixtures';

/** Where visitors gave up, tried again as a visitor on a phone. */
test.describe('the reserve page at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  for (const [handle, rule] of [
    ['a', messages.handleFormat],
    ['123456', messages.handleDigitsOnly],
    ['hello world', messages.handleFormat],
  ]) {
    test(`shows the rule "${handle}" breaks as typing pauses, as availability shows, before Continue`, async ({ reservePage }) => {
      await reservePage.goto();
      await reservePage.handleInput.pressSequentially(handle);
      await expect(reservePage.availability).toHaveText(rule);
      await expect(reservePage.handleStepHeading).toBeVisible();
      await expect(reservePage.page.getByRole('alert')).toHaveCount(0);
    });
  }

  for (const handle of ['admin', 'the_moderator', 'staff_1']) {
    test(`says the staff word in "${handle}" is reserved rather than calling it restricted content`, async ({ page, reservePage }) => {
      await reservePage.goto();
      await reservePage.handleInput.fill(handle);
      await expect(reservePage.availability).toHaveText(messages.handleReserved);
      await reservePage.continueButton.click();
      await expect(reservePage.alert(messages.handleReserved)).toBeVisible();
      await expect(page.getByText(messages.handleRestricted)).toHaveCount(0);
    });
  }

  // SPEC §5: the blocklist covers the platform's own name and 'official'.
  for (const handle of ['gameshift', 'officialguy']) {
    test(`refuses "${handle}" as restricted content, as the specification says`, async ({ page, reservePage }) => {
      await reservePage.goto();
      await reservePage.handleInput.fill(handle);
      await expect(reservePage.availability).toHaveText(messages.handleRestricted);
      await reservePage.continueButton.click();
      await expect(reservePage.alert(messages.handleRestricted)).toBeVisible();
      await expect(page.getByText(messages.handleReserved)).toHaveCount(0);
    });
  }

  test('drops a leading @ from the handle rather than refusing it', async ({ page, reservePage, visitor }) => {
    await reservePage.goto();
    await reservePage.handleInput.fill(`@${visitor.handle}`);
    await expect(reservePage.handleInput).toHaveValue(visitor.handle);
    await expect(reservePage.availability).toHaveText(`@${visitor.handle} is available`);
    await reservePage.continueButton.click();
    await expect(reservePage.emailStepHeading).toBeVisible();
    await expect(page.getByText(`@${visitor.handle}`, { exact: true })).toBeVisible();

    // A suggestion link written with the @ leads to the email step too.
    await reservePage.goto(`?suggested=@${visitor.handle}`);
    await expect(reservePage.emailStepHeading).toBeVisible();
  });

  test('suggests the common domain for a mistyped one, taken with a tap', async ({ page, reservePage, visitor }) => {
    await reservePage.goto(`?suggested=${visitor.handle}`);
    await reservePage.emailInput.fill('ann.lee@gmial.com');
    const suggestion = reservePage.emailSuggestion('ann.lee@gmail.com');
    await expect(suggestion).toBeVisible();
    await suggestion.tap();
    await expect(reservePage.emailInput).toHaveValue('ann.lee@gmail.com');
    await expect(page.getByRole('button', { name: /^Did you mean/ })).toHaveCount(0);
  });

  test('Enter asks which address is meant, and Enter on the corrected one reserves', async ({ page, reservePage, visitor }) => {
    await reservePage.goto(`?suggested=${visitor.handle}`);
    await reservePage.emailInput.fill('ann.lee@hotmial.com');
    await expect(reservePage.emailSuggestion('ann.lee@hotmail.com')).toBeVisible();
    await reservePage.emailInput.press('Enter');
    await expect(reservePage.emailInput).toHaveValue('ann.lee@hotmial.com');
    await expect(page.getByRole('dialog', { name: messages.humanCheckTitle })).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(reservePage.emailInput).toHaveValue('ann.lee@hotmail.com');
    await expect(page.getByRole('dialog', { name: messages.humanCheckTitle })).toBeVisible();
  });

  test('only suggests: an address kept as typed goes on to the game', async ({ page, reservePage, visitor }) => {
    await reservePage.goto(`?suggested=${visitor.handle}`);
    await reservePage.emailInput.fill('ann.lee@gmial.com');
    await expect(reservePage.emailSuggestion('ann.lee@gmail.com')).toBeVisible();
    await reservePage.reserveButton.click();
    await page.getByRole('button', { name: 'No, keep ann.lee@gmial.com' }).click();
    await expect(page.getByRole('dialog', { name: messages.humanCheckTitle })).toBeVisible();
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
