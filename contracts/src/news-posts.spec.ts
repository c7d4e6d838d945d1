import { embeddedPostId, isPostId, postIdFromUrl } from './news-posts';

describe(isPostId.name, () => {
  it.each(['1', '20', '1234567890123456789', '12345678901234567890'])('accepts %p', (id) => {
    expect(isPostId(id)).toBe(true);
  });

  it.each(['', 'abc', '12a', '123456789012345678901', ' 12', '12\n', '١٢٣', '-1', '1.5'])('refuses %p', (id) => {
    expect(isPostId(id)).toBe(false);
  });
});

describe(postIdFromUrl.name, () => {
  it.each([
    ['https://x.com/gameshift/status/1900000000000000001', '1900000000000000001'],
    ['https://twitter.com/jack/status/20', '20'],
    ['https://www.x.com/a_b/status/42/', '42'],
    ['http://mobile.twitter.com/someone/statuses/7', '7'],
    ['https://X.COM/Someone/status/9?s=20', '9'],
  ])('reads the post id of %p', (href, id) => {
    expect(postIdFromUrl(href)).toBe(id);
  });

  it.each([
    'https://x.com/gameshift',
    'https://x.com/gameshift/status/abc',
    'https://x.com/gameshift/status/1/photo/1',
    'https://evilx.com/a/status/1',
    'https://x.com.evil.com/a/status/1',
    'https://user:pw@x.com/a/status/1',
    'https://x.com:8443/a/status/1',
    'javascript://x.com/a/status/1',
    'ftp://x.com/a/status/1',
    '/a/status/1',
    'not a url',
  ])('finds no post in %p', (href) => {
    expect(postIdFromUrl(href)).toBeNull();
  });
});

describe(embeddedPostId.name, () => {
  const href = 'https://x.com/gameshift/status/123';

  it('embeds a post link that is alone in its paragraph, whatever its text', () => {
    expect(embeddedPostId({ href, text: 'our announcement' }, true)).toBe('123');
  });

  it('embeds a bare post link inside a sentence', () => {
    expect(embeddedPostId({ href, text: href }, false)).toBe('123');
    expect(embeddedPostId({ href, text: 'x.com/gameshift/status/123' }, false)).toBe('123');
  });

  it('keeps a post link with its own words inside a sentence a plain link', () => {
    expect(embeddedPostId({ href, text: 'this post' }, false)).toBeNull();
  });

  it('never embeds a link to anything but a post', () => {
    expect(embeddedPostId({ href: 'https://example.com/', text: 'https://example.com/' }, true)).toBeNull();
  });
});
