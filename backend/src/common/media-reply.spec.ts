import { parseByteRange } from './media-reply';

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
