/** Sleeps that end early when rung: a worker waiting for work or for a pause wakes when told. */
export class Wakeup {
  private sleepers = new Set<() => void>();

  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.sleepers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.sleepers.add(done);
    });
  }

  ring(): void {
    for (const wake of [...this.sleepers]) wake();
  }
}
