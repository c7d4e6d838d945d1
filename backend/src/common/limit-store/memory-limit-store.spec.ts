import { MemoryLimitStore } from './memory-limit-store';

function storeAt(start = 1_000_000, maxKeys?: number) {
  const clock = { now: start };
  const store = new MemoryLimitStore(maxKeys, () => clock.now);
  return { store, clock };
}

describe(MemoryLimitStore.name, () => {
  it('counts hits within a window and blocks the one beyond the limit for the block duration', () => {
    const { store, clock } = storeAt();
    try {
      const hits = [1, 2, 3].map(() => store.count('k', 60_000, 3, 60_000));
      expect(hits.map((h) => [h.totalHits, h.isBlocked])).toEqual([
        [1, false],
        [2, false],
        [3, false],
      ]);
      const refused = store.count('k', 60_000, 3, 60_000);
      expect(refused).toMatchObject({ isBlocked: true, timeToBlockExpire: 60 });
      clock.now += 30_000;
      expect(store.count('k', 60_000, 3, 60_000)).toMatchObject({ isBlocked: true, timeToBlockExpire: 30 });
      clock.now += 30_000;
      expect(store.count('k', 60_000, 3, 60_000)).toMatchObject({ totalHits: 1, isBlocked: false });
    } finally {
      store.stop();
    }
  });

  it('tells whether a key has used its window or is blocked, without counting', () => {
    const { store, clock } = storeAt();
    try {
      expect(store.isExhausted('k', 2)).toBe(false);
      store.count('k', 60_000, 2, 60_000);
      expect(store.isExhausted('k', 2)).toBe(false);
      store.count('k', 60_000, 2, 60_000);
      expect([store.isExhausted('k', 2), store.isExhausted('k', 2)]).toEqual([true, true]);
      store.count('k', 60_000, 2, 60_000);
      clock.now += 59_000;
      expect(store.isExhausted('k', 2)).toBe(true);
      clock.now += 1_000;
      expect(store.isExhausted('k', 2)).toBe(false);
    } finally {
      store.stop();
    }
  });

  it('starts a fresh window once the old one has passed', () => {
    const { store, clock } = storeAt();
    try {
      store.count('k', 1000, 1, 1000);
      clock.now += 1000;
      expect(store.count('k', 1000, 1, 1000)).toMatchObject({ totalHits: 1, isBlocked: false, timeToExpire: 1 });
    } finally {
      store.stop();
    }
  });

  it('keeps keys apart', () => {
    const { store } = storeAt();
    try {
      store.count('a', 1000, 1, 1000);
      expect(store.count('b', 1000, 1, 1000).isBlocked).toBe(false);
      expect(store.count('a', 1000, 1, 1000).isBlocked).toBe(true);
    } finally {
      store.stop();
    }
  });

  it('forgets entries whose window and block are over', () => {
    const { store, clock } = storeAt();
    try {
      store.count('short', 1000, 5, 1000);
      store.count('blocked', 1000, 0, 10_000);
      clock.now += 2000;
      store.sweep();
      expect(store.size).toBe(1);
      clock.now += 10_000;
      store.sweep();
      expect(store.size).toBe(0);
    } finally {
      store.stop();
    }
  });

  it('never holds more than its maximum number of keys, dropping expired entries first and then the oldest', () => {
    const { store, clock } = storeAt(1_000_000, 3);
    try {
      store.count('expired', 1000, 5, 1000);
      store.count('old', 60_000, 5, 60_000);
      store.count('mid', 60_000, 5, 60_000);
      clock.now += 2000;
      store.count('new1', 60_000, 5, 60_000);
      expect(store.size).toBe(3);
      expect(store.count('old', 60_000, 5, 60_000).totalHits).toBe(2);
      store.count('new2', 60_000, 5, 60_000);
      expect(store.size).toBe(3);
      // "old" was the first live entry stored: it starts over.
      expect(store.count('old', 60_000, 5, 60_000).totalHits).toBe(1);
      expect(store.size).toBe(3);
    } finally {
      store.stop();
    }
  });
});
