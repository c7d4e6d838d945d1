import { sourceOf, storedAttribution } from './attribution';

const OWN = 'gameshift.example';

describe('sourceOf and storedAttribution', () => {
  it.each([
    [{ utm_source: 'stream', utm_campaign: 'launch' }, 'stream / launch'],
    [{ utm_source: ' stream ', utm_campaign: '  ' }, 'stream'],
    [{ referrer: 'https://www.Reddit.com/r/games' }, 'reddit.com'],
    [{ referrer: 'https://gameshift.example/learn' }, 'direct'],
    [{}, 'direct'],
  ])('counts a visit from %j under %s, for its events and for its reservation alike', (visit, source) => {
    expect(sourceOf(visit, OWN)).toBe(source);
    expect(storedAttribution({ ...visit, landing: '/' }, OWN)?.source).toBe(source);
  });

  it('keeps the referrer only as a host, the tags trimmed, and nothing for a request that named no source', () => {
    expect(storedAttribution({ referrer: 'https://news.example/a/page?q=1', utm_medium: ' video ', landing: '/learn' }, OWN)).toEqual({
      source: 'news.example',
      referrer_host: 'news.example',
      utm_source: null,
      utm_medium: 'video',
      utm_campaign: null,
      landing: '/learn',
    });
    expect(storedAttribution(undefined, OWN)).toBeNull();
  });
});
