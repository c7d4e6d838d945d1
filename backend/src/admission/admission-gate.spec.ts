import { AdmissionGate } from './admission-gate';

describe(AdmissionGate.name, () => {
  afterEach(() => jest.useRealTimers());

  it('admits up to its bound at once and refuses beyond it when there is no queue', async () => {
    const gate = new AdmissionGate(2, 0, 1000);
    const first = await gate.enter();
    const second = await gate.enter();
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    await expect(gate.enter()).resolves.toBeNull();
    first!();
    await expect(gate.enter()).resolves.not.toBeNull();
  });

  it('hands a released slot to the longest waiter', async () => {
    const gate = new AdmissionGate(1, 2, 10_000);
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
    const gate = new AdmissionGate(1, 1, 500);
    await gate.enter();
    const waiting = gate.enter();
    await expect(gate.enter()).resolves.toBeNull();
    jest.advanceTimersByTime(500);
    await expect(waiting).resolves.toBeNull();
    expect(gate.load()).toEqual({ inFlight: 1, queued: 0 });
  });

  it('gives a slot back once however often its release is called', async () => {
    const gate = new AdmissionGate(1, 0, 0);
    const release = await gate.enter();
    release!();
    release!();
    expect(gate.load()).toEqual({ inFlight: 0, queued: 0 });
    await gate.enter();
    await expect(gate.enter()).resolves.toBeNull();
  });
});
