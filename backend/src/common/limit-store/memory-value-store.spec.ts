import { MemoryValueStore } from './memory-value-store';

describe(MemoryValueStore.name, () => {
  it('gives a value back until its time is up, then forgets it', () => {
    const clock = { now: 1_000 };
    const store = new MemoryValueStore(10, () => clock.now);
    store.set('mail-domain:a.example', 'null_mx', 600_000);
    clock.now += 599_999;
    expect(store.get('mail-domain:a.example')).toBe('null_mx');
    clock.now += 1;
    expect(store.get('mail-domain:a.example')).toBeUndefined();
  });

  it('never holds more than its maximum, forgetting the oldest value first', () => {
    const store = new MemoryValueStore(2);
    store.set('a', '1', 60_000);
    store.set('b', '2', 60_000);
    store.set('c', '3', 60_000);
    expect([store.get('a'), store.get('b'), store.get('c')]).toEqual([undefined, '2', '3']);
  });
});
