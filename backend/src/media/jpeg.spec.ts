import { stripJpeg } from './jpeg';
import { MalformedMediaError } from './media-format';

function segment(marker: number, payload: Buffer | string): Buffer {
  const body = typeof payload === 'string' ? Buffer.from(payload, 'latin1') : payload;
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** An Exif block whose IFD0 points at a GPS IFD holding a latitude of 48° 51' 24.12" N. */
const GPS_LATITUDE = Buffer.from([0, 0, 0, 48, 0, 0, 0, 1, 0, 0, 0, 51, 0, 0, 0, 1, 0, 0, 0x09, 0x6c, 0, 0, 0, 100]);
const EXIF = Buffer.concat([
  Buffer.from('Exif\0\0MM\0\x2a\0\0\0\x08', 'latin1'),
  // IFD0: one entry, GPSInfo (0x8825), LONG, pointing at the GPS IFD at offset 26.
  Buffer.from([0, 1, 0x88, 0x25, 0, 4, 0, 0, 0, 1, 0, 0, 0, 26, 0, 0, 0, 0]),
  // GPS IFD: GPSLatitude (2), RATIONAL x3 at offset 44.
  Buffer.from([0, 1, 0, 2, 0, 5, 0, 0, 0, 3, 0, 0, 0, 44, 0, 0, 0, 0]),
  GPS_LATITUDE,
]);

const SOI = Buffer.from([0xff, 0xd8]);
const EOI = Buffer.from([0xff, 0xd9]);
const APP0 = segment(0xe0, 'JFIF\0\x01\x01\0\0\x01\0\x01\0\0');
const ICC = segment(0xe2, 'ICC_PROFILE\0\x01\x01profile bytes');
const DQT = segment(0xdb, Buffer.alloc(65, 1));
// 8 bits, 16 high, 32 wide, one component.
const SOF = segment(0xc0, Buffer.from([8, 0, 16, 0, 32, 1, 1, 0x11, 0]));
const DHT = segment(0xc4, Buffer.alloc(29, 2));
// The scan's entropy-coded data holds a stuffed 0xFF and a restart marker, neither of which ends it.
const SCAN = Buffer.concat([segment(0xda, Buffer.from([1, 1, 0, 0, 63, 0])), Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56])]);
const IMAGE = [DQT, SOF, DHT, SCAN];

const XMP = segment(0xe1, 'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta><exif:GPSLatitude>48,51.402N</exif:GPSLatitude></x:xmpmeta>');
const IPTC = segment(0xed, 'Photoshop 3.0\x008BIM\x04\x04\0\0\0\0\0\x0bcity: Paris');
const COMMENT = segment(0xfe, 'taken at home');

describe(stripJpeg.name, () => {
  const photo = Buffer.concat([SOI, APP0, segment(0xe1, EXIF), XMP, ICC, IPTC, COMMENT, ...IMAGE, EOI]);

  it('drops the Exif block with its GPS data, XMP, IPTC and comments', () => {
    const { bytes } = stripJpeg(photo);
    for (const gone of [
      Buffer.from('Exif'),
      GPS_LATITUDE,
      Buffer.from('xmpmeta'),
      Buffer.from('Photoshop'),
      Buffer.from('taken at home'),
    ]) {
      expect(bytes.includes(gone)).toBe(false);
    }
  });

  it('keeps JFIF, the ICC profile and every segment of the image byte for byte, in order', () => {
    expect(stripJpeg(photo).bytes).toEqual(Buffer.concat([SOI, APP0, ICC, ...IMAGE, EOI]));
  });

  it('reads the size from the frame header', () => {
    expect(stripJpeg(photo)).toMatchObject({ width: 32, height: 16 });
  });

  it('leaves out what follows the end of the image', () => {
    expect(stripJpeg(Buffer.concat([photo, segment(0xe1, EXIF)])).bytes).toEqual(stripJpeg(photo).bytes);
  });

  it('keeps fill bytes before a marker it keeps', () => {
    const filled = Buffer.concat([SOI, Buffer.from([0xff]), APP0, ...IMAGE, EOI]);
    expect(stripJpeg(filled).bytes).toEqual(filled);
  });

  it.each([
    ['ends inside a segment', Buffer.concat([SOI, APP0, DQT.subarray(0, 10)])],
    ['ends inside the scan', Buffer.concat([SOI, APP0, DQT, SOF, DHT, SCAN])],
    ['has no scan', Buffer.concat([SOI, APP0, DQT, SOF, EOI])],
    ['has a segment longer than the file', Buffer.concat([SOI, Buffer.from([0xff, 0xe0, 0xff, 0xff])])],
    ['has bytes where a marker should be', Buffer.concat([SOI, Buffer.from('not a marker')])],
  ])('refuses a file that %s', (_case, bytes) => {
    expect(() => stripJpeg(bytes)).toThrow(MalformedMediaError);
  });
});
