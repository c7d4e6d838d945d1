import pg from 'pg';
import { HumanTokens } from '../support/human-tokens';
import { startOwnApp, type OwnApp } from '../support/own-app';
import { expect, messages, newVisitor, test } from './fixtures';

/*
 * A server too busy to take a reservation, as a visitor meets it: an instance of its own that
 * admits one public write at a time and queues none. The one slot is held by a claim that stalls
 * in the database on the handle's lock, which the test holds from a connection of its own; the
 * visitor's claim is then really answered 503 with Retry-After.
 */

let app: OwnApp;

test.beforeAll(async () => {
  app = await startOwnApp({
    ADMISSION_MAX_IN_FLIGHT: '1',
    ADMISSION_MAX_QUEUE: '0',
    ADMISSION_RETRY_AFTER_S: '1',
    HUMAN_CHECK_POW_COST: '1',
    THROTTLE_RESERVE_LIMIT: '100000',
    THROTTLE_DEFAULT_LIMIT: '100000',
    PENDING_PER_CLIENT: '100000',
    EMAIL_DOMAIN_LIMIT: '100000',
  });
});
test.afterAll(async () => {
  await app?.stop();
});

/** A connection of the test's own holding a handle's claim lock: a claim of that handle waits in the database. */
async function holdHandle(handle: string): Promise<{ waiters(): Promise<number>; release(): Promise<void> }> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  const [{ pid }] = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows;
  await client.query("SELECT pg_advisory_lock(hashtext('handle:' || $1))", [handle]);
  return {
    waiters: async () => {
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE $1::int = ANY(pg_blocking_pids(pid))',
        [pid],
      );
      return rows[0].n;
    },
    release: async () => {
      await client.end();
    },
  };
}

test.describe('a reservation that meets a busy server', () => {
  // The game is played in real time against this instance's own check: nothing of the API is stood in for.
  test.use({ quickGame: false, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('shows the retrying line at 390 px and ends on One more step by itself once the server has room', async ({
    page,
    reservePage,
    humanCheck,
  }) => {
    const stalledHandle = newVisitor().handle;
    // One game at a time: the instance admits no more.
    const stalledToken = await new HumanTokens(app.baseUrl, 1).take();
    const lock = await holdHandle(stalledHandle);
    let stalled: Promise<Response> | undefined;
    const reservations: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/validate-reservation')) reservations.push(response.status());
    });
    try {
      const visitor = newVisitor();
      await page.goto(`${app.baseUrl}/`);
      await reservePage.chooseHandle(visitor.handle);
      await reservePage.emailInput.fill(visitor.email);
      await reservePage.reserveButton.click();
      const verified = page.waitForResponse((r) => r.url().endsWith('/api/human-check/verify'));
      await humanCheck.playByClicking();
      expect((await verified).status()).toBe(201);

      // The form sends the claim a moment after 'Good Game!'; before that, another claim takes the one slot and stalls.
      stalled = fetch(`${app.baseUrl}/api/validate-reservation`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: `${stalledHandle}@example.com`,
          gameshift_id: stalledHandle,
          honeypot_fields: {},
          human_token: stalledToken,
        }),
      });
      await expect.poll(() => lock.waiters(), { timeout: 5_000 }).toBe(1);

      const anySeconds = new RegExp(
        `^${messages
          .busyRetrying(0)
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .replace('0', '\\d+')}$`,
      );
      const busyLine = page.getByRole('status').filter({ hasText: anySeconds });
      await expect(busyLine).toBeVisible();
      expect(reservations).toEqual([503]);
      await expect(reservePage.emailInput).toHaveValue(visitor.email);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);

      // Still busy: the next try is answered 503 as well, and the page keeps waiting instead of failing.
      await expect.poll(() => reservations.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
      await expect(busyLine).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    } finally {
      await lock.release();
    }
    expect((await stalled!).status).toBe(201);

    // Nothing pressed since the game: the page's own next try makes the reservation.
    await expect(reservePage.successHeading).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(messages.busyRetrying(1))).toHaveCount(0);
    await expect(page.getByText(messages.busyRetrying(2))).toHaveCount(0);
    expect(reservations.at(-1)).toBe(201);
    expect(reservations.slice(0, -1).every((status) => status === 503)).toBe(true);
  });
});
