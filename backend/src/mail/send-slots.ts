/**
 * At most `size` sends handed to the SMTP transport at once: as many as its pool has connections.
 * A copy handed over is beyond recall (the transport queues it and sends it whatever happens next),
 * so a consumer that hands over only what the pool can send now keeps the rest in hand, to be put
 * back when the send stops (a refusal about us, a slow-down, a lost lease).
 */
export class SendSlots {
  private free: number;
  private readonly waiting: Array<() => void> = [];

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`send slots must be a positive integer, not ${size}`);
    this.free = size;
  }

  /** Sends handed over and not yet answered. */
  get busy(): number {
    return this.size - this.free;
  }

  /** Waits for a free slot (first come, first served) and answers the function that frees it, once. */
  async take(): Promise<() => void> {
    if (this.free > 0) this.free--;
    // The slot is passed on by the one freeing it, so a newcomer never jumps the queue.
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let freed = false;
    return () => {
      if (freed) return;
      freed = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    };
  }
}
