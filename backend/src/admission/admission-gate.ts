/** Gives a slot back; calling it again does nothing. */
export type Release = () => void;

interface Waiter {
  admit: (release: Release) => void;
  timer: NodeJS.Timeout | undefined;
}

export interface AdmissionLimits {
  /** Requests worked on at once. */
  maxInFlight: number;
  /** Requests waiting for a slot, at the most, whatever the slots' pace. */
  maxQueue: number;
  /** The longest a request may wait for a slot, counted from its arrival; 0 refuses at once when every slot is taken. */
  maxWaitMs: number;
}

/** How much a slot's time counts in the running mean: the last few dozen answers. */
const SMOOTHING = 0.05;

/**
 * A bound on the requests an instance works on at once, with a queue in front of it that holds no
 * more than the slots can serve within the longest wait. A request is refused at once when it
 * would not reach a slot in time (by the mean time a slot was held lately, and the time it had
 * already waited before it was seen), and refused once it has waited its longest: a crowd larger
 * than the instance can serve hears "come back in a second" at once, while every request it can
 * serve in time waits its turn instead of being sent away.
 */
export class AdmissionGate {
  private inFlight = 0;
  private readonly queue: Waiter[] = [];
  /** The mean time a slot was held by the latest answers, in ms; undefined until the first. */
  private meanHeldMs: number | undefined;

  constructor(
    private readonly limits: AdmissionLimits,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /**
   * Resolves with the release of a slot, or with null when the request is to be refused.
   * `waitedMs` is how long the request waited before it reached the gate (the event loop's delay).
   */
  enter(waitedMs = 0): Promise<Release | null> {
    const { maxInFlight, maxQueue, maxWaitMs } = this.limits;
    if (this.inFlight < maxInFlight) {
      this.inFlight++;
      return Promise.resolve(this.releaser());
    }
    const leftMs = maxWaitMs - waitedMs;
    if (this.queue.length >= maxQueue || leftMs <= 0 || this.expectedWaitMs(this.queue.length) > leftMs) return Promise.resolve(null);
    return new Promise((resolve) => {
      const waiter: Waiter = { admit: resolve, timer: undefined };
      waiter.timer = setTimeout(() => {
        const at = this.queue.indexOf(waiter);
        if (at >= 0) this.queue.splice(at, 1);
        resolve(null);
      }, leftMs);
      this.queue.push(waiter);
    });
  }

  /** Requests holding a slot, and requests waiting for one. */
  load(): { inFlight: number; queued: number } {
    return { inFlight: this.inFlight, queued: this.queue.length };
  }

  /** How long the request at `position` in the queue (0 first) can expect to wait, by the slots' recent pace. */
  expectedWaitMs(position: number): number {
    if (this.meanHeldMs === undefined) return 0;
    return ((position + 1) * this.meanHeldMs) / this.limits.maxInFlight;
  }

  private releaser(): Release {
    const since = this.now();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const held = this.now() - since;
      this.meanHeldMs = this.meanHeldMs === undefined ? held : this.meanHeldMs + SMOOTHING * (held - this.meanHeldMs);
      const next = this.queue.shift();
      if (next) {
        // The slot passes straight to the longest waiter: the count of slots in use does not change.
        clearTimeout(next.timer);
        next.admit(this.releaser());
      } else {
        this.inFlight--;
      }
    };
  }
}
