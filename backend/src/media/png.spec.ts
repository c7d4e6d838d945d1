import { crc32, deflateSync } from 'node:zlib';
import { MalformedMediaError } from './media-format';
import { PNG_SIGNATURE, stripPng } from './png';

function chunk(type: string, data: Buffer | string): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), typeof data === 'string' ? Buffer.from(data, 'latin1') : data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length - 4);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const ihdr = Buffer.alloc(13);
ihdr.writeUInt32BE(3, 0);
ihdr.writeUInt32BE(2, 4);
ihdr.set([8, 2, 0, 0, 0], 8);
const IHDR = chunk('IHDR', ihdr);
const ICC = chunk('iCCP', 'sRGB\0\0compressed profile');
const IDAT = chunk('IDAT', deflateSync(Buffer.alloc(2 * (1 + 3 * 3), 0x7f)));
const IEND = chunk('IEND', '');
const GPS = 'GPSLatitude 48/1 51/1 2412/100';

describe(stripPng.name, () => {
  const photo = Buffer.concat([
    PNG_SIGNATURE,
    IHDR,
    chunk('eXIf', `MM\0*\0\0\0\x08${GPS}`),
    ICC,
    chunk('tEXt', 'Comment\0taken at home'),
    chunk('zTXt', 'Author\0\0compressed'),
    chunk('iTXt', `XML:com.adobe.xmp\0\0\0\0\0<x:xmpmeta>${GPS}</x:xmpmeta>`),
    chunk('tIME', Buffer.from([0x07, 0xe9, 6, 1, 12, 0, 0])),
    IDAT,
    IEND,
  ]);

  it('drops eXIf, the text chunks and tIME', () => {
    const { bytes } = stripPng(photo);
    for (const type of ['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME', GPS]) expect(bytes.includes(Buffer.from(type))).toBe(false);
  });

  it('keeps every other chunk byte for byte with its CRC, in order', () => {
    expect(stripPng(photo).bytes).toEqual(Buffer.concat([PNG_SIGNATURE, IHDR, ICC, IDAT, IEND]));
  });

  it('reads the size from IHDR', () => {
    expect(stripPng(photo)).toMatchObject({ width: 3, height: 2 });
  });

  it('leaves out what follows IEND', () => {
    expect(stripPng(Buffer.concat([photo, chunk('eXIf', GPS)])).bytes).toEqual(stripPng(photo).bytes);
  });

  it.each([
    ['ends before IEND', Buffer.concat([PNG_SIGNATURE, IHDR, IDAT])],
    ['ends inside a chunk', Buffer.concat([PNG_SIGNATURE, IHDR, IDAT.subarray(0, 12)])],
    ['does not start with IHDR', Buffer.concat([PNG_SIGNATURE, IDAT, IEND])],
    ['has no image data', Buffer.concat([PNG_SIGNATURE, IHDR, IEND])],
    ['names a chunk with other than letters', Buffer.concat([PNG_SIGNATURE, IHDR, chunk('ID@T', 'x'), IEND])],
  ])('refuses a file that %s', (_case, bytes) => {
    expect(() => stripPng(bytes)).toThrow(MalformedMediaError);
  });
});
