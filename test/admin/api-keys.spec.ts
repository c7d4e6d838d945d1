import { randomBytes } from 'node:crypto';
import { AdminApiKeysPage } from '../pages/AdminApiKeysPage';
import { expect, test } from './fixtures';

test.describe('API keys', () => {
  test.use({ viewport: { width: 1280, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });

  test('an owner creates a key, sees it once, and revokes it', async ({ page, openSignedIn, baseURL }) => {
    const name = `Account service ${randomBytes(3).toString('hex')}`;
    const keys = new AdminApiKeysPage(page);
    const read = (key: string) => fetch(`${baseURL}/api/v1/reservations?limit=1`, { headers: { authorization: `Bearer ${key}` } });

    await openSignedIn('/admin/api-keys');
    const key = await keys.create(name, ['reservations:read']);
    await keys.copy();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    expect((await read(key)).status).toBe(200);

    await keys.done();
    const row = keys.row(name);
    await expect(row).toContainText(key.slice(0, 12));
    await expect(row).toContainText('Read reservations');
    // Once left, the key is nowhere on the page: only its first characters.
    await expect(page.locator('body')).not.toContainText(key);

    await keys.revoke(name);
    expect((await read(key)).status).toBe(401);
  });
});
