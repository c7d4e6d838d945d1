import { ANALYTICS } from '@gameshift/contracts';
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';

type Analytics = typeof import('./analytics');

/** The module as a page load finds it: no batch waiting, nothing noted yet. */
function freshAnalytics(): Analytics {
  let loaded: Analytics | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<Analytics>('./analytics');
  });
  return loaded as Analytics;
}

/** What a beacon carried, as JSON (jsdom's Blob has no text()). */
function beaconJson(data: Blob): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(JSON.parse(reader.result as string));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(data);
  });
}

describe('analytics', () => {
  const beacons: Array<{ url: string; data: Blob }> = [];

  beforeEach(() => {
    jest.useFakeTimers();
    sessionStorage.clear();
    beacons.length = 0;
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      value: (url: string, data: Blob) => beacons.push({ url, data }) > 0,
    });
  });

  afterEach(() => {
    jest.useRealTimers();
    Reflect.deleteProperty(navigator, 'sendBeacon');
    Reflect.deleteProperty(navigator, 'doNotTrack');
    window.history.replaceState(null, '', '/');
  });

  it('notes the first page of the visit, with its utm tags, and keeps it for the tab', () => {
    window.history.replaceState(null, '', '/?utm_source=stream&utm_medium=video&utm_campaign=launch&other=1');
    const { visitAttribution } = freshAnalytics();
    const first = { landing: '/', utm_source: 'stream', utm_medium: 'video', utm_campaign: 'launch' };
    expect(visitAttribution()).toEqual(first);

    window.history.replaceState(null, '', '/learn?utm_source=elsewhere');
    expect(freshAnalytics().visitAttribution()).toEqual(first);
  });

  it('cuts a tag to the length the API accepts', () => {
    window.history.replaceState(null, '', `/?utm_campaign=${'x'.repeat(150)}`);
    expect(freshAnalytics().visitAttribution()?.utm_campaign).toHaveLength(ANALYTICS.maxUtm);
  });

  it("cuts a path to the length the API accepts, and puts at most a request's worth of events in a beacon", async () => {
    window.history.replaceState(null, '', `/${'p'.repeat(ANALYTICS.maxPath + 50)}`);
    const { track, visitAttribution } = freshAnalytics();
    expect(visitAttribution()?.landing).toHaveLength(ANALYTICS.maxPath);
    for (let i = 0; i <= ANALYTICS.eventsPerRequest; i += 1) track('page_view');
    jest.advanceTimersByTime(1_000);

    const sent = await Promise.all(beacons.map(async (beacon) => (await beaconJson(beacon.data)) as { events: Array<{ path: string }> }));
    expect(sent.map((body) => body.events.length)).toEqual([ANALYTICS.eventsPerRequest, 1]);
    expect(sent[0].events[0].path).toHaveLength(ANALYTICS.maxPath);
  });

  it('sends the events of a second in one beacon, each with the source and its path', async () => {
    window.history.replaceState(null, '', '/?utm_source=stream');
    const { track } = freshAnalytics();
    track('page_view');
    track('handle_entered');
    expect(beacons).toEqual([]);

    jest.advanceTimersByTime(1_000);
    expect(beacons).toHaveLength(1);
    expect(beacons[0].url).toBe('/api/events');
    expect(beacons[0].data.type).toBe('application/json');
    expect(await beaconJson(beacons[0].data)).toEqual({
      events: [
        { name: 'page_view', path: '/', utm_source: 'stream' },
        { name: 'handle_entered', path: '/', utm_source: 'stream' },
      ],
    });
  });

  it('sends nothing and notes nothing when the browser asks not to be tracked', () => {
    Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: '1' });
    window.history.replaceState(null, '', '/?utm_source=stream');
    const { track, visitAttribution } = freshAnalytics();
    track('page_view');
    jest.advanceTimersByTime(5_000);

    expect(beacons).toEqual([]);
    expect(visitAttribution()).toBeUndefined();
    expect(sessionStorage.length).toBe(0);
  });
});
