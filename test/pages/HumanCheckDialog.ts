import { AUTO_SUBMIT_DELAY_MS, createMessages, PADS, type PadColor, type PublicMessages } from '@gameshift/contracts';
import { expect, type Locator, type Page } from '@playwright/test';

const messages = createMessages('GameShift');

const COLUMNS = 2;

/**
 * How far the page's clock jumps between looks at the game, in quick mode. Playwright fires the
 * timers of a jump one by one with a task between them, so the game's chained waits all run.
 * Shorter than the second a won game stays open, so no jump runs past 'Good Game!' and the close
 * (on /simonsays, the reload) that follows it.
 */
const CLOCK_STEP_MS = 250;
/** Game time to run ahead at most before asserting anyway: longer than any wait of the game. */
const QUICK_LIMIT_MS = 30_000;

function padIndex(color: PadColor): number {
  return PADS.findIndex((pad) => pad.color === color);
}

/**
 * The 'Are you human?' Simon Says overlay. In quick mode the page runs on Playwright's clock and
 * the waits of the game (the pattern, 'Get ready', the minimum answer time, 'Good Game!') are run
 * ahead instead of sat through; the test then answers the verify call itself.
 */
export class HumanCheckDialog {
  readonly dialog: Locator;
  readonly startButton: Locator;
  readonly closeButton: Locator;
  readonly tryAgainButton: Locator;
  readonly hint: Locator;
  /** 'Keys 1 to 4 press the pads.', for keyboards only. */
  readonly keyboardHint: Locator;

  /** `texts`: the game's texts in the page's language (English by default). */
  constructor(
    readonly page: Page,
    private readonly quick = false,
    private readonly texts: PublicMessages = messages,
    /** The pads' names in the page's language (English by default). */
    private readonly padNames: Readonly<Record<PadColor, string>> = Object.fromEntries(PADS.map((pad) => [pad.color, pad.label])) as Record<
      PadColor,
      string
    >,
  ) {
    this.dialog = page.getByRole('dialog', { name: this.texts.humanCheckTitle });
    this.startButton = this.dialog.getByRole('button', { name: this.texts.startGame });
    this.closeButton = this.dialog.getByRole('button', { name: 'Close' });
    this.tryAgainButton = this.dialog.getByRole('button', { name: this.texts.tryAgain });
    this.hint = this.dialog.getByText(this.texts.followPattern);
    this.keyboardHint = this.dialog.getByText('Keys 1 to 4 press the pads.');
  }

  pad(color: PadColor): Locator {
    return this.dialog.getByRole('button', { name: this.padNames[color], exact: true });
  }

  /** The key number drawn on a pad (1 to 4). */
  padKey(color: PadColor): Locator {
    return this.pad(color).getByText(String(padIndex(color) + 1), { exact: true });
  }

  /** The status line showing this text. */
  status(text: string): Locator {
    return this.dialog.getByText(text, { exact: true });
  }

  /** The game is open with START GAME offered, and the dialog has finished moving in: boxes and colours are final. */
  async expectOpen(): Promise<void> {
    await expect(this.startButton).toBeVisible();
    await this.dialog.evaluate((dialog) => Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)));
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

  /**
   * Runs the page's clock ahead, a step at a time, until `done` holds (quick mode), then asserts
   * `check`; in real time it only asserts `check`, which waits as long as the game takes.
   */
  private async runClockUntil(done: () => Promise<boolean>, check: () => Promise<void>): Promise<void> {
    if (this.quick) {
      for (let waited = 0; waited < QUICK_LIMIT_MS && !(await done()); waited += CLOCK_STEP_MS) await this.page.clock.runFor(CLOCK_STEP_MS);
    }
    await check();
  }

  async waitForTurn(): Promise<void> {
    const yourTurn = this.status(this.texts.yourTurn);
    await this.runClockUntil(
      () => yourTurn.isVisible(),
      () => expect(yourTurn).toBeVisible(),
    );
  }

  /** The round is won: 'Good Game!' shows once the server (or the test standing in for it) agreed. */
  async expectWon(): Promise<void> {
    const goodGame = this.status(this.texts.goodGame);
    await this.runClockUntil(
      () => goodGame.isVisible(),
      () => expect(goodGame).toBeVisible(),
    );
  }

  /** Plays a round on the reserve page; once it is won the dialog closes and the form submits itself. */
  async playByClicking(): Promise<void> {
    const sequence = await this.start();
    await this.waitForTurn();
    for (const color of sequence) await this.pad(color).click();
    if (!this.quick) return;
    await this.runClockUntil(
      () => this.dialog.isHidden(),
      () => expect(this.dialog).toBeHidden(),
    );
    await this.page.clock.runFor(AUTO_SUBMIT_DELAY_MS);
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
