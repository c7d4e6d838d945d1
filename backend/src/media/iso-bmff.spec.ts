import { fileBrands, inspectAvif, trackHandlers } from './iso-bmff';
import { MalformedMediaError } from './media-format';

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

const fullBox = (type: string, version: number, ...content: Buffer[]) => box(type, Buffer.from([version, 0, 0, 0]), ...content);
const u16 = (n: number) => Buffer.from([n >> 8, n & 0xff]);
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const text = (value: string) => Buffer.from(value, 'latin1');

/** An item info entry (version 2): id, protection index, type, name, and for `mime` its content type. */
const infe = (id: number, type: string, extra = '') => fullBox('infe', 2, u16(id), u16(0), text(type), text(`\0${extra}`));

function avif(...items: Buffer[]): Buffer {
  const meta = fullBox(
    'meta',
    0,
    fullBox('hdlr', 0, u32(0), text('pict'), Buffer.alloc(13)),
    fullBox('iinf', 0, u16(items.length), ...items),
    box('iprp', box('ipco', fullBox('ispe', 0, u32(640), u32(480)))),
  );
  return Buffer.concat([box('ftyp', text('avif'), u32(0), text('mif1miaf')), meta, box('mdat', text('pixels'))]);
}

describe(fileBrands.name, () => {
  it('reads the major and compatible brands', () => {
    expect(fileBrands(avif(infe(1, 'av01')))).toEqual(['avif', 'mif1', 'miaf']);
  });

  it('answers null for a file that does not start with ftyp', () => {
    expect(fileBrands(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBeNull();
  });
});

describe(inspectAvif.name, () => {
  it('reads the image size from ispe', () => {
    expect(inspectAvif(avif(infe(1, 'av01')))).toEqual({ width: 640, height: 480, metadata: false });
  });

  it('finds an Exif item', () => {
    expect(inspectAvif(avif(infe(1, 'av01'), infe(2, 'Exif'))).metadata).toBe(true);
  });

  it('finds an XMP item', () => {
    expect(inspectAvif(avif(infe(1, 'av01'), infe(2, 'mime', 'application/rdf+xml\0'))).metadata).toBe(true);
  });

  it('refuses a file cut inside its boxes', () => {
    const bytes = avif(infe(1, 'av01'));
    expect(() => inspectAvif(bytes.subarray(0, bytes.length - 3))).toThrow(MalformedMediaError);
  });
});

describe(trackHandlers.name, () => {
  const track = (handler: string) => box('trak', box('mdia', fullBox('hdlr', 0, u32(0), text(handler), Buffer.alloc(12))));
  const mp4 = (...tracks: Buffer[]) => Buffer.concat([box('ftyp', text('isom'), u32(0)), box('moov', ...tracks), box('mdat')]);

  it('lists each track’s handler', () => {
    expect(trackHandlers(mp4(track('vide'), track('soun')))).toEqual(['vide', 'soun']);
  });

  it('refuses a file without moov', () => {
    expect(() => trackHandlers(Buffer.concat([box('ftyp', text('isom'), u32(0)), box('mdat')]))).toThrow(MalformedMediaError);
  });

  it('refuses a box longer than the file', () => {
    expect(() => trackHandlers(Buffer.concat([box('ftyp', text('isom'), u32(0)), u32(1000), text('moov')]))).toThrow(MalformedMediaError);
  });
});
