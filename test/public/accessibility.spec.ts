import { randomBytes } from 'node:crypto';
import { LOCALE_OFFERS } from '@gameshift/contracts';
// Read as a file: the test runner does not follow the catalogue loader's dynamic imports of TypeScript.
import spanish from '../../contracts/src/i18n/catalogues/es.json';
import type { AccessibilityState } from '../pages/accessibility-states';
import { expectAccessible } from '../pages/accessibility';
import { ManagePage } from '../pages/ManagePage';
import { UnsubscribePage, unsubscribeToken } from '../pages/UnsubscribePage';
import type { Route } from '@playwright/test';
import { expect, messages, newVisitor, test } from './fixtures';

// Both engines on every route and state of the public site a visitor can reach, at each width.
test.describe.configure({ mode: 'parallel' });

type Fixtures = Parameters<Parameters<typeof test>[2]>[0];
/** `visitor` is the journey's: the person who goes through the reserve form. */
type VisitFixtures = Pick<Fixtures, 'page' | 'visitor' | 'reservePage' | 'humanCheck' | 'verifyPage' | 'db'>;
type Visit = (fixtures: VisitFixtures) => Promise<void>;

/**
 * How each public state is reached; each visit ends with both engines judging the page. A visit
 * opens its page itself, or goes on from the state before it in its journey (JOURNEYS) as a person
 * does: the next step of the form, the button of the page judged before.
 */
