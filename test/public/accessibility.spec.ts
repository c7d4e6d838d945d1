import { randomBytes } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { seriousViolations } from '../pages/accessibility';
import type { Db } from '../pages/Db';
import type { VerifyPage } from '../pages/VerifyPage';
import { expect, messages, newVisitor, test, type Visitor } from './fixtures';

// axe on every route and state of the public site a visitor can reach; the 404 page is checked
// with the platform tests.
test.describe.configure({ mode: 'parallel' });

test.describe('accessibility of the reserve page', () => {
  test('has no serious violation on step 1', async ({ page, reservePage }) => {
    await reservePage.goto();
    await expect(reservePage.handleStepHeading).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('has no serious violation on step 1 with a taken handle, its reason and its alternatives', async ({
    page,
    visitor,
    reservePage,
    db,
  }) => {
    await db.seedReservation({ ...newVisitor(), handle: visitor.handle }, 'pending');
    await reservePage.goto();
    await reservePage.handleInput.fill(visitor.handle);
    await expect(reservePage.suggestion(`${visitor.handle}2`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('has no serious violation on step 1 with an invalid handle', async ({ page, reservePage }) => {
    await reservePage.goto('?suggested=12345');
    await expect(reservePage.alert(messages.handleDigitsOnly)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('has no serious violation on step 2', async ({ page, visitor, reservePage }) => {
    await reservePage.goto();
    await reservePage.chooseHandle(visitor.handle);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('has no serious violation on step 2 with an error under the email', async ({ page, visitor, reservePage }) => {
    await reservePage.submit(visitor.handle, 'not-an-address');
    await expect(reservePage.alert(messages.emailInvalid)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('has no serious violation with the game open', async ({ page, visitor, reservePage, humanCheck }) => {
    await reservePage.submitSuggested(visitor.handle, visitor.email);
    await humanCheck.expectOpen();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('has no serious violation with the game lost and Try Again offered', async ({ page, humanCheck }) => {
    await page.goto('/simonsays');
    const sequence = await humanCheck.start();
    await humanCheck.waitForTurn();
    await humanCheck.pad(sequence[0] === 'red' ? 'green' : 'red').click();
    await expect(humanCheck.tryAgainButton).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('has no serious violation on the success screen', async ({ page, visitor, reservePage, humanCheck }) => {
    await reservePage.submitSuggested(visitor.handle, visitor.email);
    await humanCheck.playByClicking();
    await expect(reservePage.successHeading).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

type VerifyCase = {
  state: string;
  seed: (db: Db, visitor: Visitor) => Promise<string | undefined>;
  heading: (verifyPage: VerifyPage) => Locator;
};

const VERIFY_CASES: VerifyCase[] = [
  { state: 'success', seed: (db, visitor) => db.seedReservation(visitor, 'pending'), heading: (v) => v.successHeading },
  { state: 'already verified', seed: (db, visitor) => db.seedReservation(visitor, 'verified'), heading: (v) => v.alreadyVerifiedHeading },
  {
    state: 'Already Claimed',
    seed: async (db, visitor) => {
      const token = await db.seedReservation(visitor, 'relinked');
      await db.seedReservation({ ...newVisitor(), handle: visitor.handle }, 'verified');
      return token;
    },
    heading: (v) => v.alreadyClaimedHeading,
  },
  { state: 'expired', seed: (db, visitor) => db.seedReservation(visitor, 'expired'), heading: (v) => v.expiredHeading },
  { state: 'failed', seed: async () => randomBytes(32).toString('base64url'), heading: (v) => v.failedHeading },
  { state: 'invalid link', seed: async () => undefined, heading: (v) => v.invalidLinkHeading },
];

test.describe('accessibility of the verification page', () => {
  for (const { state, seed, heading } of VERIFY_CASES) {
    test(`has no serious violation on the ${state} screen`, async ({ page, visitor, verifyPage, db }) => {
      await verifyPage.goto(await seed(db, visitor));
      await expect(heading(verifyPage)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('has no serious violation while verifying', async ({ page, verifyPage }) => {
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
    const violations = await seriousViolations(page);
    answer();
    await expect(verifyPage.failedHeading).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('has no serious violation on the form asking for the email', async ({ page, verifyPage }) => {
    await verifyPage.goto(randomBytes(32).toString('base64url'));
    await verifyPage.useEmailButton.click();
    await expect(verifyPage.emailInput).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
