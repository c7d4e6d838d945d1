import { mediaContentType, parseByteRange, toMediaFile } from './media-file';

describe(parseByteRange.name, () => {
  it.each([
    ['bytes=0-99', { start: 0, end: 99 }],
    ['bytes=100-', { start: 100, end: 999 }],
    ['bytes=-100', { start: 900, end: 999 }],
    ['bytes=990-5000', { start: 990, end: 999 }],
    ['bytes=-5000', { start: 0, end: 999 }],
  ])('reads %p', (header, range) => {
    expect(parseByteRange(header, 1000)).toEqual(range);
  });

  it.each(['bytes=1000-', 'bytes=-0'])('finds %p unsatisfiable', (header) => {
    expect(parseByteRange(header, 1000)).toBe('unsatisfiable');
  });

  it.each([undefined, '', 'bytes=0-1,5-9', 'items=0-1', 'bytes=-', 'bytes=9-1', 'bytes=a-b'])('ignores %p', (header) => {
    expect(parseByteRange(header, 1000)).toBeNull();
  });
});

describe(mediaContentType.name, () => {
  it('knows images and audio by extension and refuses anything else', () => {
    expect(mediaContentType('hero.svg')).toBe('image/svg+xml');
    expect(mediaContentType('talk.ogg')).toBe('audio/ogg');
    expect(mediaContentType('page.html')).toBeUndefined();
    expect(mediaContentType('../secret.svg')).toBeUndefined();
    expect(mediaContentType('Hero.SVG')).toBeUndefined();
  });
});

describe(toMediaFile.name, () => {
  it('gives the same content the same entity tag', () => {
    expect(toMediaFile('a.svg', Buffer.from('x')).etag).toBe(toMediaFile('b.svg', Buffer.from('x')).etag);
    expect(toMediaFile('a.svg', Buffer.from('x')).etag).not.toBe(toMediaFile('a.svg', Buffer.from('y')).etag);
  });
});
