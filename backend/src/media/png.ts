import type { StrippedImage } from './jpeg';
import { MalformedMediaError } from './media-format';

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Exif (with its GPS block), the text chunks (an editor's XMP, comments, authors) and the last-modified time. */
const DROPPED = new Set(['eXIf', 'tEXt', 'zTXt', 'iTXt', 'tIME']);

/**
 * Walks a PNG chunk by chunk and keeps every one but eXIf, tEXt, zTXt, iTXt and tIME, byte for byte
 * with its CRC; anything after IEND is left out. A file that cannot be walked from IHDR to IEND is
 * refused.
 */
export function stripPng(input: Buffer): StrippedImage {
  const fail = () => new MalformedMediaError('png');
  if (input.length < PNG_SIGNATURE.length || !input.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) throw fail();
  const kept: Buffer[] = [PNG_SIGNATURE];
  let pos = PNG_SIGNATURE.length;
  let width = 0;
  let height = 0;
  let hasData = false;
  for (let first = true; ; first = false) {
    // Length, type, data, CRC.
    if (pos + 12 > input.length) throw fail();
    const length = input.readUInt32BE(pos);
    const type = input.toString('latin1', pos + 4, pos + 8);
    const end = pos + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || end > input.length) throw fail();
    if (first) {
      if (type !== 'IHDR' || length !== 13) throw fail();
      width = input.readUInt32BE(pos + 8);
      height = input.readUInt32BE(pos + 12);
    }
    if (type === 'IDAT') hasData = true;
    if (!DROPPED.has(type)) kept.push(input.subarray(pos, end));
    pos = end;
    if (type === 'IEND') break;
  }
  if (!hasData) throw fail();
  return { bytes: Buffer.concat(kept), width: width || undefined, height: height || undefined };
}
