import { ascii, MalformedMediaError } from './media-format';

/** The first packet of an Ogg stream of audio: Vorbis, Opus, FLAC or Speex. Theora and the rest are video or unknown. */
const OGG_AUDIO = [
  Buffer.from('\x01vorbis', 'latin1'),
  Buffer.from('OpusHead'),
  Buffer.from('\x7fFLAC', 'latin1'),
  Buffer.from('Speex   '),
];

/** An Ogg page's fixed header: capture pattern, version, flags, position, serial, sequence, CRC, segment count. */
const OGG_HEADER = 27;

/** Where the Ogg page at `pos` ends, or -1 when it is not a whole page. */
function oggPageEnd(bytes: Buffer, pos: number): number {
  if (pos + OGG_HEADER > bytes.length || ascii(bytes, pos, 4) !== 'OggS' || bytes[pos + 4] !== 0) return -1;
  const segments = bytes[pos + 26];
  if (pos + OGG_HEADER + segments > bytes.length) return -1;
  let size = 0;
  for (let i = 0; i < segments; i++) size += bytes[pos + OGG_HEADER + i];
  const end = pos + OGG_HEADER + segments + size;
  return end <= bytes.length ? end : -1;
}

/**
 * Whether an Ogg stream's first packet is one of audio. The page must hold the packet's start; a file
 * cut shorter than that is judged by the next step (oggPages), which refuses it.
 */
export function isOggAudio(bytes: Buffer): boolean {
  if (bytes.length < OGG_HEADER || ascii(bytes, 0, 4) !== 'OggS') return false;
  const packet = OGG_HEADER + bytes[26];
  if (oggPageEnd(bytes, 0) === -1) return true;
  return OGG_AUDIO.some((id) => bytes.subarray(packet, packet + id.length).equals(id));
}

/** Walks an Ogg file page by page to its last byte: a file cut short ends inside a page. */
export function checkOgg(bytes: Buffer): void {
  let pos = 0;
  while (pos < bytes.length) {
    const end = oggPageEnd(bytes, pos);
    if (end === -1) throw new MalformedMediaError('ogg');
    pos = end;
  }
}

// Bit rates in kbit/s by bit-rate index: MPEG-1 layers I, II, III, then MPEG-2 and 2.5 layer I, then layers II and III.
const BIT_RATES = [
  [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
];
const SAMPLE_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/**
 * The length in bytes of the MPEG audio frame whose header is at `pos`, or 0 when there is no valid
 * header there (no frame sync, a reserved version, layer, bit rate or sample rate). A free-format
 * frame (bit-rate index 0) has no length its header gives, and is not taken.
 */
export function mpegFrameLength(bytes: Buffer, pos: number): number {
  if (pos + 4 > bytes.length || bytes[pos] !== 0xff || (bytes[pos + 1] & 0xe0) !== 0xe0) return 0;
  const version = (bytes[pos + 1] >> 3) & 3;
  const layer = (bytes[pos + 1] >> 1) & 3;
  const rateIndex = bytes[pos + 2] >> 4;
  const sampleIndex = (bytes[pos + 2] >> 2) & 3;
  if (version === 1 || layer === 0 || rateIndex === 0 || rateIndex === 15 || sampleIndex === 3) return 0;
  const padding = (bytes[pos + 2] >> 1) & 1;
  const mpeg1 = version === 3;
  const table = mpeg1 ? 3 - layer : layer === 3 ? 3 : 4;
  const bitRate = BIT_RATES[table][rateIndex] * 1000;
  const sampleRate = SAMPLE_RATES[version][sampleIndex];
  if (layer === 3) return (Math.floor((12 * bitRate) / sampleRate) + padding) * 4;
  return Math.floor(((layer === 1 && !mpeg1 ? 72 : 144) * bitRate) / sampleRate) + padding;
}

/** The length of an ID3v2 tag at the start (its header, its syncsafe size and a footer when flagged), 0 for none. */
export function id3Length(bytes: Buffer): number {
  if (bytes.length < 10 || ascii(bytes, 0, 3) !== 'ID3' || bytes[3] === 0xff || bytes[4] === 0xff) return 0;
  const size = bytes.subarray(6, 10);
  if (size.some((byte) => byte >= 0x80)) return 0;
  const body = (size[0] << 21) | (size[1] << 14) | (size[2] << 7) | size[3];
  return 10 + body + (bytes[5] & 0x10 ? 10 : 0);
}

/**
 * An MP3 holds audio frames: after its ID3 tag (and any zero padding) a valid frame header, followed
 * by another valid one or by the end of the file.
 */
export function checkMp3(bytes: Buffer): void {
  let pos = id3Length(bytes);
  while (pos < bytes.length && bytes[pos] === 0) pos++;
  const length = mpegFrameLength(bytes, pos);
  if (length === 0 || pos + length > bytes.length) throw new MalformedMediaError('mp3');
  if (pos + length < bytes.length && mpegFrameLength(bytes, pos + length) === 0) throw new MalformedMediaError('mp3');
}

/** Walks a WAV's RIFF chunks to the RIFF's end; it must hold its format (`fmt `) and its samples (`data`). */
export function checkWav(bytes: Buffer): void {
  const fail = () => new MalformedMediaError('wav');
  if (bytes.length < 12) throw fail();
  const riffEnd = 8 + bytes.readUInt32LE(4);
  if (riffEnd > bytes.length) throw fail();
  const seen = new Set<string>();
  for (let pos = 12; pos < riffEnd;) {
    if (pos + 8 > riffEnd) throw fail();
    const size = bytes.readUInt32LE(pos + 4);
    const end = pos + 8 + size + (size & 1);
    // The last chunk's pad byte is often left out.
    if (end > riffEnd && !(end === riffEnd + 1 && size & 1)) throw fail();
    seen.add(ascii(bytes, pos, 4));
    pos = end;
  }
  if (!seen.has('fmt ') || !seen.has('data')) throw fail();
}
