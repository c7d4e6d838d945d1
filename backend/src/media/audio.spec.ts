import { checkMp3, checkOgg, checkWav, mpegFrameLength } from './audio';
import { MalformedMediaError } from './media-format';

function oggPage(payload: Buffer): Buffer {
  const head = Buffer.alloc(28);
  head.write('OggS', 0, 'latin1');
  head[26] = 1;
  head[27] = payload.length;
  return Buffer.concat([head, payload]);
}

const frame = (header: number[]) => Buffer.concat([Buffer.from(header), Buffer.alloc(mpegFrameLength(Buffer.from(header), 0) - 4)]);

describe(mpegFrameLength.name, () => {
  it.each([
    ['MPEG-1 layer III, 128 kbit/s, 44.1 kHz', [0xff, 0xfb, 0x90, 0x00], 417],
    ['the same with padding', [0xff, 0xfb, 0x92, 0x00], 418],
    ['MPEG-2 layer III, 64 kbit/s, 22.05 kHz', [0xff, 0xf3, 0x80, 0x00], 208],
    ['MPEG-1 layer II, 192 kbit/s, 48 kHz', [0xff, 0xfd, 0xa4, 0x00], 576],
  ])('reads the length of an %s frame', (_case, header, length) => {
    expect(mpegFrameLength(Buffer.from(header), 0)).toBe(length);
  });

  it.each([
    ['no frame sync', [0xff, 0x1b, 0x90, 0x00]],
    ['a reserved version', [0xff, 0xeb, 0x90, 0x00]],
    ['a reserved layer', [0xff, 0xf9, 0x90, 0x00]],
    ['a bad bit rate', [0xff, 0xfb, 0xf0, 0x00]],
    ['a reserved sample rate', [0xff, 0xfb, 0x9c, 0x00]],
  ])('finds no frame with %s', (_case, header) => {
    expect(mpegFrameLength(Buffer.from(header), 0)).toBe(0);
  });
});

describe(checkMp3.name, () => {
  const mp3 = Buffer.concat([frame([0xff, 0xfb, 0x90, 0x00]), frame([0xff, 0xfb, 0x90, 0x00])]);

  it('takes frames, after an ID3 tag or not', () => {
    expect(() => checkMp3(mp3)).not.toThrow();
    expect(() => checkMp3(Buffer.concat([Buffer.from('ID3\x04\0\0\0\0\0\x02\0\0', 'latin1'), mp3]))).not.toThrow();
  });

  it('refuses an ID3 tag with no audio after it', () => {
    expect(() => checkMp3(Buffer.from('ID3\x04\0\0\0\0\0\x02\0\0', 'latin1'))).toThrow(MalformedMediaError);
  });

  it('refuses a first frame followed by something other than a frame', () => {
    expect(() => checkMp3(Buffer.concat([mp3.subarray(0, 417), Buffer.from('not a frame')]))).toThrow(MalformedMediaError);
  });

  it('refuses a file cut inside its first frame', () => {
    expect(() => checkMp3(mp3.subarray(0, 300))).toThrow(MalformedMediaError);
  });
});

describe(checkOgg.name, () => {
  const ogg = Buffer.concat([oggPage(Buffer.from('OpusHead\x01\x02')), oggPage(Buffer.from('OpusTags'))]);

  it('walks a stream page by page to its end', () => {
    expect(() => checkOgg(ogg)).not.toThrow();
  });

  it('refuses a stream cut inside a page', () => {
    expect(() => checkOgg(ogg.subarray(0, ogg.length - 3))).toThrow(MalformedMediaError);
  });
});

describe(checkWav.name, () => {
  const wav = Buffer.from('RIFF\x24\0\0\0WAVEfmt \x10\0\0\0\x01\0\x01\0\x44\xac\0\0\x88\x58\x01\0\x02\0\x10\0data\0\0\0\0', 'latin1');

  it('takes a RIFF with its format and samples', () => {
    expect(() => checkWav(wav)).not.toThrow();
  });

  it('refuses one cut short', () => {
    expect(() => checkWav(wav.subarray(0, 30))).toThrow(MalformedMediaError);
  });

  it('refuses one without samples', () => {
    const noData = Buffer.concat([Buffer.from('RIFF\x1c\0\0\0', 'latin1'), wav.subarray(8, 36)]);
    expect(() => checkWav(noData)).toThrow(MalformedMediaError);
  });
});
