/** How often the event loop's delay is sampled, in ms. */
const TICK_MS = 20;

/**
 * How long a request seen now has waited unseen: the event loop's delay. A request whose bytes came
 * while the loop was busy (accepting and parsing a crowd) is seen only when the loop gets to it, so
 * its wait began that much earlier than any hook can tell. A timer measures how late it fires; while
 * the loop is held up, the time since its last firing says the same before it can fire again.
 */
export class LoopDelay {
  private lastTickAt: number;
  private lastDelayMs = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly now: () => number = () => performance.now()) {
    this.lastTickAt = now();
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.timer.unref();
  }

  /** The delay of the last tick, or the time the loop has been held up since it, whichever is longer. */
  currentMs(): number {
    return Math.max(this.lastDelayMs, this.now() - this.lastTickAt - TICK_MS);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private tick(): void {
    const at = this.now();
    this.lastDelayMs = Math.max(0, at - this.lastTickAt - TICK_MS);
    this.lastTickAt = at;
  }
}
