/**
 * Records sent messages with one write per group instead of one per message: each send waits only
 * for the write that holds its id, and ids that arrive while a write runs go together in the next.
 * The record is what keeps a retried job from sending again, so it is written as soon as it can be.
 */
export class DeliveryLog {
  private waiting: Array<{ id: string; done: (error?: unknown) => void }> = [];
  private writing = false;

  constructor(private readonly write: (ids: string[]) => Promise<void>) {}

  record(id: string): Promise<void> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ id, done: (error) => (error === undefined ? resolve() : reject(error)) });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    while (this.waiting.length > 0) {
      const group = this.waiting;
      this.waiting = [];
      let error: unknown;
      try {
        await this.write(group.map((entry) => entry.id));
      } catch (caught) {
        error = caught ?? new Error('delivery record failed');
      }
      for (const entry of group) entry.done(error);
    }
    this.writing = false;
  }
}
