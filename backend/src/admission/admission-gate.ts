/** Gives a slot back; calling it again does nothing. */
export type Release = () => void;

interface Waiter {
  admit: (release: Release) => void;
  timer: NodeJS.Timeout | undefined;
}

/**
 * A bound on the requests an instance works on at once, with a short queue in front of it. A
 * request beyond both, or one that waited its longest, is refused at once: a crowd larger than
 * the database pool then hears "come back in a second" instead of waiting until a proxy gives up.
 */
export class AdmissionGate {
  private inFlight = 0;
  private readonly queue: Waiter[] = [];

  constructor(
    private readonly maxInFlight: number,
    private readonly maxQueue: number,
    private readonly queueTimeoutMs: number,
  ) {}

  /** Resolves with the release of a slot, or with null when the request is to be refused. */
  enter(): Promise<Release | null> {
    if (this.inFlight < this.maxInFlight) {
      this.inFlight++;
      return Promise.resolve(this.releaser());
    }
    if (this.queue.length >= this.maxQueue || this.queueTimeoutMs === 0) return Promise.resolve(null);
    return new Promise((resolve) => {
      const waiter: Waiter = { admit: resolve, timer: undefined };
      waiter.timer = setTimeout(() => {
        const at = this.queue.indexOf(waiter);
        if (at >= 0) this.queue.splice(at, 1);
        resolve(null);
      }, this.queueTimeoutMs);
      this.queue.push(waiter);
    });
  }

  /** Requests holding a slot, and requests waiting for one. */
  load(): { inFlight: number; queued: number } {
    return { inFlight: this.inFlight, queued: this.queue.length };
  }

  private releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
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
