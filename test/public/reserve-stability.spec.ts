import type { Locator } from '@playwright/test';
import { ReservePage } from '../pages/ReservePage';
import { expect, messages, newVisitor, test } from './fixtures';

test.describe.configure({ mode: 'parallel' });

const VIEWPORTS = [
  { name: 'a 1280 px window', phone: false, use: { viewport: { width: 1280, height: 900 } } },
  { name: 'a 390 px touch phone', phone: true, use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } },
] as const;

/** The card's box and the button's, read together. */
async function layout(card: Locator, button: Locator) {
  return { card: await ReservePage.box(card), button: await ReservePage.box(button) };
}

for (const { name, phone, use } of VIEWPORTS) {
  test.describe(`the reserve form on ${name}`, () => {
    test.use(use);

    test('holds still as errors and answers come and go, keeps focus where the visitor is, and the game shows its key hints as it should', async ({
      page,
      visitor,
      reservePage,
      humanCheck,
      db,
    }) => {
      const taken = newVisitor().handle;
      await db.seedReservation({ ...newVisitor(), handle: taken }, 'pending');
      const reservedElsewhere = newVisitor().email;
      await db.seedReservation({ ...newVisitor(), email: reservedElsewhere }, 'pending');
      await reservePage.goto();

      await test.step('neither the card nor Continue moves when a handle error or the availability answer appears', async () => {
        await expect(reservePage.handleStepHeading).toBeVisible();
        const before = await layout(reservePage.card, reservePage.continueButton);
        await reservePage.handleInput.press('Enter');
        await expect(reservePage.alert(messages.handleRequired)).toBeVisible();
        expect(await layout(reservePage.card, reservePage.continueButton)).toEqual(before);
        await reservePage.handleInput.fill(visitor.handle);
        await expect(reservePage.alert(messages.handleRequired)).toHaveCount(0);
        await expect(page.getByText(`@${visitor.handle} is available`)).toBeVisible();
        expect(await layout(reservePage.card, reservePage.continueButton)).toEqual(before);
      });

      await test.step('choosing a suggestion keeps focus in the form, on Continue', async () => {
        await reservePage.handleInput.fill(taken);
        const suggestion = reservePage.suggestion(`${taken}2`);
        if (phone) {
          await suggestion.tap();
        } else {
          await suggestion.focus();
          await page.keyboard.press('Enter');
        }
        await expect(reservePage.handleInput).toHaveValue(`${taken}2`);
        await expect(page.getByText(`@${taken}2 is available`)).toBeVisible();
        await expect(reservePage.continueButton).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(reservePage.emailStepHeading).toBeVisible();
        await expect(reservePage.emailInput).toBeFocused();
      });

      await test.step('neither the card nor Reserve moves when an email error appears and goes', async () => {
        await reservePage.emailInput.fill('not-an-email');
        const before = await layout(reservePage.card, reservePage.reserveButton);
        await reservePage.emailInput.press('Enter');
        await expect(reservePage.alert(messages.emailInvalid)).toBeVisible();
        await expect(reservePage.emailInput).toBeFocused();
        expect(await layout(reservePage.card, reservePage.reserveButton)).toEqual(before);
        await reservePage.emailInput.fill(visitor.email);
        await expect(reservePage.alert(messages.emailInvalid)).toHaveCount(0);
        expect(await layout(reservePage.card, reservePage.reserveButton)).toEqual(before);
      });

      await test.step('an email the server refuses takes focus', async () => {
        await reservePage.emailInput.fill(reservedElsewhere);
        await reservePage.reserveButton.click();
        await humanCheck.playByClicking();
        await expect(reservePage.alert(messages.emailTaken)).toBeVisible();
        await expect(reservePage.emailInput).toBeFocused();
      });

      await test.step(phone ? 'the game shows no keyboard hints until a key is pressed' : 'the game shows its keyboard hints', async () => {
        await page.goto('/simonsays');
        await expect(humanCheck.startButton).toBeVisible();
        if (phone) {
          await expect(humanCheck.keyboardHint).toBeHidden();
          await expect(humanCheck.padKey('red')).toBeHidden();
          // A keyboard attached to the phone brings them back.
          await page.keyboard.press('Shift');
        }
        await expect(humanCheck.keyboardHint).toBeVisible();
        await expect(humanCheck.padKey('red')).toBeVisible();
      });
    });
  });
}
