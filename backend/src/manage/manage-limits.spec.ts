import { ERASE_REQUEST_COOLDOWN_MS, MANAGE_REQUEST_LIMIT } from '@gameshift/contracts';
import { AppError } from '../common/app-error';
import { LimitStorage } from '../common/limit-store/limit-storage';
import { MemoryLimitStore } from '../common/limit-store/memory-limit-store';
import { ManageMailLimits } from './manage-limits';

function limitsAt(start = 1_000_000) {
  const clock = { now: start };
  const storage = new LimitStorage(undefined, { warn: () => undefined, log: () => undefined }, new MemoryLimitStore(1000, () => clock.now));
  return { limits: new ManageMailLimits(storage), storage, clock };
}

describe(ManageMailLimits.name, () => {
  let storage: LimitStorage | undefined;
  afterEach(async () => {
    await storage?.close();
  });

  it('mails one erase confirmation per reservation per cooldown, however often it is asked', async () => {
    const { limits, clock, ...rest } = limitsAt();
    storage = rest.storage;
    const answers = [];
    for (let i = 0; i < 20; i++) answers.push(await limits.eraseRequest('reservation-a'));
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await limits.eraseRequest('reservation-b')).toBe(true);
    clock.now += 2 * ERASE_REQUEST_COOLDOWN_MS;
    expect(await limits.eraseRequest('reservation-a')).toBe(true);
  });

  it('mails an address one link per window, whichever clients ask', async () => {
    const { limits, clock, ...rest } = limitsAt();
    storage = rest.storage;
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await limits.linkRequest(`198.51.100.${i}`, 'victim@example.com'));
    expect(answers).toEqual([true, false, false, false, false]);
    clock.now += 2 * MANAGE_REQUEST_LIMIT.windowMs;
    expect(await limits.linkRequest('198.51.100.9', 'victim@example.com')).toBe(true);
  });

  it('refuses a client over its limit with rate_limited and a wait, before counting the address it names', async () => {
    const { limits, ...rest } = limitsAt();
    storage = rest.storage;
    for (let i = 0; i < MANAGE_REQUEST_LIMIT.perClient; i++) await limits.linkRequest('203.0.113.7', `someone${i}@example.com`);
    const refusal = await limits.linkRequest('203.0.113.7', 'victim@example.com').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'rate_limited', details: { retryAfterSeconds: MANAGE_REQUEST_LIMIT.windowMs / 1000 } });
    // The refused request used up nothing of the victim's: their own request still mails a link.
    expect(await limits.linkRequest('192.0.2.1', 'victim@example.com')).toBe(true);
  });
});
