import { AppError } from '../common/app-error';
import { LimitStorage } from '../common/limit-store/limit-storage';
import { MemoryLimitStore } from '../common/limit-store/memory-limit-store';
import { authenticateCounted } from './failed-authentications';

const LIMIT = { limit: 5, windowMs: 60_000 };

describe(authenticateCounted.name, () => {
  const clock = { now: 1_000_000 };
  let storage: LimitStorage;
  beforeEach(() => {
    storage = new LimitStorage(undefined, { warn: () => undefined, log: () => undefined }, new MemoryLimitStore(1000, () => clock.now));
  });
  afterEach(async () => {
    await storage.close();
  });

  const codeOf = (attempt: Promise<unknown>) =>
    attempt.then(
      () => 'ok',
      (error: AppError) => error.code,
    );

  it('refuses a client with rate_limited once it has failed the limit, before looking its key up', async () => {
    const lookups: string[] = [];
    const unknownKey = async () => {
      lookups.push('lookup');
      return null;
    };
    const codes = [];
    for (let i = 0; i < LIMIT.limit + 3; i++) codes.push(await codeOf(authenticateCounted(storage, '203.0.113.7', LIMIT, unknownKey)));
    expect(codes).toEqual([...Array(LIMIT.limit).fill('api_key_required'), 'rate_limited', 'rate_limited', 'rate_limited']);
    expect(lookups).toHaveLength(LIMIT.limit);
    const refusal = await authenticateCounted(storage, '203.0.113.7', LIMIT, unknownKey).catch((error: AppError) => error);
    expect(refusal).toMatchObject({ details: { retryAfterSeconds: 60 } });
    clock.now += LIMIT.windowMs;
    expect(await codeOf(authenticateCounted(storage, '203.0.113.7', LIMIT, unknownKey))).toBe('api_key_required');
  });

  it('never counts a good key, however many calls it makes', async () => {
    const goodKey = async () => ({ id: 'key' });
    for (let i = 0; i < LIMIT.limit * 10; i++) await authenticateCounted(storage, '198.51.100.1', LIMIT, goodKey);
    expect(await authenticateCounted(storage, '198.51.100.1', LIMIT, goodKey)).toEqual({ id: 'key' });
  });

  it('counts each client on its own', async () => {
    for (let i = 0; i < LIMIT.limit; i++) await codeOf(authenticateCounted(storage, '203.0.113.8', LIMIT, async () => null));
    expect(await codeOf(authenticateCounted(storage, '203.0.113.8', LIMIT, async () => null))).toBe('rate_limited');
    expect(await codeOf(authenticateCounted(storage, '192.0.2.9', LIMIT, async () => ({ id: 'key' })))).toBe('ok');
  });
});
