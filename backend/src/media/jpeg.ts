import { MalformedMediaError } from './media-format';

/** An image with what a camera or editor wrote beside its pixels removed, and its size when the header says it. */
export interface StrippedImage {
  bytes: Buffer;
  width?: number;
  height?: number;
}

/** APP1 (Exif with its GPS block, XMP), APP13 (IPTC, Photoshop) and COM: who, where and when, never pixels. */
const DROPPED = new Set([0xe1, 0xed, 0xfe]);

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;

/** SOF0 to SOF15 but DHT, JPG and DAC, which share the range: the segment that gives the frame's size. */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** Markers that stand alone, without a length: TEM and the restart markers. */
function isStandalone(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
}

/**
 * Where a scan's entropy-coded data ends: at the 0xFF that starts the next marker. Inside the data a
 * 0xFF is followed by 0x00 (a stuffed byte) or a restart marker; a file that ends first is cut short.
 */
function scanEnd(bytes: Buffer, from: number): number {
  let at = bytes.indexOf(0xff, from);
  while (at !== -1 && at + 1 < bytes.length) {
    const next = bytes[at + 1];
    if (next !== 0x00 && !(next >= 0xd0 && next <= 0xd7)) return at;
    at = bytes.indexOf(0xff, at + 2);
  }
  throw new MalformedMediaError('jpeg');
}

/**
 * Walks a JPEG segment by segment and keeps every one but APP1, APP13 and COM, byte for byte: APP0
 * (JFIF), APP2 (the ICC profile), the tables, the frame and the scans stay as they were. Anything after
 * the end-of-image marker (a phone's second picture, a trailer) is left out too. A file that cannot
 * be walked to its end-of-image marker is refused.
 */
export function stripJpeg(input: Buffer): StrippedImage {
  const fail = () => new MalformedMediaError('jpeg');
  if (input.length < 4 || input[0] !== 0xff || input[1] !== SOI) throw fail();
  const kept: Buffer[] = [input.subarray(0, 2)];
  let pos = 2;
  let width: number | undefined;
  let height: number | undefined;
  let framed = false;
  let scanned = false;
  for (;;) {
    const start = pos;
    if (input[pos] !== 0xff) throw fail();
    // A marker may follow any number of 0xFF fill bytes.
    while (pos < input.length && input[pos] === 0xff) pos++;
    if (pos >= input.length) throw fail();
    const marker = input[pos++];
    if (marker === EOI) {
      if (!framed || !scanned) throw fail();
      kept.push(input.subarray(start, pos));
      break;
    }
    if (isStandalone(marker)) {
      kept.push(input.subarray(start, pos));
      continue;
    }
    if (marker === 0x00 || marker === SOI || pos + 2 > input.length) throw fail();
    const length = input.readUInt16BE(pos);
    let end = pos + length;
    if (length < 2 || end > input.length) throw fail();
    if (isStartOfFrame(marker)) {
      if (length < 8) throw fail();
      height = input.readUInt16BE(pos + 3) || undefined;
      width = input.readUInt16BE(pos + 5) || undefined;
      framed = true;
    }
    if (marker === SOS) {
      if (!framed) throw fail();
      scanned = true;
      end = scanEnd(input, end);
    }
    if (!DROPPED.has(marker)) kept.push(input.subarray(start, end));
    pos = end;
  }
  return { bytes: Buffer.concat(kept), width, height };
}
