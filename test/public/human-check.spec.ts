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
  test('opens before the first submit with START GAME, the hint and four named pads', async ({ visitor, reservePage, humanCheck }) => {
    await reservePage.submitSuggested(visitor.handle, visitor.email);
    await expect(humanCheck.dialog).toBeVisible();
    await expect(humanCheck.startButton).toBeFocused();
    await expect(humanCheck.hint).toBeVisible();
    for (const pad of PADS) await expect(humanCheck.pad(pad.color)).toBeVisible();
  });

  test('moves between pads with the arrow keys and presses the focused pad with Enter or Space', async ({ page, humanCheck }) => {
    await page.goto('/simonsays');
    await expect(humanCheck.startButton).toBeFocused();
    const sequence = await humanCheck.start(() => page.keyboard.press('Enter'));
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

  test('keeps the pads disabled while the pattern plays', async ({ page, humanCheck }) => {
    await page.goto('/simonsays');
    await humanCheck.start();
    await expect(humanCheck.status(messages.watchPattern)).toBeVisible();
    for (const color of PAD_COLORS) await expect(humanCheck.pad(color)).toBeDisabled();
    await humanCheck.waitForTurn();
    for (const color of PAD_COLORS) await expect(humanCheck.pad(color)).toBeEnabled();
  });

  test('fails on a wrong pad, and Try Again starts a new round that can be won', async ({ page, humanCheck }) => {
    await page.goto('/simonsays');
    const sequence = await humanCheck.start();
    await humanCheck.waitForTurn();
    const wrong = PAD_COLORS.find((color) => color !== sequence[0]) ?? 'red';
    await humanCheck.pad(wrong).click();
    await expect(humanCheck.status(messages.wrongSequence)).toBeVisible();
    await expect(humanCheck.tryAgainButton).toBeFocused();

    const next = await humanCheck.start(() => humanCheck.tryAgainButton.click());
    await expect(humanCheck.status(messages.watchPattern)).toBeVisible();
    await humanCheck.waitForTurn();
    for (const color of next) await humanCheck.pad(color).click();
    await humanCheck.expectWon();
  });

  test('closes with its Close button and leaves the form as it was', async ({ visitor, reservePage, humanCheck, db }) => {
    await reservePage.submitSuggested(visitor.handle, visitor.email);
    await humanCheck.closeButton.click();
    await expect(humanCheck.dialog).toBeHidden();
    await expect(reservePage.emailInput).toHaveValue(visitor.email);
    expect(await db.reservationsFor(visitor.email)).toEqual([]);
  });

  test('closes on a click on the backdrop', async ({ page, visitor, reservePage, humanCheck }) => {
    await reservePage.submitSuggested(visitor.handle, visitor.email);
    await expect(humanCheck.dialog).toBeVisible();
    await page.mouse.click(3, 3);
    await expect(humanCheck.dialog).toBeHidden();
  });

  test('reloads /simonsays when the game is closed', async ({ page, humanCheck }) => {
    await page.goto('/simonsays');
    await expect(humanCheck.startButton).toBeVisible();
    const reloaded = page.waitForEvent('load');
    await humanCheck.closeButton.click();
    await reloaded;
    await expect(humanCheck.startButton).toBeVisible();
  });
});
