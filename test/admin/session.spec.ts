import { expect, test } from './fixtures';

/** The token the test app issues lives eight hours (JWT_TTL's default). */
const TOKEN_LIFETIME_MIN = 8 * 60;
const MINUTE_MS = 60_000;

test('the admin session says nothing until ten minutes are left, then warns, and ends at expiry', async ({
  page,
  signIn,
  dashboard,
  layout,
  signInPage,
}) => {
  // A fresh token, so its expiry lies where the page's clock starts counting.
  await page.clock.install();
  await signIn();
  await expect(dashboard.signupsHeading).toBeVisible();

  await test.step('says nothing about expiry while more than ten minutes are left', async () => {
    await page.clock.fastForward((TOKEN_LIFETIME_MIN - 12) * MINUTE_MS);
    await expect(page.getByText(/Your session expires in/)).toBeHidden();
    await expect(layout.signOutButton).toBeVisible();
  });

  await test.step('warns when ten minutes or fewer are left', async () => {
    // Eight and a half minutes left, which the warning rounds up to nine.
    await page.clock.fastForward(3.5 * MINUTE_MS);
    await expect(layout.sessionWarning(9)).toBeVisible();
  });

  await test.step('ends the session at expiry, returns to the sign-in page and clears the stored session', async () => {
    await page.clock.fastForward(9 * MINUTE_MS);
    await expect(layout.sessionEnded).toBeVisible();
    await expect(signInPage.signInButton).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    expect(await page.evaluate(() => window.sessionStorage.getItem('admin_token'))).toBeNull();
  });
});
