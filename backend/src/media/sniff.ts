import { isOggAudio, id3Length, mpegFrameLength } from './audio';
import { fileBrands, trackHandlers } from './iso-bmff';
import { ascii, type MediaFormat } from './media-format';
import { PNG_SIGNATURE } from './png';

/** What a file's bytes say it is: a format the site takes, an SVG (refused on its own), or nothing the site takes. */
export type Sniffed = MediaFormat | 'svg' | null;

/** Brands of an ISO base media file whose tracks may be audio alone: M4A's own, and the generic MP4 ones. */
const MP4_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ', 'mp41', 'mp42', 'isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'dash']);

/** How far into a text file the SVG root is looked for: past a prolog, a doctype and comments. */
const SVG_LOOKAHEAD = 4096;

/**
 * Whether the bytes are SVG: text (UTF-8 or UTF-16, with or without a byte order mark) whose first
 * non-blank character opens markup, with an `<svg` element or the SVG namespace near the start.
 */
export function looksLikeSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, SVG_LOOKAHEAD);
  let text: string;
  if (head[0] === 0xff && head[1] === 0xfe) text = head.subarray(2).toString('utf16le');
  else if (head[0] === 0xfe && head[1] === 0xff) text = Buffer.from(head.subarray(2)).swap16().toString('utf16le');
  else text = head.toString('utf8').replace(/^\uFEFF/, '');
  text = text.trimStart();
  return text.startsWith('<') && /<(?:[\w.-]+:)?svg[\s>/]|http:\/\/www\.w3\.org\/2000\/svg/i.test(text);
}

/** AVIF by its brand; M4A when the brands allow audio and the tracks, walked, are sound with no video among them. */
function isoFormat(bytes: Buffer, brands: string[]): Sniffed {
  if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  if (!brands.some((brand) => MP4_BRANDS.has(brand))) return null;
  const handlers = trackHandlers(bytes);
  return handlers.includes('soun') && !handlers.includes('vide') ? 'm4a' : null;
}

/**
 * The file's format, from its bytes alone: the name it was sent under and the type its part declared
 * are never asked. An MP4 counts as M4A only when its tracks are sound and none is video; an Ogg
 * only when its stream starts with an audio codec's header. An MP4 whose tracks cannot be walked
 * throws MalformedMediaError.
 */
export function sniffMedia(bytes: Buffer): Sniffed {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'png';
  const magic = ascii(bytes, 0, 6);
  if (magic === 'GIF87a' || magic === 'GIF89a') return 'gif';
  if (magic.startsWith('RIFF') && bytes.length >= 12) {
    const form = ascii(bytes, 8, 4);
    if (form === 'WEBP') return 'webp';
    if (form === 'WAVE') return 'wav';
    return null;
  }
  const brands = fileBrands(bytes);
  if (brands) return isoFormat(bytes, brands);
  if (magic.startsWith('OggS')) return isOggAudio(bytes) ? 'ogg' : null;
  if (id3Length(bytes) > 0 || mpegFrameLength(bytes, 0) > 0) return 'mp3';
  return looksLikeSvg(bytes) ? 'svg' : null;
}
