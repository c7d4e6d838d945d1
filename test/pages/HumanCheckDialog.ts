import { createMessages, PADS, type PadColor } from '@gameshift/contracts';
import { expect, type Locator, type Page } from '@playwright/test';

const messages = createMessages('GameShift');

const COLUMNS = 2;

function padIndex(color: PadColor): number {
  return PADS.findIndex((pad) => pad.color === color);
}

/** The 'Are you human?' Simon Says overlay. */
export class HumanCheckDialog {
  readonly dialog: Locator;
  readonly startButton: Locator;
  readonly closeButton: Locator;
  readonly tryAgainButton: Locator;
  readonly hint: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: messages.humanCheckTitle });
    this.startButton = this.dialog.getByRole('button', { name: messages.startGame });
    this.closeButton = this.dialog.getByRole('button', { name: 'Close' });
    this.tryAgainButton = this.dialog.getByRole('button', { name: messages.tryAgain });
    this.hint = this.dialog.getByText(messages.followPattern);
  }

  pad(color: PadColor): Locator {
    const label = PADS[padIndex(color)].label;
    return this.dialog.getByRole('button', { name: label, exact: true });
  }

  /** The status line showing this text. */
  status(text: string): Locator {
    return this.dialog.getByText(text, { exact: true });
  }

  /**
   * Starts a round (by default with a click on START GAME) and returns the pattern the server
   * issued for it, read from the challenge answer the game itself received.
   */
  async start(trigger: () => Promise<void> = () => this.startButton.click()): Promise<PadColor[]> {
    const challenge = this.page.waitForResponse(
      (response) => response.url().endsWith('/api/human-check/challenge') && response.request().method() === 'POST',
    );
    await trigger();
    const body = (await (await challenge).json()) as { sequence: PadColor[] };
    return body.sequence;
  }

  async waitForTurn(): Promise<void> {
    await expect(this.status(messages.yourTurn)).toBeVisible();
  }

  async playByClicking(): Promise<void> {
    const sequence = await this.start();
    await this.waitForTurn();
    for (const color of sequence) await this.pad(color).click();
  }

  /** Keys 1–4 press the pads. */
  async pressWithNumberKeys(sequence: readonly PadColor[]): Promise<void> {
    for (const color of sequence) await this.page.keyboard.press(String(padIndex(color) + 1));
  }

  /**
   * Walks focus from the pad at `from` to the pad of `to` with the arrow keys (the board is 2×2
   * and wraps) and returns the pad's index.
   */
  async moveFocusWithArrows(from: number, to: PadColor): Promise<number> {
    const target = padIndex(to);
    if (from % COLUMNS !== target % COLUMNS) await this.page.keyboard.press('ArrowRight');
    if (Math.floor(from / COLUMNS) !== Math.floor(target / COLUMNS)) await this.page.keyboard.press('ArrowDown');
    return target;
  }
}
