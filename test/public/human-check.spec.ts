import { PAD_COLORS, PADS } from '@gameshift/contracts';
import { expect, messages, test } from './fixtures';

test.describe.configure({ mode: 'parallel' });

test.describe('the human check in real time, answered by the server', () => {
  test.use({ quickGame: false });

  test('can be won with the keyboard alone: Enter on START GAME, then keys 1 to 4', async ({ page, humanCheck }) => {
    await page.goto('/simonsays');
    await expect(humanCheck.startButton).toBeFocused();
    const sequence = await humanCheck.start(() => page.keyboard.press('Enter'));
    await humanCheck.waitForTurn();
    await humanCheck.pressWithNumberKeys(sequence);
    await humanCheck.expectWon();
  });
});

test.describe('the human check', () => {
  test('opens before the first submit with START GAME, the hint and four named pads, and closes by its button or the backdrop', async ({
    page,
    visitor,
    reservePage,
    humanCheck,
    db,
  }) => {
    await reservePage.submitSuggested(visitor.handle, visitor.email);

    await test.step('opens before the first submit with START GAME, the hint and four named pads', async () => {
      await expect(humanCheck.dialog).toBeVisible();
      await expect(humanCheck.startButton).toBeFocused();
      await expect(humanCheck.hint).toBeVisible();
      for (const pad of PADS) await expect(humanCheck.pad(pad.color)).toBeVisible();
    });

    await test.step('closes with its Close button and leaves the form as it was', async () => {
      await humanCheck.closeButton.click();
      await expect(humanCheck.dialog).toBeHidden();
      await expect(reservePage.emailInput).toHaveValue(visitor.email);
      expect(await db.reservationsFor(visitor.email)).toEqual([]);
    });

    await test.step('closes on a click on the backdrop', async () => {
      await reservePage.reserveButton.click();
      await expect(humanCheck.dialog).toBeVisible();
      await page.mouse.click(3, 3);
      await expect(humanCheck.dialog).toBeHidden();
    });
  });

  test('on /simonsays: reloads when closed, keeps the pads disabled while the pattern plays, fails on a wrong pad, and is won from the keyboard after Try Again', async ({
    page,
    humanCheck,
  }) => {
    await page.goto('/simonsays');

    await test.step('reloads /simonsays when the game is closed', async () => {
      await expect(humanCheck.startButton).toBeVisible();
      const reloaded = page.waitForEvent('load');
      await humanCheck.closeButton.click();
      await reloaded;
      await expect(humanCheck.startButton).toBeVisible();
    });

    let sequence: Awaited<ReturnType<typeof humanCheck.start>> = [];
    await test.step('keeps the pads disabled while the pattern plays', async () => {
      await expect(humanCheck.startButton).toBeFocused();
      sequence = await humanCheck.start(() => page.keyboard.press('Enter'));
      await expect(humanCheck.status(messages.watchPattern)).toBeVisible();
      for (const color of PAD_COLORS) await expect(humanCheck.pad(color)).toBeDisabled();
      await humanCheck.waitForTurn();
      for (const color of PAD_COLORS) await expect(humanCheck.pad(color)).toBeEnabled();
    });

    await test.step('fails on a wrong pad, and Try Again starts a new round', async () => {
      const wrong = PAD_COLORS.find((color) => color !== sequence[0]) ?? 'red';
      await humanCheck.pad(wrong).click();
      await expect(humanCheck.status(messages.wrongSequence)).toBeVisible();
      await expect(humanCheck.tryAgainButton).toBeFocused();
      sequence = await humanCheck.start(() => humanCheck.tryAgainButton.click());
      await expect(humanCheck.status(messages.watchPattern)).toBeVisible();
    });

    await test.step('the new round is won moving between pads with the arrow keys, pressing the focused pad with Enter or Space', async () => {
      await humanCheck.waitForTurn();
      await expect(humanCheck.pad('red')).toBeFocused();
      let focused = 0;
      for (const [step, color] of sequence.entries()) {
        focused = await humanCheck.moveFocusWithArrows(focused, color);
        await expect(humanCheck.pad(color)).toBeFocused();
        await page.keyboard.press(step % 2 === 0 ? 'Enter' : 'Space');
      }
      await humanCheck.expectWon();
    });
  });
});
