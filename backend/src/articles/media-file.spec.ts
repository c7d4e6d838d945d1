import { mediaContentType, toMediaFile } from './media-file';

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
