import { expect, test } from './fixtures';

/** The token the test app issues lives eight hours (JWT_TTL's default). */
const TOKEN_LIFETIME_MIN = 8 * 60;
const MINUTE_MS = 60_000;

test.describe('the admin session', () => {
  test.beforeEach(async ({ page, signIn, dashboard }) => {
    await page.clock.install();
    await signIn();
    await expect(dashboard.signupsHeading).toBeVisible();
  });

  test('says nothing about expiry while more than ten minutes are left', async ({ page, layout }) => {
    await page.clock.fastForward((TOKEN_LIFETIME_MIN - 12) * MINUTE_MS);
    await expect(page.getByText(/Your session expires in/)).toBeHidden();
    await expect(layout.signOutButton).toBeVisible();
  });

  test('warns when ten minutes or fewer are left', async ({ page, layout }) => {
    // Eight and a half minutes left, which the warning rounds up to nine.
    await page.clock.fastForward((TOKEN_LIFETIME_MIN - 8.5) * MINUTE_MS);
    await expect(layout.sessionWarning(9)).toBeVisible();
  });

  test('ends the session at expiry and returns to the sign-in page', async ({ page, layout, signInPage }) => {
    await page.clock.fastForward((TOKEN_LIFETIME_MIN - 8.5) * MINUTE_MS);
    await expect(layout.sessionWarning(9)).toBeVisible();
    await page.clock.fastForward(9 * MINUTE_MS);
    await expect(layout.sessionEnded).toBeVisible();
    await expect(signInPage.signInButton).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('clears the stored session at expiry', async ({ page, signInPage }) => {
    await page.clock.fastForward((TOKEN_LIFETIME_MIN + 1) * MINUTE_MS);
    await expect(signInPage.signInButton).toBeVisible();
    expect(await page.evaluate(() => window.sessionStorage.getItem('admin_token'))).toBeNull();
  });
});
