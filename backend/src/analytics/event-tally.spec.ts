import { EventTally, STEP_BIT } from './event-tally';
import { referrerHost, visitorId } from './visitor';

const visitor = (n: number) => visitorId(Buffer.from('salt'), `10.0.0.${n}`, 'agent');

describe('EventTally', () => {
  it('keeps one entry per visitor and day with every step reached, and one per page, path and source', () => {
    const tally = new EventTally(100);
    tally.add('2026-11-24', visitor(1), 'direct', 'page_view', '/');
    tally.add('2026-11-24', visitor(1), 'direct', 'handle_entered', '/');
    tally.add('2026-11-24', visitor(1), 'direct', 'page_view', '/');
    const batch = tally.drain();
    expect(batch.visitors).toHaveLength(1);
    expect(batch.visitors[0].steps).toBe(STEP_BIT.visit | STEP_BIT.handle_entered);
    expect(batch.pageViews).toEqual([{ day: '2026-11-24', path: '/', source: 'direct', views: 2 }]);
    expect(tally.size).toBe(0);
  });

  it('drops what would need a new entry once full, and counts it', () => {
    const tally = new EventTally(2);
    tally.add('2026-11-24', visitor(1), 'direct', 'page_view', '/');
    tally.add('2026-11-24', visitor(2), 'direct', 'handle_entered', '/');
    tally.add('2026-11-24', visitor(1), 'direct', 'email_step', '/');
    expect(tally.size).toBe(2);
    expect(tally.dropped).toBe(1);
  });

  it('takes a batch back after a failed write without losing steps already counted again', () => {
    const tally = new EventTally(10);
    tally.add('2026-11-24', visitor(1), 'direct', 'handle_entered', '/');
    const failed = tally.drain();
    tally.add('2026-11-24', visitor(1), 'direct', 'email_step', '/');
    tally.restore(failed);
    const [entry] = tally.drain().visitors;
    expect(entry.steps).toBe(STEP_BIT.visit | STEP_BIT.handle_entered | STEP_BIT.email_step);
  });
});

describe('visitorId and referrerHost', () => {
  it('names a visitor by salt, client and user agent, and differently under another salt', () => {
    expect(visitor(1).equals(visitor(1))).toBe(true);
    expect(visitor(1).equals(visitor(2))).toBe(false);
    expect(visitorId(Buffer.from('other'), '10.0.0.1', 'agent').equals(visitor(1))).toBe(false);
    expect(visitor(1)).toHaveLength(16);
  });

  it.each([
    ['https://www.Twitch.tv/somebody?x=1', 'twitch.tv'],
    ['https://gameshift.example/learn', null],
    ['javascript:alert(1)', null],
    ['not a url', null],
    [undefined, null],
  ])('reads %s as %s', (referrer, host) => {
    expect(referrerHost(referrer, 'gameshift.example')).toBe(host);
  });
});
