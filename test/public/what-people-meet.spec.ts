import { expect, including, messages, newVisitor, test } from './fixtures';

// What a visitor meets on `/` when an answer comes after the game, at a phone's width and a
// laptop's: a handle lost to someone else, refusals under the fold, a mistyped address.
test.describe.configure({ mode: 'parallel' });

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a handle lost to someone else reads as taken with alternatives, and Enter does not move on with it', async ({
      page,
      visitor,
      reservePage,
      humanCheck,
      db,
    }) => {
      await reservePage.goto();
      await reservePage.handleInput.fill(visitor.handle);
      await expect(reservePage.availability).toContainText(`@${visitor.handle} is available`);
      await reservePage.continueButton.click();
      await reservePage.emailInput.fill(visitor.email);
      // Someone else claims the handle while this visitor is on the email step.
      await db.seedReservation({ ...newVisitor(), handle: visitor.handle }, 'pending');
      await reservePage.reserveButton.click();
      await humanCheck.playByClicking();

      await expect(reservePage.handleStepHeading).toBeVisible();
      await expect(reservePage.alert(messages.handleTaken)).toBeVisible();
      await expect(reservePage.handleInput).toHaveAccessibleDescription(including(messages.handleTaken));
      await expect(page.getByText('Try one of these:')).toBeVisible();
      await expect(reservePage.suggestion(`${visitor.handle}2`)).toBeVisible();
      await expect(reservePage.availability).not.toContainText('is available');

      // Enter on the taken handle stays on step 1.
      await reservePage.handleInput.press('Enter');
      await expect(reservePage.handleStepHeading).toBeVisible();
      await expect(reservePage.emailStepHeading).toBeHidden();
      await expect(reservePage.availability).not.toContainText('is available');
      expect(await db.reservationsFor(visitor.email)).toEqual([]);

      // An alternative goes on as any free handle does.
      await reservePage.suggestion(`${visitor.handle}2`).click();
      await expect(reservePage.handleInput).toHaveValue(`${visitor.handle}2`);
      await reservePage.continueButton.click();
      await expect(reservePage.emailStepHeading).toBeVisible();
    });
  });
}
