import { looksLikeSvg, sniffMedia } from './sniff';

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

const fullBox = (type: string, ...content: Buffer[]) => box(type, Buffer.alloc(4), ...content);
const ftyp = (...brands: string[]) =>
  box('ftyp', Buffer.from(brands[0], 'latin1'), Buffer.alloc(4), Buffer.from(brands.slice(1).join(''), 'latin1'));
const track = (handler: string) =>
  box('trak', box('mdia', fullBox('hdlr', Buffer.alloc(4), Buffer.from(handler, 'latin1'), Buffer.alloc(12))));

/** An Ogg page holding the first packet of a stream. */
function oggPage(packet: string): Buffer {
  const head = Buffer.alloc(28);
  head.write('OggS', 0, 'latin1');
  head[5] = 2;
  head[26] = 1;
  head[27] = packet.length;
  return Buffer.concat([head, Buffer.from(packet, 'latin1')]);
}

/** Two MPEG-1 layer III frames, 128 kbit/s at 44.1 kHz: 417 bytes each. */
const frame = () => Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x00]), Buffer.alloc(413)]);
const MP3 = Buffer.concat([frame(), frame()]);

describe(sniffMedia.name, () => {
  it.each([
    ['jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16])],
    ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])],
    ['gif', Buffer.from('GIF89a\x01\0\x01\0', 'latin1')],
    ['webp', Buffer.from('RIFF\x1a\0\0\0WEBPVP8L', 'latin1')],
    ['avif', Buffer.concat([ftyp('avif', 'mif1', 'miaf'), box('mdat')])],
    ['ogg', oggPage('OpusHead\x01\x02')],
    ['ogg', oggPage('\x01vorbis\0\0\0\0')],
    ['mp3', MP3],
    ['mp3', Buffer.concat([Buffer.from('ID3\x04\0\0\0\0\0\0', 'latin1'), MP3])],
    ['m4a', Buffer.concat([ftyp('M4A ', 'isom'), box('moov', track('soun')), box('mdat')])],
    ['m4a', Buffer.concat([ftyp('isom', 'mp42'), box('moov', track('soun'))])],
    ['wav', Buffer.from('RIFF\x24\0\0\0WAVEfmt ', 'latin1')],
  ])('knows %s by its bytes', (format, bytes) => {
    expect(sniffMedia(bytes)).toBe(format);
  });

  it.each([
    ['an HTML page, whatever name it came under', Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')],
    ['plain text', Buffer.from('just some words')],
    ['a video MP4', Buffer.concat([ftyp('isom', 'mp42'), box('moov', track('vide'), track('soun'))])],
    ['a HEIF photo', Buffer.concat([ftyp('heic', 'mif1'), box('mdat')])],
    ['an Ogg video', oggPage('\x80theora\x03')],
    ['a PDF', Buffer.from('%PDF-1.7\n')],
    ['a RIFF of another kind', Buffer.from('RIFF\x04\0\0\0AVI LIST', 'latin1')],
    ['nothing', Buffer.alloc(0)],
  ])('takes nothing from %s', (_case, bytes) => {
    expect(sniffMedia(bytes)).toBeNull();
  });

  it.each([
    ['a PNG signature cut short', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ['a JPEG cut after its first marker', Buffer.from([0xff, 0xd8])],
    ['a GIF signature cut short', Buffer.from('GIF8')],
    ['a RIFF header cut short', Buffer.from('RIFF\x10\0\0\0WE', 'latin1')],
  ])('takes nothing from %s', (_case, bytes) => {
    expect(sniffMedia(bytes)).toBeNull();
  });

  it('calls SVG by its name, so its refusal can say why', () => {
    expect(sniffMedia(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBe('svg');
  });
});

describe(looksLikeSvg.name, () => {
  it.each([
    ['bare', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ['after an XML prolog', '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'],
    ['after a byte order mark and blank lines', '\uFEFF\n\n   \t<?xml version="1.0"?><svg></svg>'],
    [
      'after a doctype and a comment',
      '<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<!-- made by hand -->\n<svg>',
    ],
    ['with a namespace prefix', '<svg:svg xmlns:svg="http://www.w3.org/2000/svg"></svg:svg>'],
    ['under another prefix, by its namespace', '<x:root xmlns:x="http://www.w3.org/2000/svg"></x:root>'],
    ['in upper case', '<SVG></SVG>'],
  ])('sees an SVG %s', (_case, text) => {
    expect(looksLikeSvg(Buffer.from(text))).toBe(true);
  });

  it('sees an SVG in UTF-16, either byte order', () => {
    const text = '<?xml version="1.0" encoding="UTF-16"?><svg></svg>';
    const little = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const big = Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]);
    expect([looksLikeSvg(little), looksLikeSvg(big)]).toEqual([true, true]);
  });

  it.each([
    ['an HTML page without an svg element', '<!doctype html><p>svg is a format</p>'],
    ['text that mentions <svg> after a word', 'Draw it in <svg> then export.'],
    ['JSON', '{"svg": "<svg>"}'],
  ])('does not take %s for an SVG', (_case, text) => {
    expect(looksLikeSvg(Buffer.from(text))).toBe(false);
  });
});
