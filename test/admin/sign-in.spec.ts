import { createMessages } from '@gameshift/contracts';
import { randomBytes } from 'node:crypto';
import { ADMIN_PASSWORD, expect, test } from './fixtures';

const messages = createMessages('GameShift');

/** An address no admin has, so a refusal never counts against a real account's sign-in delay. */
function strangerEmail(): string {
  return `stranger-${randomBytes(5).toString('hex')}@example.com`;
}

// Two journeys, each on one page: every step below used to open the sign-in page afresh.

test('an admin sent to sign in meets the form’s refusals, then signs in and returns to the page first asked for', async ({
  page,
  signInPage,
  adminEmail,
  dashboard,
}) => {
  await test.step('the guard puts the sign-in page in place of a guarded page when there is no session', async () => {
    await page.goto('/admin/reservations?x=1');
    await expect(signInPage.signInButton).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    // Replaced, not pushed: the blank start page and /admin are all the history holds.
    expect(await page.evaluate(() => window.history.length)).toBe(2);
  });

  await test.step('asks for an email and a password when both are left empty', async () => {
    await signInPage.signInButton.click();
    await expect(signInPage.fieldError(messages.emailRequired)).toBeVisible();
    await expect(signInPage.fieldError(messages.passwordRequired)).toBeVisible();
    await expect(signInPage.page).toHaveURL(/\/admin$/);
  });

  await test.step('refuses an email address of the wrong shape before asking the server', async () => {
    let asked = false;
    await page.route('**/api/admin-login', async (route) => {
      asked = true;
      await route.continue();
    });
    await signInPage.submit('not-an-email', 'whatever-password');
    await expect(signInPage.fieldError(messages.adminEmailInvalid)).toBeVisible();
    expect(asked).toBe(false);
    await page.unrouteAll();
  });

  await test.step('says the email or password is wrong when the server refuses them', async () => {
    await signInPage.submit(strangerEmail(), 'not-the-password');
    await expect(signInPage.alert(messages.invalidCredentials)).toBeVisible();
    await expect(signInPage.signInButton).toBeEnabled();
  });

  await test.step('reads Signing In... and cannot be pressed again while the server answers', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin-login', async (route) => {
      await held;
      await route.continue();
    });
    await signInPage.submit(adminEmail, ADMIN_PASSWORD);
    await expect(signInPage.signingInButton).toBeDisabled();
    release();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await page.unrouteAll();
  });

  await test.step('returns to the page first asked for, with its query, after signing in', async () => {
    await expect(page).toHaveURL(/\/admin\/reservations\?x=1$/);
  });

  await test.step('takes a signed-in admin from /admin straight to the dashboard', async () => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(dashboard.signupsHeading).toBeVisible();
  });
});

test('an admin signs in to the dashboard, signs out, and finds no way back in without signing in again', async ({
  page,
  signInPage,
  adminEmail,
  dashboard,
  layout,
}) => {
  await test.step('opens the dashboard after a successful sign-in', async () => {
    await signInPage.goto();
    await signInPage.submit(adminEmail, ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(dashboard.signupsHeading).toBeVisible();
  });

  await test.step('signing out returns to the sign-in page and revokes the token on the server', async () => {
    const token = await layout.storedToken();
    await layout.signOutButton.click();
    await expect(signInPage.signInButton).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    const res = await page.request.get('/api/admin/stats', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(401);
  });

  await test.step('signing out leaves no way back into the portal without signing in again', async () => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin$/);
  });

  await test.step('the guard does not open the portal for the session-storage flags alone', async () => {
    await page.evaluate(() => {
      // Only the flags, as a fresh tab would hold them: nothing else of the ended session.
      window.sessionStorage.clear();
      window.sessionStorage.setItem('admin_authenticated', 'true');
      window.sessionStorage.setItem('admin_session', 'true');
      window.sessionStorage.setItem('admin_email', 'admin@example.com');
    });
    await page.goto('/admin/dashboard');
    await expect(signInPage.signInButton).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
  });

  await test.step('links back to the main site', async () => {
    await signInPage.backToMainSiteLink.click();
    await expect(page).toHaveURL(/:\d+\/$/);
  });
});
