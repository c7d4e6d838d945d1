import { randomBytes } from 'node:crypto';
import { LOCALE_OFFERS } from '@gameshift/contracts';
// Read as a file: the test runner does not follow the catalogue loader's dynamic imports of TypeScript.
import spanish from '../../contracts/src/i18n/catalogues/es.json';
import { ACCESSIBILITY_STATES, type AccessibilityState } from '../pages/accessibility-states';
import { expectAccessible } from '../pages/accessibility';
import { ManagePage } from '../pages/ManagePage';
import { UnsubscribePage, unsubscribeToken } from '../pages/UnsubscribePage';
import { expect, messages, newVisitor, test } from './fixtures';

// Both engines on every route and state of the public site a visitor can reach, at each width.
test.describe.configure({ mode: 'parallel' });

type Visit = Parameters<typeof test>[2];

/** How each public state is reached; each visit ends with both engines judging the page. */
const VISITS: Record<AccessibilityState<'public'>, Visit> = {
  'reserve, step 1': async ({ page, reservePage }) => {
    await reservePage.goto();
    await expect(reservePage.handleStepHeading).toBeVisible();
    await expectAccessible(page);
  },
  'reserve, step 1 with the offer of the browser’s language': async ({ page, reservePage }) => {
    // What a browser set to Spanish reports: the offer is built from it after the page loads.
    await page.addInitScript(() => Object.defineProperty(navigator, 'languages', { get: () => ['es-ES', 'es'] }));
    await reservePage.goto();
    await expect(page.getByRole('complementary', { name: LOCALE_OFFERS.es.offer })).toBeVisible();
    await expectAccessible(page);
  },
  'reserve, step 1 in Japanese, its language marked in the switcher': async ({ page }) => {
    await page.goto('/ja/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(page.locator('footer [aria-current="page"]')).toHaveAttribute('lang', 'ja');
    await expectAccessible(page);
  },
  'verify, success in Spanish': async ({ page, visitor, db }) => {
    const token = await db.seedReservation(visitor, 'pending');
    const verified = page.waitForResponse((response) => response.url().endsWith('/api/verify') && response.status() === 200);
    await page.goto(`/es/verify/${token}`);
    await verified;
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: spanish.verify.successTitle })).toBeVisible();
    await expectAccessible(page);
  },
  'reserve, step 1 with a taken handle, its reason and its alternatives': async ({ page, visitor, reservePage, db }) => {
    await db.seedReservation({ ...newVisitor(), handle: visitor.handle }, 'pending');
    await reservePage.goto();
    await reservePage.handleInput.fill(visitor.handle);
    await expect(reservePage.suggestion(`${visitor.handle}2`)).toBeVisible();
    await expectAccessible(page);
  },
  'reserve, step 1 with an invalid handle': async ({ page, reservePage }) => {
    await reservePage.goto('?suggested=12345');
    await expect(reservePage.alert(messages.handleDigitsOnly)).toBeVisible();
    await expectAccessible(page);
  },
  'reserve, step 2': async ({ page, visitor, reservePage }) => {
    await reservePage.goto();
    await reservePage.chooseHandle(visitor.handle);
    await expectAccessible(page);
  },
  'reserve, step 2 with an error under the email': async ({ page, visitor, reservePage }) => {
    await reservePage.submit(visitor.handle, 'not-an-address');
    await expect(reservePage.alert(messages.emailInvalid)).toBeVisible();
    await expectAccessible(page);
  },
  'game open': async ({ page, visitor, reservePage, humanCheck }) => {
    await reservePage.submitSuggested(visitor.handle, visitor.email);
    await humanCheck.expectOpen();
    await expectAccessible(page);
  },
  'game lost, Try Again offered': async ({ page, humanCheck }) => {
    await page.goto('/simonsays');
    const sequence = await humanCheck.start();
    await humanCheck.waitForTurn();
    await humanCheck.pad(sequence[0] === 'red' ? 'green' : 'red').click();
    await expect(humanCheck.tryAgainButton).toBeVisible();
    await expectAccessible(page);
  },
  'success screen': async ({ page, visitor, reservePage, humanCheck }) => {
    await reservePage.submitSuggested(visitor.handle, visitor.email);
    await humanCheck.playByClicking();
    await expect(reservePage.successHeading).toBeVisible();
    await expectAccessible(page);
  },
  'verify, success': async ({ page, visitor, verifyPage, db }) => {
    await verifyPage.goto(await db.seedReservation(visitor, 'pending'));
    await expect(verifyPage.successHeading).toBeVisible();
    await expectAccessible(page);
  },
  'verify, already verified': async ({ page, visitor, verifyPage, db }) => {
    await verifyPage.goto(await db.seedReservation(visitor, 'verified'));
    await expect(verifyPage.alreadyVerifiedHeading).toBeVisible();
    await expectAccessible(page);
  },
  'verify, Already Claimed': async ({ page, visitor, verifyPage, db }) => {
    const token = await db.seedReservation(visitor, 'relinked');
    await db.seedReservation({ ...newVisitor(), handle: visitor.handle }, 'verified');
    await verifyPage.goto(token);
    await expect(verifyPage.alreadyClaimedHeading).toBeVisible();
    await expectAccessible(page);
  },
  'verify, expired': async ({ page, visitor, verifyPage, db }) => {
    await verifyPage.goto(await db.seedReservation(visitor, 'expired'));
    await expect(verifyPage.expiredHeading).toBeVisible();
    await expectAccessible(page);
  },
  'verify, failed': async ({ page, verifyPage }) => {
    await verifyPage.goto(randomBytes(32).toString('base64url'));
    await expect(verifyPage.failedHeading).toBeVisible();
    await expectAccessible(page);
  },
  'verify, invalid link': async ({ page, verifyPage }) => {
    await verifyPage.goto();
    await expect(verifyPage.invalidLinkHeading).toBeVisible();
    await expectAccessible(page);
  },
  'verify, while verifying': async ({ page, verifyPage }) => {
    let answer: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route('**/api/verify', async (route) => {
      await held;
      await route.continue();
    });
    await verifyPage.goto(randomBytes(32).toString('base64url'));
    await expect(verifyPage.loadingHeading).toBeVisible();
    try {
      await expectAccessible(page);
    } finally {
      answer();
    }
    await expect(verifyPage.failedHeading).toBeVisible();
  },
  'verify, the form asking for the email': async ({ page, verifyPage }) => {
    await verifyPage.goto(randomBytes(32).toString('base64url'));
    await verifyPage.useEmailButton.click();
    await expect(verifyPage.emailInput).toBeVisible();
    await expectAccessible(page);
  },
  privacy: async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  },
  '404': async ({ page }) => {
    const response = await page.goto('/some/unknown/path');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: messages.wrongTurn })).toBeVisible();
    await expectAccessible(page);
  },
  'unsubscribe, asking': async ({ page, visitor, db }) => {
    await db.seedReservation(visitor, 'verified');
    const unsubscribePage = new UnsubscribePage(page);
    await unsubscribePage.openLink(unsubscribeToken(await db.reservationId(visitor.email)));
    await expect(unsubscribePage.stopButton).toBeVisible();
    await expectAccessible(page);
  },
  'unsubscribe, done': async ({ page, visitor, db }) => {
    await db.seedReservation(visitor, 'verified');
    const unsubscribePage = new UnsubscribePage(page);
    await unsubscribePage.openLink(unsubscribeToken(await db.reservationId(visitor.email)));
    await unsubscribePage.stopButton.click();
    await expect(unsubscribePage.stoppedHeading).toBeVisible();
    await expectAccessible(page);
  },
  'unsubscribe, invalid link': async ({ page, visitor, db }) => {
    await db.seedReservation(visitor, 'verified');
    const unsubscribePage = new UnsubscribePage(page);
    await page.goto(`/unsubscribe/${unsubscribeToken(await db.reservationId(visitor.email)).slice(0, -3)}abc`);
    await expect(unsubscribePage.invalidHeading).toBeVisible();
    await expectAccessible(page);
  },
  'manage, asking for a link': async ({ page }) => {
    const managePage = new ManagePage(page);
    await managePage.openRequest();
    await expect(managePage.heading).toBeVisible();
    await expectAccessible(page);
  },
  'manage, invalid link': async ({ page }) => {
    await page.goto(`/manage/${randomBytes(32).toString('base64url')}`);
    await expect(page.getByRole('heading', { name: messages.manageLinkInvalidTitle })).toBeVisible();
    await expectAccessible(page);
  },
};

test.describe('accessibility of the public site', () => {
  for (const state of ACCESSIBILITY_STATES.public) {
    test(`${state}: no serious axe violation, no HTML_CodeSniffer WCAG2AA error`, VISITS[state]);
  }
});
