import { MalformedMediaError } from './media-format';
import { stripWebp } from './webp';

function chunk(fourcc: string, data: Buffer | string): Buffer {
  const body = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
  const head = Buffer.alloc(8);
  head.write(fourcc, 0, 'latin1');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body, Buffer.alloc(body.length & 1)]);
}

function riff(...chunks: Buffer[]): Buffer {
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(4 + chunks.reduce((sum, c) => sum + c.length, 0), 4);
  head.write('WEBP', 8, 'latin1');
  return Buffer.concat([head, ...chunks]);
}

const ICC_FLAG = 0x20;
const EXIF_FLAG = 0x08;
const XMP_FLAG = 0x04;

/** VP8X for a 40 × 30 canvas with the given flags. */
function vp8x(flags: number): Buffer {
  const data = Buffer.alloc(10);
  data[0] = flags;
  data.writeUIntLE(39, 4, 3);
  data.writeUIntLE(29, 7, 3);
  return chunk('VP8X', data);
}

// A lossless image's header (40 × 30) and a few bytes of its data: an odd size, so the chunk is padded.
const bits = Buffer.alloc(4);
bits.writeUInt32LE(39 | (29 << 14));
const VP8L = chunk('VP8L', Buffer.concat([Buffer.from([0x2f]), bits, Buffer.from([1, 2, 3, 4])]));
const ICCP = chunk('ICCP', 'profile');
const GPS = 'GPSLatitude 48/1 51/1 2412/100';

describe(stripWebp.name, () => {
  const photo = riff(
    vp8x(ICC_FLAG | EXIF_FLAG | XMP_FLAG),
    ICCP,
    VP8L,
    chunk('EXIF', `MM\0*${GPS}`),
    chunk('XMP ', `<x:xmpmeta>${GPS}</x:xmpmeta>`),
  );

  it('drops the EXIF and XMP chunks', () => {
    const { bytes } = stripWebp(photo);
    for (const gone of ['EXIF', 'XMP ', GPS]) expect(bytes.includes(Buffer.from(gone))).toBe(false);
  });

  it('clears the EXIF and XMP flags in VP8X and keeps the others', () => {
    expect(stripWebp(photo).bytes[20]).toBe(ICC_FLAG);
  });

  it('keeps every other chunk byte for byte and writes the RIFF size anew', () => {
    expect(stripWebp(photo).bytes).toEqual(riff(vp8x(ICC_FLAG), ICCP, VP8L));
  });

  it('reads the canvas size from VP8X, or the image header without it', () => {
    expect(stripWebp(photo)).toMatchObject({ width: 40, height: 30 });
    expect(stripWebp(riff(VP8L))).toMatchObject({ width: 40, height: 30 });
  });

  it('leaves out what follows the RIFF', () => {
    expect(stripWebp(Buffer.concat([photo, chunk('EXIF', GPS)])).bytes).toEqual(stripWebp(photo).bytes);
  });

  it.each([
    ['ends inside a chunk', riff(VP8L).subarray(0, 20)],
    ['has no image', riff(vp8x(0), ICCP)],
    ['starts with a chunk other than an image or VP8X', riff(ICCP, VP8L)],
    ['has a chunk longer than the RIFF', riff(VP8L, Buffer.from('EXIF\xff\xff\0\0', 'latin1'))],
  ])('refuses a file that %s', (_case, bytes) => {
    expect(() => stripWebp(bytes)).toThrow(MalformedMediaError);
  });
});
