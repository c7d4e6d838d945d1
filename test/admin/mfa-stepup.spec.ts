import { createMessages } from '@gameshift/contracts';
import { totp } from '../../backend/test/support/totp';
import { AdminSignInPage } from '../pages/AdminSignInPage';
import { ADMIN_PASSWORD, expect, test } from './fixtures';

const messages = createMessages('GameShift');

/** The API as a script would call it: the factor is seeded there, the page is what the test is about. */
async function api<T>(path: string, body: unknown, token?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${process.env.E2E_BASE_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

test('an admin with a second factor sets it up again only with a current or recovery code', async ({ page, adminEmail }) => {
  const signedIn = await api<{ token: string }>('/api/admin-login', { email: adminEmail, password: ADMIN_PASSWORD });
  const started = await api<{ secret: string }>('/api/admin/me/mfa', {}, signedIn.body.token);
  const confirmed = await api<{ recovery_codes: string[] }>(
    '/api/admin/me/mfa/confirm',
    { code: totp(started.body.secret) },
    signedIn.body.token,
  );
  expect(confirmed.status).toBe(200);
  const recoveryCodes = confirmed.body.recovery_codes;

  await page.goto('/admin/mfa');
  const signIn = new AdminSignInPage(page);
  await signIn.submit(adminEmail, ADMIN_PASSWORD);
  await page.getByLabel(/^Authentication code/).fill(recoveryCodes[0]);
  await signIn.signInButton.click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.goto('/admin/mfa');

  const again = page.getByRole('button', { name: 'Set up again' });
  const currentCode = page.getByLabel(/^Current code or recovery code/);
  await expect(currentCode).toBeVisible();
  await again.click();
  await expect(page.getByRole('alert')).toHaveText(messages.mfaCurrentCodeNeeded);
  await currentCode.fill('aaaaa-bbbbb');
  await again.click();
  await expect(page.getByRole('alert')).toHaveText(messages.mfaCurrentCodeInvalid);

  await currentCode.fill(recoveryCodes[1]);
  await again.click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByLabel('Key', { exact: true }).innerText()).replace(/\s/g, '');
  expect(secret).not.toBe(started.body.secret);
  await page.getByLabel(/^Code from the app/).fill(totp(secret));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved them, continue' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  // The old recovery codes went with the old factor.
  const old = await api('/api/admin-login', { email: adminEmail, password: ADMIN_PASSWORD, code: recoveryCodes[2] });
  expect(old.status).toBe(401);
});
