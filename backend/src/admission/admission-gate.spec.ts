import { AdmissionGate } from './admission-gate';
import { LoopDelay } from './loop-delay';

/** A clock the test moves by hand, for the gate's pace and waits. */
function manualClock() {
  let at = 0;
  return { now: () => at, advance: (ms: number) => ((at += ms), jest.advanceTimersByTime(ms)) };
}

describe(AdmissionGate.name, () => {
  afterEach(() => jest.useRealTimers());

  it('admits up to its bound at once and refuses beyond it when there is no queue', async () => {
    const gate = new AdmissionGate({ maxInFlight: 2, maxQueue: 0, maxWaitMs: 1000 });
    const first = await gate.enter();
    const second = await gate.enter();
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    await expect(gate.enter()).resolves.toBeNull();
    first!();
    await expect(gate.enter()).resolves.not.toBeNull();
  });

  it('hands a released slot to the longest waiter', async () => {
    const gate = new AdmissionGate({ maxInFlight: 1, maxQueue: 2, maxWaitMs: 10_000 });
    const holder = await gate.enter();
    const order: string[] = [];
    const a = gate.enter().then((release) => (order.push('a'), release));
    const b = gate.enter().then((release) => (order.push('b'), release));
    expect(gate.load()).toEqual({ inFlight: 1, queued: 2 });
    holder!();
    (await a)!();
    (await b)!();
    expect(order).toEqual(['a', 'b']);
    expect(gate.load()).toEqual({ inFlight: 0, queued: 0 });
  });

  it('refuses a request that waited its longest, and a request beyond the queue at once', async () => {
    jest.useFakeTimers();
    const gate = new AdmissionGate({ maxInFlight: 1, maxQueue: 1, maxWaitMs: 500 });
    await gate.enter();
    const waiting = gate.enter();
    await expect(gate.enter()).resolves.toBeNull();
    jest.advanceTimersByTime(500);
    await expect(waiting).resolves.toBeNull();
    expect(gate.load()).toEqual({ inFlight: 1, queued: 0 });
  });

  it('gives a slot back once however often its release is called', async () => {
    const gate = new AdmissionGate({ maxInFlight: 1, maxQueue: 0, maxWaitMs: 0 });
    const release = await gate.enter();
    release!();
    release!();
    expect(gate.load()).toEqual({ inFlight: 0, queued: 0 });
    await gate.enter();
    await expect(gate.enter()).resolves.toBeNull();
  });

  it('queues only as many as its slots serve within the longest wait, by how long a slot was held lately', async () => {
    jest.useFakeTimers();
    const clock = manualClock();
    const gate = new AdmissionGate({ maxInFlight: 2, maxQueue: 1000, maxWaitMs: 2500 }, clock.now);
    // Two answers of 1 s each: a slot serves one request a second, two slots two.
    const slots = [(await gate.enter())!, (await gate.enter())!];
    clock.advance(1000);
    slots.forEach((release) => release());
    await Promise.all([gate.enter(), gate.enter()]);

    // The fifth in the queue waits 2.5 s for a slot, the sixth would wait 3 s: refused at once, without waiting.
    const queued = Array.from({ length: 5 }, () => gate.enter());
    expect(gate.expectedWaitMs(4)).toBe(2500);
    await expect(gate.enter()).resolves.toBeNull();
    expect(gate.load()).toEqual({ inFlight: 2, queued: 5 });
    clock.advance(2500);
    await expect(Promise.all(queued)).resolves.toEqual([null, null, null, null, null]);
  });

  it("counts a request's wait from its arrival: one left unread by a busy loop has that much less to wait", async () => {
    jest.useFakeTimers();
    const clock = manualClock();
    const gate = new AdmissionGate({ maxInFlight: 1, maxQueue: 10, maxWaitMs: 2000 }, clock.now);
    const held = (await gate.enter())!;
    clock.advance(500);
    held();
    await gate.enter();

    // Half a second for a slot: refused at once after 1.8 s unseen, queued after 1 s and refused when its 2 s are up.
    await expect(gate.enter(1800)).resolves.toBeNull();
    const late = gate.enter(1000);
    clock.advance(999);
    expect(gate.load().queued).toBe(1);
    clock.advance(1);
    await expect(late).resolves.toBeNull();
    expect(gate.load().queued).toBe(0);
  });
});

describe(LoopDelay.name, () => {
  afterEach(() => jest.useRealTimers());

  it('reads how late its timer fired, and how long the loop has been held up since', () => {
    jest.useFakeTimers();
    let at = 0;
    const delay = new LoopDelay(() => at);
    at = 20;
    jest.advanceTimersByTime(20);
    expect(delay.currentMs()).toBe(0);
    // A crowd holds the loop for 1.5 s: a request read meanwhile has waited about that long.
    at += 1500;
    expect(delay.currentMs()).toBe(1480);
    jest.advanceTimersByTime(20);
    expect(delay.currentMs()).toBe(1480);
    delay.stop();
  });
});
