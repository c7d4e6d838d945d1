import { ascii, MalformedMediaError, type MediaFormat } from './media-format';

/** One box of an ISO base media file (AVIF, MP4, M4A): its type, where its content starts, where it ends. */
interface Box {
  type: string;
  content: number;
  end: number;
}

/** The boxes between `start` and `end`, each checked to fit inside them. */
function boxes(bytes: Buffer, start: number, end: number, format: MediaFormat): Box[] {
  const found: Box[] = [];
  for (let pos = start; pos < end;) {
    if (pos + 8 > end) throw new MalformedMediaError(format);
    let size = bytes.readUInt32BE(pos);
    let header = 8;
    if (size === 1) {
      if (pos + 16 > end) throw new MalformedMediaError(format);
      const large = bytes.readBigUInt64BE(pos + 8);
      size = large > BigInt(end - pos) ? Number.MAX_SAFE_INTEGER : Number(large);
      header = 16;
    } else if (size === 0) {
      size = end - pos;
    }
    if (size < header || pos + size > end) throw new MalformedMediaError(format);
    found.push({ type: ascii(bytes, pos + 4, 4), content: pos + header, end: pos + size });
    pos += size;
  }
  return found;
}

/** The first child of `parent` of a type; the children of a full box (`parentIsFull`) start after its version and flags. */
function child(bytes: Buffer, parent: Box, type: string, format: MediaFormat, parentIsFull = false): Box | undefined {
  return boxes(bytes, parent.content + (parentIsFull ? 4 : 0), parent.end, format).find((box) => box.type === type);
}

/** The brands an `ftyp` box at the start names (major brand first), or null for a file that does not start with one. */
export function fileBrands(bytes: Buffer): string[] | null {
  if (bytes.length < 16 || ascii(bytes, 4, 4) !== 'ftyp') return null;
  const size = bytes.readUInt32BE(0);
  if (size < 16 || size > bytes.length || size % 4 !== 0) return null;
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at < size; at += 4) brands.push(ascii(bytes, at, 4));
  return brands;
}

export interface AvifInfo {
  width?: number;
  height?: number;
  /** Whether an item holds Exif or XMP, which may say where the picture was taken. */
  metadata: boolean;
}

/**
 * Reads an AVIF's `meta` box: the first image size (`ispe`) its properties give, and whether an item
 * is Exif or XMP (an `infe` of type `Exif`, or `mime` with an XML content type).
 */
export function inspectAvif(bytes: Buffer): AvifInfo {
  const fail = () => new MalformedMediaError('avif');
  const top = { type: '', content: 0, end: bytes.length };
  const meta = child(bytes, top, 'meta', 'avif');
  if (!meta) throw fail();
  let metadata = false;
  const iinf = child(bytes, meta, 'iinf', 'avif', true);
  if (iinf) {
    if (iinf.content + 4 > iinf.end) throw fail();
    const entriesAt = iinf.content + 4 + (bytes[iinf.content] === 0 ? 2 : 4);
    for (const infe of boxes(bytes, entriesAt, iinf.end, 'avif').filter((box) => box.type === 'infe')) {
      const version = bytes[infe.content];
      // Versions 0 and 1 predate item types: they name no Exif or XMP item.
      if (version < 2) continue;
      const typeAt = infe.content + 4 + (version === 2 ? 2 : 4) + 2;
      if (typeAt + 4 > infe.end) throw fail();
      const itemType = ascii(bytes, typeAt, 4);
      const rest = ascii(bytes, typeAt + 4, infe.end - typeAt - 4).toLowerCase();
      if (itemType === 'Exif' || (itemType === 'mime' && rest.includes('xml'))) metadata = true;
    }
  }
  const iprp = child(bytes, meta, 'iprp', 'avif', true);
  const ipco = iprp && child(bytes, iprp, 'ipco', 'avif');
  const ispe = ipco && child(bytes, ipco, 'ispe', 'avif');
  if (ispe && ispe.content + 12 <= ispe.end) {
    return {
      width: bytes.readUInt32BE(ispe.content + 4) || undefined,
      height: bytes.readUInt32BE(ispe.content + 8) || undefined,
      metadata,
    };
  }
  return { metadata };
}

/** The handler types of an MP4's tracks (`soun`, `vide`, …), read from moov/trak/mdia/hdlr. */
export function trackHandlers(bytes: Buffer): string[] {
  const top = { type: '', content: 0, end: bytes.length };
  const moov = child(bytes, top, 'moov', 'm4a');
  if (!moov) throw new MalformedMediaError('m4a');
  return boxes(bytes, moov.content, moov.end, 'm4a')
    .filter((box) => box.type === 'trak')
    .map((trak) => {
      const mdia = child(bytes, trak, 'mdia', 'm4a');
      const hdlr = mdia && child(bytes, mdia, 'hdlr', 'm4a');
      // Version and flags, then a reserved word, then the handler's type.
      if (!hdlr || hdlr.content + 12 > hdlr.end) throw new MalformedMediaError('m4a');
      return ascii(bytes, hdlr.content + 8, 4);
    });
}
