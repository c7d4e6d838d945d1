import { DeliveryLog } from './delivery-log';

describe(DeliveryLog.name, () => {
  it('writes the ids that arrive during a write together in the next one', async () => {
    const writes: string[][] = [];
    let release!: () => void;
    const firstWrite = new Promise<void>((resolve) => (release = resolve));
    const log = new DeliveryLog(async (ids) => {
      writes.push(ids);
      if (writes.length === 1) await firstWrite;
    });
    const first = log.record('a');
    const later = ['b', 'c', 'd'].map((id) => log.record(id));
    release();
    await Promise.all([first, ...later]);
    expect(writes).toEqual([['a'], ['b', 'c', 'd']]);
  });

  it('fails the sends of a group whose write failed and keeps writing the next', async () => {
    let calls = 0;
    const log = new DeliveryLog(async () => {
      calls++;
      if (calls === 1) throw new Error('database away');
    });
    await expect(log.record('a')).rejects.toThrow('database away');
    await expect(log.record('b')).resolves.toBeUndefined();
  });
});
