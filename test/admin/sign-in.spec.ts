import { createMessages } from '@gameshift/contracts';
import { randomBytes } from 'node:crypto';
import { ADMIN_PASSWORD, expect, test } from './fixtures';

const messages = createMessages('GameShift');

/** An address no admin has, so a refusal never counts against a real account's sign-in delay. */
function strangerEmail(): string {
  return `stranger-${randomBytes(5).toString('hex')}@example.com`;
}

test.describe('admin sign-in', () => {
  test.beforeEach(async ({ signInPage }) => {
    await signInPage.goto();
  });

  test('asks for an email and a password when both are left empty', async ({ signInPage }) => {
    await signInPage.signInButton.click();
    await expect(signInPage.fieldError(messages.emailRequired)).toBeVisible();
    await expect(signInPage.fieldError(messages.passwordRequired)).toBeVisible();
    await expect(signInPage.page).toHaveURL(/\/admin$/);
  });

  test('refuses an email address of the wrong shape before asking the server', async ({ page, signInPage }) => {
    let asked = false;
    await page.route('**/api/admin-login', async (route) => {
      asked = true;
      await route.continue();
    });
    await signInPage.submit('not-an-email', 'whatever-password');
    await expect(signInPage.fieldError(messages.adminEmailInvalid)).toBeVisible();
    expect(asked).toBe(false);
  });

  test('says the email or password is wrong when the server refuses them', async ({ signInPage }) => {
    await signInPage.submit(strangerEmail(), 'not-the-password');
    await expect(signInPage.alert(messages.invalidCredentials)).toBeVisible();
    await expect(signInPage.signInButton).toBeEnabled();
  });

  test('reads Signing In... and cannot be pressed again while the server answers', async ({ page, signInPage, adminEmail }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin-login', async (route) => {
      await held;
      await route.continue();
    });
    await signInPage.submit(adminEmail, ADMIN_PASSWORD);
    await expect(signInPage.signingInButton).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('opens the dashboard after a successful sign-in', async ({ page, signInPage, adminEmail, dashboard }) => {
    await signInPage.submit(adminEmail, ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(dashboard.signupsHeading).toBeVisible();
  });

  test('links back to the main site', async ({ page, signInPage }) => {
    await signInPage.backToMainSiteLink.click();
    await expect(page).toHaveURL(/:\d+\/$/);
  });
});

test.describe('the admin guard', () => {
  test('puts the sign-in page in place of a guarded page when there is no session', async ({ page, signInPage }) => {
    await page.goto('/admin/reservations?x=1');
    await expect(signInPage.signInButton).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    // Replaced, not pushed: the blank start page and /admin are all the history holds.
    expect(await page.evaluate(() => window.history.length)).toBe(2);
  });

  test('returns to the page first asked for, with its query, after signing in', async ({ page, signInPage, adminEmail }) => {
    await page.goto('/admin/reservations?x=1');
    await signInPage.signIn(adminEmail, ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/admin\/reservations\?x=1$/);
  });

  test('takes a signed-in admin from /admin straight to the dashboard', async ({ page, signIn, dashboard }) => {
    await signIn();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(dashboard.signupsHeading).toBeVisible();
  });

  test('does not open the portal for the session-storage flags alone', async ({ page, signInPage }) => {
    await page.goto('/admin');
    await page.evaluate(() => {
      window.sessionStorage.setItem('admin_authenticated', 'true');
      window.sessionStorage.setItem('admin_session', 'true');
      window.sessionStorage.setItem('admin_email', 'admin@example.com');
    });
    await page.goto('/admin/dashboard');
    await expect(signInPage.signInButton).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
  });
});

test.describe('signing out', () => {
  test('returns to the sign-in page', async ({ page, signIn, layout, signInPage }) => {
    await signIn();
    await layout.signOutButton.click();
    await expect(signInPage.signInButton).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('revokes the token on the server', async ({ page, signIn, layout, signInPage }) => {
    await signIn();
    const token = await layout.storedToken();
    await layout.signOutButton.click();
    await expect(signInPage.signInButton).toBeVisible();
    const res = await page.request.get('/api/admin/stats', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status()).toBe(401);
  });

  test('leaves no way back into the portal without signing in again', async ({ page, signIn, layout, signInPage }) => {
    await signIn();
    await layout.signOutButton.click();
    await expect(signInPage.signInButton).toBeVisible();
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin$/);
  });
});
