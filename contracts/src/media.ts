/** What an editor uploads for an article: images for its hero and body, audio for its Listen player. */
export const MEDIA_KINDS = ['image', 'audio'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

const MB = 1024 * 1024;

/** The largest upload of each kind, in bytes: a photo for the web fits well within 5 MB, a narration within 20 MB. */
export const MEDIA_MAX_BYTES: Readonly<Record<MediaKind, number>> = { image: 5 * MB, audio: 20 * MB };

/** The formats the site takes, by their usual names, as the answers list them. */
export const MEDIA_FORMAT_NAMES: Readonly<Record<MediaKind, readonly string[]>> = {
  image: ['JPEG', 'PNG', 'WebP', 'GIF', 'AVIF'],
  audio: ['Ogg', 'MP3', 'M4A', 'WAV'],
};

/** The upload route, the one admin route that takes `multipart/form-data` (a part named `file`). */
export const MEDIA_UPLOAD_API_ROUTE = '/api/admin/media';

/** Where an upload is served: its name is the start of its content's SHA-256 and its type's extension. */
export const MEDIA_UPLOADS_PATH = '/media/uploads/';

/** An uploaded file as the portal lists it, and as the upload answers it. */
export interface MediaRecord {
  id: string;
  /** `<16 hex digits of the SHA-256 of the stored bytes>.<extension>`, e.g. `3f2a…c1.webp`. */
  name: string;
  /** The path it is served at, `/media/uploads/<name>`. */
  url: string;
  content_type: string;
  kind: MediaKind;
  /** Bytes as stored, after metadata was removed. */
  size: number;
  /** The email of the admin who first uploaded it. */
  uploaded_by: string;
  created_at: string;
  /** Pixels, for an image whose header gives them. */
  width?: number;
  height?: number;
}

const megabytes = (bytes: number) => `${bytes / MB} MB`;
const formats = (kind: MediaKind) => MEDIA_FORMAT_NAMES[kind].join(', ').replace(/, ([^,]+)$/, ' or $1');

/** The upload's answers; the portal stays in English, so they are written here rather than in the catalogues. */
export function createMediaMessages() {
  return Object.freeze({
    mediaNotMultipart: 'Send the file as multipart/form-data, in one part named file.',
    mediaParts: 'Send exactly one file, in a form part named file, and nothing else.',
    mediaEmpty: 'The file is empty.',
    mediaUnreadable: 'The form could not be read: send it as multipart/form-data with one part named file.',
    mediaUnsupported: `This file is neither an image nor an audio file the site takes: upload a ${formats('image')} image, or an ${formats('audio')} audio file. What the file contains decides, not its name.`,
    mediaSvg:
      'SVG images are not taken: an SVG can carry script that would run on the site. Upload the image as PNG, WebP or AVIF instead.',
    mediaTooLarge: (kind: MediaKind) =>
      kind === 'image'
        ? `An image may be at most ${megabytes(MEDIA_MAX_BYTES.image)}; this one is larger.`
        : `An audio file may be at most ${megabytes(MEDIA_MAX_BYTES.audio)}; this one is larger.`,
    mediaDamaged: (format: string) => `This ${format} file is damaged or cut short: it could not be read through, so it was not stored.`,
    mediaAvifMetadata:
      'This AVIF image carries Exif or XMP metadata, which can tell where it was taken, and the site cannot remove it from an AVIF file: export it without metadata, or upload it as JPEG, PNG or WebP.',
  });
}

export type MediaMessages = ReturnType<typeof createMediaMessages>;
