import { syndicationToken, upstreamUrl } from './post-request';

describe(upstreamUrl.name, () => {
  it("asks react-tweet's syndication path for the id with its token", () => {
    const url = upstreamUrl('https://cdn.syndication.twimg.com', '1930000000000000001');
    expect(url.origin + url.pathname).toBe('https://cdn.syndication.twimg.com/tweet-result');
    expect(url.searchParams.get('id')).toBe('1930000000000000001');
    expect(url.searchParams.get('lang')).toBe('en');
    expect(url.searchParams.get('token')).toBe(syndicationToken('1930000000000000001'));
    expect(url.searchParams.get('features')).toContain('tfw_show_blue_verified_badge:on');
  });

  it('keeps a base path', () => {
    expect(upstreamUrl('http://127.0.0.1:9/stub', '1').pathname).toBe('/stub/tweet-result');
  });
});

describe(syndicationToken.name, () => {
  it("gives the token react-tweet's getToken gives for the same id", () => {
    expect(syndicationToken('20')).toBe('6dq1a2xwd93');
    expect(syndicationToken('1930000000000000001')).toBe('4of9uveuocd');
  });
});
