import { canonicalEmail, createSuppressionMessages } from '@gameshift/contracts';
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import pg from 'pg';
import { expectAccessible } from '../pages/accessibility';
import { UnsubscribePage } from '../pages/UnsubscribePage';
import { expect, newVisitor, test } from './fixtures';

const text = createSuppressionMessages('GameShift');

/** The development keys the app generated in its data directory, as it does without MAIL_LINK_SECRET and SUPPRESSION_KEY. */
function appKey(name: 'mail-link-secret' | 'suppression-key'): string {
  return readFileSync(path.join(process.env.E2E_DATA_DIR ?? '', name), 'utf8').trim();
}

function tokenFor(id: string): string {
  return `${id}.${createHmac('sha256', appKey('mail-link-secret')).update(`unsubscribe:${id}`).digest('base64url')}`;
}

function suppressionHash(email: string): string {
  return createHmac('sha256', appKey('suppression-key')).update(canonicalEmail(email)).digest('hex');
}

async function sql<T>(text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function reservationId(email: string): Promise<string> {
  const [row] = await sql<{ id: string }>('SELECT id FROM reservations WHERE email = $1', [email]);
  return row.id;
}

test.use({ viewport: { width: 390, height: 844 } });

test.describe('the unsubscribe page', () => {
  test('names the reservation, asks, confirms, and undoes it from the same page', async ({ page, db }) => {
    const visitor = newVisitor();
    await db.seedReservation(visitor, 'verified');
    const id = await reservationId(visitor.email);
    const suppressed = () =>
      sql<{ reason: string }>("SELECT reason FROM suppressions WHERE encode(email_hash, 'hex') = $1", [suppressionHash(visitor.email)]);
    const unsubscribePage = new UnsubscribePage(page);

    await unsubscribePage.openLink(tokenFor(id));
    await expect(page).toHaveURL(/\/unsubscribe\/[^/]+$/);
    await expect(unsubscribePage.stopButton).toBeVisible();
    await expect(unsubscribePage.stillReceive).toBeVisible();
    await expect(page.getByText(text.unsubscribeAbout(visitor.handle))).toBeVisible();
    await expectAccessible(page);
    // Opening the link changed nothing: a mail scanner opens links too.
    expect(await suppressed()).toEqual([]);

    await unsubscribePage.stopButton.click();
    await expect(unsubscribePage.stoppedHeading).toBeVisible();
    await expect(page.getByText(text.unsubscribedText)).toBeVisible();
    await expectAccessible(page);
    expect(await suppressed()).toEqual([{ reason: 'unsubscribed' }]);

    await unsubscribePage.undoButton.click();
    await expect(unsubscribePage.resumedHeading).toBeFocused();
    await expectAccessible(page);
    expect(await suppressed()).toEqual([]);
  });

  test('says so when the link was changed, and suppresses nothing', async ({ page, db }) => {
    const visitor = newVisitor();
    await db.seedReservation(visitor, 'verified');
    const id = await reservationId(visitor.email);
    const unsubscribePage = new UnsubscribePage(page);

    await page.goto(`/unsubscribe/${tokenFor(id).slice(0, -3)}abc`);
    // Said when the page opens, before any button.
    await expect(unsubscribePage.invalidHeading).toBeVisible();
    await expect(unsubscribePage.stopButton).toHaveCount(0);
    await expectAccessible(page);
    expect(await sql('SELECT 1 FROM suppressions WHERE email = $1', [visitor.email])).toEqual([]);
  });
});
