import type { StrippedImage } from './jpeg';
import { ascii, MalformedMediaError } from './media-format';

const DROPPED = new Set(['EXIF', 'XMP ']);
/** VP8X's flags: E says an EXIF chunk follows, X an XMP one. */
const EXIF_FLAG = 0x08;
const XMP_FLAG = 0x04;

/**
 * Walks a WebP's RIFF chunks and keeps every one but EXIF and XMP, byte for byte, clearing the flags
 * in VP8X that announced them and writing the RIFF size anew; anything after the RIFF's end is left
 * out. A file that cannot be walked to the RIFF's end, or that holds no image, is refused.
 */
export function stripWebp(input: Buffer): StrippedImage {
  const fail = () => new MalformedMediaError('webp');
  if (input.length < 20 || ascii(input, 0, 4) !== 'RIFF' || ascii(input, 8, 4) !== 'WEBP') throw fail();
  const riffEnd = 8 + input.readUInt32LE(4);
  if (riffEnd > input.length || riffEnd < 20) throw fail();
  const kept: Buffer[] = [];
  let width: number | undefined;
  let height: number | undefined;
  let hasImage = false;
  for (let pos = 12; pos < riffEnd;) {
    if (pos + 8 > riffEnd) throw fail();
    const fourcc = ascii(input, pos, 4);
    const size = input.readUInt32LE(pos + 4);
    // A chunk of odd size is padded to an even one.
    const end = pos + 8 + size + (size & 1);
    if (end > riffEnd) throw fail();
    const data = pos + 8;
    if (pos === 12 && !['VP8 ', 'VP8L', 'VP8X'].includes(fourcc)) throw fail();
    if (fourcc === 'VP8X') {
      if (pos !== 12 || size < 10) throw fail();
      const chunk = Buffer.from(input.subarray(pos, end));
      chunk[8] &= ~(EXIF_FLAG | XMP_FLAG);
      kept.push(chunk);
      width = input.readUIntLE(data + 4, 3) + 1;
      height = input.readUIntLE(data + 7, 3) + 1;
    } else if (!DROPPED.has(fourcc)) {
      kept.push(input.subarray(pos, end));
    }
    if (fourcc === 'VP8 ' || fourcc === 'VP8L' || fourcc === 'ANMF') hasImage = true;
    if (fourcc === 'VP8 ' && pos === 12 && size >= 10 && input.readUIntBE(data + 3, 3) === 0x9d012a) {
      width = input.readUInt16LE(data + 6) & 0x3fff;
      height = input.readUInt16LE(data + 8) & 0x3fff;
    }
    if (fourcc === 'VP8L' && pos === 12 && size >= 5 && input[data] === 0x2f) {
      const bits = input.readUInt32LE(data + 1);
      width = (bits & 0x3fff) + 1;
      height = ((bits >>> 14) & 0x3fff) + 1;
    }
    pos = end;
  }
  if (!hasImage) throw fail();
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(4 + kept.reduce((sum, chunk) => sum + chunk.length, 0), 4);
  header.write('WEBP', 8, 'latin1');
  return { bytes: Buffer.concat([header, ...kept]), width, height };
}
