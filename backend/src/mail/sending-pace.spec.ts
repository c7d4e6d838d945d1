import { SlowDown } from './sending-pace';

describe(SlowDown.name, () => {
  beforeEach(() => jest.useFakeTimers({ now: 0 }));
  afterEach(() => jest.useRealTimers());

  it('pauses 1 s, then twice as long each episode, up to a minute', () => {
    const slowDown = new SlowDown();
    const pauses: Array<number | null> = [];
    for (let episode = 0; episode < 8; episode++) {
      pauses.push(slowDown.begin());
      jest.advanceTimersByTime(60_000);
    }
    expect(pauses).toEqual([1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000]);
  });

  it('does not lengthen a pause for the sends refused during it, and says how long is left', () => {
    const slowDown = new SlowDown();
    expect(slowDown.begin()).toBe(1000);
    jest.advanceTimersByTime(400);
    expect(slowDown.begin()).toBeNull();
    expect(slowDown.paused).toBe(true);
    expect(slowDown.remainingSeconds()).toBe(1);
    jest.advanceTimersByTime(600);
    expect(slowDown.paused).toBe(false);
    expect(slowDown.remainingSeconds()).toBe(0);
  });

  it('starts again from 1 s once a message went through', () => {
    const slowDown = new SlowDown();
    slowDown.begin();
    jest.advanceTimersByTime(1000);
    slowDown.begin();
    jest.advanceTimersByTime(2000);
    slowDown.recovered();
    expect(slowDown.begin()).toBe(1000);
  });
});
