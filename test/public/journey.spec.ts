import { createSiteMessages } from '@gameshift/contracts';
import { expect, including, messages, newVisitor, test } from './fixtures';

const uiMessages = createSiteMessages('GameShift');

test.describe('the whole reservation journey', () => {
  // The one journey that plays the game in real time against the server's own check.
  test.use({ quickGame: false });

  test('reserves a handle, confirms it from the emailed link, and the handle is then refused to anyone else', async ({
    page,
    visitor,
    reservePage,
    humanCheck,
    verifyPage,
    inbox,
    db,
  }) => {
    await reservePage.submit(visitor.handle, visitor.email);
    await expect(humanCheck.dialog).toBeVisible();
    await humanCheck.playByClicking();

    await expect(reservePage.successHeading).toBeVisible();
    await expect(page.getByText(visitor.email, { exact: true })).toBeVisible();
    await expect(page.getByText(`@${visitor.handle}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: uiMessages.success.manageLink })).toHaveAttribute('href', '/manage');

    const link = await inbox.waitForVerificationLink(visitor.email);
    const [mail] = await inbox.mailsTo(visitor.email);
    expect(mail.subject).toBe(`Confirm your GameShift ID: ${visitor.handle}`);
    await page.goto(link);
    await expect(verifyPage.successHeading).toBeVisible();
    await expect(page.getByText(`@${visitor.handle}`, { exact: true })).toBeVisible();
    expect(await db.reservationsFor(visitor.email)).toMatchObject([{ gameshift_id: visitor.handle, is_verified: true, is_reserved: true }]);

    // A latecomer meets the taken handle on step 1, before any game is played.
    const latecomer = newVisitor();
    await reservePage.goto();
    await reservePage.handleInput.fill(visitor.handle);
    await expect(page.getByText(messages.handleTaken)).toBeVisible();
    await reservePage.continueButton.click();
    await expect(reservePage.handleStepHeading).toBeVisible();
    await expect(reservePage.alert(messages.handleTaken)).toBeVisible();
    await expect(reservePage.handleInput).toHaveAccessibleDescription(including(messages.handleTaken));
    await expect(reservePage.handleInput).toHaveValue(visitor.handle);
    await expect(humanCheck.dialog).toBeHidden();
    expect(await db.reservationsFor(latecomer.email)).toEqual([]);
  });
});