const VISITS: Record<AccessibilityState<'public'>, Visit> = {
  'reserve, step 1': async ({ page, reservePage }) => {
    await reservePage.goto();
    await expect(reservePage.handleStepHeading).toBeVisible();
    await expectAccessible(page);
  },
  'reserve, step 1 with the offer of the browser’s language': async ({ page, reservePage }) => {
    // What a browser set to Spanish reports: the offer is built from it after the page loads.
    // The script stays for every later page of the tab, so this visit comes last in its journey.
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
  'verify, success in Spanish': async ({ page, db }) => {
    const token = await db.seedReservation(newVisitor(), 'pending');
    const verified = page.waitForResponse((response) => response.url().endsWith('/api/verify') && response.status() === 200);
    await page.goto(`/es/verify/${token}`);
    await verified;
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: spanish.verify.successTitle })).toBeVisible();
    await expectAccessible(page);
  },
  // Goes on from step 1 with an invalid handle: the handle is typed over.
  'reserve, step 1 with a taken handle, its reason and its alternatives': async ({ page, reservePage, db }) => {
    const taken = newVisitor().handle;
    await db.seedReservation({ ...newVisitor(), handle: taken }, 'pending');
    await reservePage.handleInput.fill(taken);
    await expect(reservePage.suggestion(`${taken}2`)).toBeVisible();
    await expectAccessible(page);
  },
  'reserve, step 1 with an invalid handle': async ({ page, reservePage }) => {
    await reservePage.goto('?suggested=12345');
    await expect(reservePage.alert(messages.handleDigitsOnly)).toBeVisible();
    await expectAccessible(page);
  },
  // Goes on from step 1 with a taken handle: a free one is typed over it and Continue pressed.
  'reserve, step 2': async ({ page, visitor, reservePage }) => {
    await reservePage.chooseHandle(visitor.handle);
    await expectAccessible(page);
  },
  // Goes on from step 2.
  'reserve, step 2 with an error under the email': async ({ page, reservePage }) => {
    await reservePage.emailInput.fill('not-an-address');
    await reservePage.reserveButton.click();
    await expect(reservePage.alert(messages.emailInvalid)).toBeVisible();
    await expectAccessible(page);
  },
  // Goes on from step 2 with an error under the email: the address is put right and Reserve pressed.
  'game open': async ({ page, visitor, reservePage, humanCheck }) => {
    await reservePage.emailInput.fill(visitor.email);
    await reservePage.reserveButton.click();
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
  // Goes on from the game open: the game is played and won.
  'success screen': async ({ page, reservePage, humanCheck }) => {
    await humanCheck.playByClicking();
    await expect(reservePage.successHeading).toBeVisible();
    await expectAccessible(page);
  },
  'verify, success': async ({ page, verifyPage, db }) => {
    await verifyPage.goto(await db.seedReservation(newVisitor(), 'pending'));
    await expect(verifyPage.successHeading).toBeVisible();
    await expectAccessible(page);
  },
  'verify, already verified': async ({ page, verifyPage, db }) => {
    await verifyPage.goto(await db.seedReservation(newVisitor(), 'verified'));
    await expect(verifyPage.alreadyVerifiedHeading).toBeVisible();
    await expectAccessible(page);
  },
  'verify, Already Claimed': async ({ page, verifyPage, db }) => {
    const visitor = newVisitor();
    const token = await db.seedReservation(visitor, 'relinked');
    await db.seedReservation({ ...newVisitor(), handle: visitor.handle }, 'verified');
    await verifyPage.goto(token);
    await expect(verifyPage.alreadyClaimedHeading).toBeVisible();
    await expectAccessible(page);
  },
  'verify, expired': async ({ page, verifyPage, db }) => {
    await verifyPage.goto(await db.seedReservation(newVisitor(), 'expired'));
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
    const holdAnswer = async (route: Route) => {
      await held;
      await route.continue();
    };
    await page.route('**/api/verify', holdAnswer);
    await verifyPage.goto(randomBytes(32).toString('base64url'));
    await expect(verifyPage.loadingHeading).toBeVisible();
    try {
      await expectAccessible(page);
    } finally {
      answer();
    }
    await expect(verifyPage.failedHeading).toBeVisible();
    await page.unroute('**/api/verify', holdAnswer);
  },
  // Goes on from the failed link: its button to ask with the email instead.
  'verify, the form asking for the email': async ({ page, verifyPage }) => {
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
  'unsubscribe, asking': async ({ page, db }) => {
    const visitor = newVisitor();
    await db.seedReservation(visitor, 'verified');
    const unsubscribePage = new UnsubscribePage(page);
    await unsubscribePage.openLink(unsubscribeToken(await db.reservationId(visitor.email)));
    await expect(unsubscribePage.stopButton).toBeVisible();
    await expectAccessible(page);
  },
  // Goes on from asking: the button is pressed.
  'unsubscribe, done': async ({ page }) => {
    const unsubscribePage = new UnsubscribePage(page);
    await unsubscribePage.stopButton.click();
    await expect(unsubscribePage.stoppedHeading).toBeVisible();
    await expectAccessible(page);
  },
  'unsubscribe, invalid link': async ({ page, db }) => {
    const visitor = newVisitor();
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

type Journeys = Record<string, readonly AccessibilityState<'public'>[]>;

/** The journeys as given, typed so that a state in none of them is a missing property. */
function inJourneys<const J extends Journeys>(
  journeys: J & Record<Exclude<AccessibilityState<'public'>, J[keyof J][number]>, 'in a journey'>,
): J {
  return journeys;
}

/**
 * The states in the order one tab visits them, a journey per test: a state then costs its
 * visit and its judging, not a browser context and page of its own as well. Every state is in a
 * journey, or the type check fails: inJourneys then asks for a property named after the state.
 */
const JOURNEYS = inJourneys({
  'the reserve form, from step 1 to the game': [
    'reserve, step 1',
    'reserve, step 1 with an invalid handle',
    'reserve, step 1 with a taken handle, its reason and its alternatives',
    'reserve, step 2',
    'reserve, step 2 with an error under the email',
    'game open',
    'success screen',
    'game lost, Try Again offered',
  ],
  'the links of the confirmation mail': [
    'verify, success',
    'verify, already verified',
    'verify, Already Claimed',
    'verify, expired',
    'verify, failed',
    'verify, the form asking for the email',
    'verify, invalid link',
    'verify, while verifying',
    'verify, success in Spanish',
  ],
  'the other pages and languages': [
    'privacy',
    '404',
    'unsubscribe, asking',
    'unsubscribe, done',
    'unsubscribe, invalid link',
    'manage, asking for a link',
    'manage, invalid link',
    'reserve, step 1 in Japanese, its language marked in the switcher',
    'reserve, step 1 with the offer of the browser’s language',
  ],
});

test.describe('accessibility of the public site', () => {
  for (const [journey, states] of Object.entries(JOURNEYS)) {
    test(`${journey}: ${states.join('; ')}: no serious axe violation, no HTML_CodeSniffer WCAG2AA error`, async ({
      page,
      visitor,
      reservePage,
      humanCheck,
      verifyPage,
      db,
    }) => {
      // Each state keeps the time it had as a test of its own.
      test.setTimeout(test.info().timeout * states.length);
      for (const state of states) {
        await test.step(`${state}: no serious axe violation, no HTML_CodeSniffer WCAG2AA error`, async () => {
          // Each state is reached at the window size a test starts with; the judging leaves the page at a phone's width.
          await page.setViewportSize({ width: 1280, height: 720 });
          await VISITS[state]({ page, visitor, reservePage, humanCheck, verifyPage, db });
        });
      }
    });
  }
});
