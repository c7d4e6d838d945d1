import { createMessages } from '@gameshift/contracts';
import { expect, test } from '../support/fixtures';

const messages = createMessages('GameShift');

test.describe('the served site', () => {
  test('answers health checks', async ({ request }) => {
    const live = await request.get('/health/live');
    expect(live.status()).toBe(200);
    const ready = await request.get('/health/ready');
    expect(ready.status()).toBe(200);
    expect((await ready.json()).status).toBe('ok');
  });

  test('serves the SPA at / with the product name from the run-time config', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/GameShift/);
    const config = await page.locator('meta[name="app-config"]').getAttribute('content');
    expect(JSON.parse(config ?? '{}')).toMatchObject({ productName: 'GameShift', demoMode: false });
  });

  test('shows the 404 page for an unknown path, with a way back', async ({ page }) => {
    const response = await page.goto('/some/unknown/path');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: messages.wrongTurn })).toBeVisible();
    await expect(page.getByText(messages.secretLevel)).toBeVisible();
    await page.getByRole('link', { name: messages.reserveProductId }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('answers unknown API paths with JSON, not the SPA', async ({ request }) => {
    const res = await request.get('/api/nope');
    expect(res.status()).toBe(404);
    expect(await res.json()).toEqual({ code: 'not_found', error: 'Not found.' });
  });

  test('shows the admin sign-in at /admin', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  });
});
