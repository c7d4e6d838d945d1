import { createVerifyMessages } from '@gameshift/contracts';
import { randomBytes } from 'node:crypto';
import { expect, messages, newVisitor, test } from './fixtures';

test.describe.configure({ mode: 'parallel' });

const verifyText = createVerifyMessages();

/** A link of the right shape that no reservation has. */
const unknownToken = () => randomBytes(32).toString('base64url');

test.describe('the verification page', () => {
  test('confirms a pending reservation from its link, posting the token once for the visit', async ({ page, visitor, verifyPage, db }) => {
    const token = await db.seedReservation(visitor, 'pending');
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/verify') calls.push(request.method());
    });
    await verifyPage.goto(token);
    await expect(verifyPage.successHeading).toBeVisible();
    await expect(page.getByText(`@${visitor.handle}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: verifyText.manageLink })).toHaveAttribute('href', '/manage');
    expect(await db.reservationsFor(visitor.email)).toMatchObject([{ is_verified: true, is_reserved: true }]);
    expect(calls).toEqual(['POST']);
  });

  test('says a confirmed reservation is already verified', async ({ page, visitor, verifyPage, db }) => {
    const token = await db.seedReservation(visitor, 'verified');
    await verifyPage.goto(token);
    await expect(verifyPage.alreadyVerifiedHeading).toBeVisible();
    await expect(page.getByText(`@${visitor.handle}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: verifyText.manageLink })).toHaveAttribute('href', '/manage');
  });

  test('shows Already Claimed with free alternatives when someone else confirmed the handle first, leading back to either step', async ({
    page,
    visitor,
    verifyPage,
    reservePage,
    db,
  }) => {
    const token = await db.seedReservation(visitor, 'relinked');
    await db.seedReservation({ ...newVisitor(), handle: visitor.handle }, 'verified');
    await verifyPage.goto(token);
    const alternatives = [`${visitor.handle}2`, `${visitor.handle}3`, `${visitor.handle}4`];

    await test.step('shows Already Claimed with free alternatives, confirming nothing', async () => {
      await expect(verifyPage.alreadyClaimedHeading).toBeVisible();
      await expect(verifyPage.suggestionLinks).toHaveText(alternatives.map((handle) => `@${handle}`));
      for (const [index, handle] of alternatives.entries()) {
        await expect(verifyPage.suggestionLinks.nth(index)).toHaveAttribute('href', `/?suggested=${handle}`);
      }
      expect(await db.reservationsFor(visitor.email)).toMatchObject([{ is_verified: false }]);
    });

    await test.step('takes Try a Different ID back to step 1 of the reserve page', async () => {
      await verifyPage.tryDifferentIdButton.click();
      await expect(page).toHaveURL('/');
      await expect(reservePage.handleStepHeading).toBeVisible();
    });

    await test.step('takes an alternative straight to the email step with it filled in', async () => {
      await page.goBack();
      await expect(verifyPage.alreadyClaimedHeading).toBeVisible();
      await verifyPage.suggestionLinks.first().click();
      await expect(page).toHaveURL(`/?suggested=${visitor.handle}2`);
      await expect(reservePage.emailStepHeading).toBeVisible();
      await expect(page.getByText(`@${visitor.handle}2`, { exact: true })).toBeVisible();
    });
  });

  test('says a link past its 24 hours has expired, and a fresh link sent from there confirms the reservation', async ({
    page,
    visitor,
    verifyPage,
    inbox,
    db,
  }) => {
    const token = await db.seedReservation(visitor, 'expired');
    await verifyPage.goto(token);
    await test.step('says the link has expired, confirming nothing', async () => {
      await expect(verifyPage.expiredHeading).toBeVisible();
      await expect(page.getByText(messages.linkValidity)).toBeVisible();
      expect(await db.reservationsFor(visitor.email)).toMatchObject([{ is_verified: false }]);
    });
    await test.step('sends a fresh link, which confirms the reservation', async () => {
      await verifyPage.resendButton.click();
      await expect(verifyPage.resendFeedback).toBeVisible();
      await expect(verifyPage.resendButton).toBeDisabled();
      await page.goto(await inbox.waitForVerificationLink(visitor.email));
      await expect(verifyPage.successHeading).toBeVisible();
    });
  });

  test('falls back to the default reason when the server gives none', async ({ page, verifyPage }) => {
    await page.route('**/api/verify', (route) => route.fulfill({ status: 500, body: '' }));
    await verifyPage.goto(unknownToken());
    await expect(verifyPage.failedHeading).toBeVisible();
    await expect(page.getByText(messages.verifyFailedDefault)).toBeVisible();
  });

  test("shows the server's reason when a link is unknown, asks for the email and mails a fresh link there", async ({
    page,
    visitor,
    verifyPage,
    inbox,
    db,
  }) => {
    await db.seedReservation(visitor, 'expired');
    await verifyPage.goto(unknownToken());
    await test.step("shows the server's reason", async () => {
      await expect(verifyPage.failedHeading).toBeVisible();
      await expect(page.getByText(messages.invalidOrExpiredLink)).toBeVisible();
    });
    await test.step('asks for the email and mails a fresh link there, which confirms the reservation', async () => {
      await verifyPage.useEmailButton.click();
      await expect(verifyPage.emailInput).toBeFocused();
      await verifyPage.emailInput.fill(visitor.email);
      await verifyPage.sendLinkButton.click();
      await expect(verifyPage.resendFeedback).toBeVisible();
      await page.goto(await inbox.waitForVerificationLink(visitor.email));
      await expect(verifyPage.successHeading).toBeVisible();
    });
  });

  test('says the link is invalid when it has no token', async ({ page, verifyPage, reservePage }) => {
    await verifyPage.goto();
    await expect(verifyPage.invalidLinkHeading).toBeVisible();
    await page.getByRole('link', { name: messages.reserveProductId }).click();
    await expect(reservePage.handleStepHeading).toBeVisible();
  });
});

for (const { name, use } of [
  { name: 'a 1280 px window', use: { viewport: { width: 1280, height: 900 } } },
  { name: 'a 390 px touch phone', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
]) {
  test.describe(`a resent link on ${name}`, () => {
    test.use(use);

    test('still confirms from the first email after a fresh link was sent', async ({ page, visitor, verifyPage, inbox, db }) => {
      const first = await db.seedReservation(visitor, 'pending');
      await db.ageLastEmail(visitor.email);
      await verifyPage.goto(unknownToken());
      await verifyPage.useEmailButton.click();
      await verifyPage.emailInput.fill(visitor.email);
      await verifyPage.sendLinkButton.click();
      await expect(verifyPage.resendFeedback).toBeVisible();
      const fresh = await inbox.waitForVerificationLink(visitor.email);

      // Most people open the first email they got: the resend must not have broken it.
      await verifyPage.goto(first);
      await expect(verifyPage.successHeading).toBeVisible();
      await page.goto(fresh);
      await expect(verifyPage.alreadyVerifiedHeading).toBeVisible();
    });
  });
}
