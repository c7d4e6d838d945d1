import { createMessages } from '@gameshift/contracts';
import { totp } from '../../backend/test/support/totp';
import { AdminSignInPage } from '../pages/AdminSignInPage';
import { ADMIN_PASSWORD, expect, test } from './fixtures';

const messages = createMessages('GameShift');

/** The API as a script would call it: to see which codes the server still takes. */
async function api<T>(path: string, body: unknown, token?: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${process.env.E2E_BASE_URL}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token && { Authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

test('an admin sets up a second factor on a phone, copies the recovery codes, and sets it up again only with a current or recovery code', async ({
  page,
  context,
  adminEmail,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const signIn = new AdminSignInPage(page);
  await page.goto('/admin/mfa');
  await signIn.signIn(adminEmail, ADMIN_PASSWORD);
  await page.goto('/admin/mfa');

  let firstSecret = '';
  let recoveryCodes: string[] = [];

  await test.step('the second factor set-up shows the key in whole groups of four', async () => {
    await page.getByRole('button', { name: 'Set up', exact: true }).click();
    const key = page.getByLabel('Key', { exact: true });
    await expect(key).toBeVisible();
    firstSecret = (await key.innerText()).replace(/\s/g, '');
    // Each group sits on one line: no line of the key ends inside a group.
    const groups = key.locator('span > span');
    await expect(groups).toHaveCount(Math.ceil(firstSecret.length / 4));
    for (const group of await groups.all()) {
      expect((await group.innerText()).length).toBeLessThanOrEqual(4);
      const lines = await group.evaluate((el) => el.getClientRects().length);
      expect(lines, `group ${await group.innerText()} breaks across lines`).toBe(1);
    }
  });

  await test.step('copies the recovery codes, one per line', async () => {
    await page.getByLabel(/^Code from the app/).fill(totp(firstSecret));
    await page.getByRole('button', { name: 'Confirm' }).click();
    const listed = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(listed).toHaveCount(10);
    recoveryCodes = await listed.allInnerTexts();
    await page.getByRole('button', { name: 'Copy codes' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Recovery codes copied, one per line.' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(recoveryCodes.join('\n'));
    await page.getByRole('button', { name: 'I have saved them, continue' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  await test.step('signs in again with a recovery code', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(signIn.signInButton).toBeVisible();
    await signIn.submit(adminEmail, ADMIN_PASSWORD);
    await page.getByLabel(/^Authentication code/).fill(recoveryCodes[0]);
    await signIn.signInButton.click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  await test.step('sets the factor up again only with a current or recovery code', async () => {
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
    expect(secret).not.toBe(firstSecret);
    await page.getByLabel(/^Code from the app/).fill(totp(secret));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: 'I have saved them, continue' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  await test.step('the old recovery codes went with the old factor', async () => {
    const old = await api('/api/admin-login', { email: adminEmail, password: ADMIN_PASSWORD, code: recoveryCodes[2] });
    expect(old.status).toBe(401);
  });
});
