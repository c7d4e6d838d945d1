import type { MediaRecord } from '@gameshift/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { addAdmin, AUTH_REQUIRED, bearer, call, signIn } from './support/admin';
import { get, messages, type Answer } from './support/api';
import { sharedApp, SharedApp } from './support/shared-app';

/*
 * Uploads on the run's shared app: each test's bytes are new to the run, and the rows it counts are
 * its own admin's.
 */

function segment(marker: number, payload: Buffer | string): Buffer {
  const body = typeof payload === 'string' ? Buffer.from(payload, 'latin1') : payload;
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** 48° 51' 24.12" as three EXIF rationals. */
const GPS_LATITUDE = Buffer.from([0, 0, 0, 48, 0, 0, 0, 1, 0, 0, 0, 51, 0, 0, 0, 1, 0, 0, 0x09, 0x6c, 0, 0, 0, 100]);
const EXIF = Buffer.concat([
  Buffer.from('Exif\0\0MM\0\x2a\0\0\0\x08', 'latin1'),
  Buffer.from([0, 1, 0x88, 0x25, 0, 4, 0, 0, 0, 1, 0, 0, 0, 26, 0, 0, 0, 0]),
  Buffer.from([0, 1, 0, 2, 0, 5, 0, 0, 0, 3, 0, 0, 0, 44, 0, 0, 0, 0]),
  GPS_LATITUDE,
]);

/** A JPEG of its own (its scan data is random), as a camera writes it, and as it should be stored. */
function photo(): { taken: Buffer; stored: Buffer } {
  const soi = Buffer.from([0xff, 0xd8]);
  const jfif = segment(0xe0, 'JFIF\0\x01\x01\0\0\x01\0\x01\0\0');
  const image = Buffer.concat([
    segment(0xdb, Buffer.alloc(65, 1)),
    segment(0xc0, Buffer.from([8, 0, 24, 0, 32, 1, 1, 0x11, 0])),
    segment(0xc4, Buffer.alloc(29, 2)),
    segment(0xda, Buffer.from([1, 1, 0, 0, 63, 0])),
    // Below 0x80, no byte of it can be read as a marker.
    randomBytes(64).map((byte) => byte & 0x7f),
    Buffer.from([0xff, 0xd9]),
  ]);
  return { taken: Buffer.concat([soi, segment(0xe1, EXIF), jfif, image]), stored: Buffer.concat([soi, jfif, image]) };
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const frame = Buffer.alloc(4);
  frame.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([frame, body, crc]);
}

/** A PNG of its own, with `padding` zero bytes of image data to make it as large as a test needs. */
function png(padding = 0): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const data = Buffer.concat([randomBytes(32), Buffer.alloc(padding)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', data),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

type Part = { field: string; bytes: Buffer | string; filename?: string; type?: string };

/** A multipart upload as a browser's FormData sends it. */
async function upload(baseUrl: string, headers: Record<string, string>, ...parts: Part[]): Promise<Answer<MediaRecord>> {
  const form = new FormData();
  for (const { field, bytes, filename = 'upload.bin', type = 'application/octet-stream' } of parts) {
    form.append(field, new Blob([bytes], { type }), filename);
  }
  const res = await fetch(`${baseUrl}/api/admin/media`, { method: 'POST', headers, body: form });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: JSON.parse(text) as MediaRecord, text, ms: 0 };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('media uploads', () => {
  let t: SharedApp;
  let email: string;
  let auth: Record<string, string>;

  /** The files this file's admin has stored. */
  const stored = async () =>
    (await t.sql<{ n: number }>('SELECT count(*)::int AS n FROM media_files WHERE uploaded_by = $1', [email]))[0].n;

  beforeAll(async () => {
    t = await sharedApp();
    email = await addAdmin(t, 'media');
    auth = bearer(await signIn(t.baseUrl, email));
  });

  describe('a photo with Exif GPS data', () => {
    const { taken, stored: expected } = photo();
    let first: Answer<MediaRecord>;

    beforeAll(async () => {
      first = await upload(t.baseUrl, auth, { field: 'file', bytes: taken, filename: 'IMG_0001.jpg', type: 'image/jpeg' });
    });

    it('is stored without its Exif block, named by the hash of what is stored', () => {
      expect([first.status, first.text]).toEqual([201, expect.any(String)]);
      const name = `${sha256(expected).slice(0, 16)}.jpg`;
      expect(first.body).toEqual({
        id: expect.any(String),
        name,
        url: `/media/uploads/${name}`,
        content_type: 'image/jpeg',
        kind: 'image',
        size: expected.length,
        uploaded_by: email,
        created_at: expect.any(String),
        width: 32,
        height: 24,
      });
    });

    it('is served without the Exif block, cached for good, and never sniffed by the browser', async () => {
      const res = await fetch(`${t.baseUrl}${first.body.url}`);
      const body = Buffer.from(await res.arrayBuffer());
      expect([
        res.status,
        res.headers.get('content-type'),
        res.headers.get('cache-control'),
        res.headers.get('x-content-type-options'),
      ]).toEqual([200, 'image/jpeg', 'public, max-age=31536000, immutable', 'nosniff']);
      expect(body).toEqual(expected);
      expect(body.includes(Buffer.from('Exif')) || body.includes(GPS_LATITUDE)).toBe(false);
    });

    it('answers the same file when the same bytes come again', async () => {
      const again = await upload(t.baseUrl, auth, { field: 'file', bytes: taken, filename: 'copy.jpg', type: 'image/jpeg' });
      expect([again.status, again.body.id, again.body.name]).toEqual([201, first.body.id, first.body.name]);
    });

    it('records every upload in the audit log', async () => {
      const entries = await t.sql<{ action: string; admin_email: string; details: { name: string } }>(
        'SELECT action, admin_email, details FROM admin_audit WHERE target = $1',
        [first.body.id],
      );
      expect(entries.length).toBeGreaterThanOrEqual(1);
      expect(entries[0]).toMatchObject({ action: 'media.upload', admin_email: email, details: { name: first.body.name } });
    });

    it('serves a byte range, for the audio player to seek', async () => {
      const res = await fetch(`${t.baseUrl}${first.body.url}`, { headers: { range: 'bytes=2-5' } });
      expect([res.status, res.headers.get('content-range')]).toEqual([206, `bytes 2-5/${expected.length}`]);
      expect(Buffer.from(await res.arrayBuffer())).toEqual(expected.subarray(2, 6));
    });

    it('answers 304 to a request that holds its ETag', async () => {
      const etag = (await fetch(`${t.baseUrl}${first.body.url}`)).headers.get('etag');
      const res = await fetch(`${t.baseUrl}${first.body.url}`, { headers: { 'if-none-match': etag! } });
      expect([etag, res.status]).toEqual([`"${sha256(expected)}"`, 304]);
    });

    it('is in the portal’s list, without its bytes', async () => {
      const filter = encodeURIComponent(JSON.stringify({ q: first.body.name }));
      const res = await get<MediaRecord[]>(t.baseUrl, `/api/admin/media?filter=${filter}`, { headers: auth });
      expect([res.status, res.headers.get('content-range')]).toEqual([200, 'media 0-0/1']);
      expect(res.body).toEqual([first.body]);
    });
  });

  it('judges a file by its bytes, not by its name or the type its part declares', async () => {
    const res = await upload(t.baseUrl, auth, { field: 'file', bytes: png(), filename: 'photo.jpg', type: 'image/jpeg' });
    expect([res.status, res.body.content_type, res.body.name]).toEqual([201, 'image/png', expect.stringMatching(/^[0-9a-f]{16}\.png$/)]);
    const served = await fetch(`${t.baseUrl}${res.body.url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it('serves a narration too long to keep in memory by the range asked, from the database', async () => {
    // Two MPEG-1 layer III frames of random sound, then silence: 7 MB in all.
    const frame = () => Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x00]), randomBytes(413)]);
    const narration = Buffer.concat([frame(), frame(), Buffer.alloc(7 * 1024 * 1024)]);
    const res = await upload(t.baseUrl, auth, { field: 'file', bytes: narration, filename: 'listen.mp3', type: 'audio/mpeg' });
    expect([res.status, res.body.kind, res.body.content_type, res.body.size]).toEqual([201, 'audio', 'audio/mpeg', narration.length]);
    const part = await fetch(`${t.baseUrl}${res.body.url}`, { headers: { range: 'bytes=400-433' } });
    expect([part.status, part.headers.get('content-range')]).toEqual([206, `bytes 400-433/${narration.length}`]);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(narration.subarray(400, 434));
  });

  describe('refuses, storing nothing,', () => {
    let before: number;

    beforeEach(async () => {
      before = await stored();
    });

    afterEach(async () => {
      expect(await stored()).toBe(before);
    });

    it('text under an image’s name', async () => {
      const res = await upload(t.baseUrl, auth, {
        field: 'file',
        bytes: `<p>not an image ${randomBytes(4).toString('hex')}</p>`,
        filename: 'x.png',
        type: 'image/png',
      });
      expect([res.status, res.body]).toEqual([415, { code: 'media_unsupported', error: messages.mediaUnsupported }]);
    });

    it('an SVG, saying why', async () => {
      const svg = `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" id="${randomBytes(4).toString('hex')}"><script>alert(1)</script></svg>`;
      const res = await upload(t.baseUrl, auth, { field: 'file', bytes: svg, filename: 'logo.svg', type: 'image/svg+xml' });
      expect([res.status, res.body]).toEqual([415, { code: 'media_svg', error: messages.mediaSvg }]);
    });

    it('an image over 5 MB', async () => {
      const res = await upload(t.baseUrl, auth, { field: 'file', bytes: png(5 * 1024 * 1024), filename: 'huge.png', type: 'image/png' });
      expect([res.status, res.body]).toEqual([413, { code: 'media_too_large', error: messages.mediaTooLarge('image') }]);
    });

    it('an empty file', async () => {
      const res = await upload(t.baseUrl, auth, { field: 'file', bytes: Buffer.alloc(0) });
      expect([res.status, res.body]).toEqual([400, { code: 'media_form', error: messages.mediaEmpty }]);
    });

    it('two files', async () => {
      const res = await upload(t.baseUrl, auth, { field: 'file', bytes: png() }, { field: 'file', bytes: png() });
      expect([res.status, res.body]).toEqual([400, { code: 'media_form', error: messages.mediaParts }]);
    });

    it('a form without a file', async () => {
      const form = new FormData();
      form.append('title', 'no file here');
      const res = await fetch(`${t.baseUrl}/api/admin/media`, { method: 'POST', headers: auth, body: form });
      expect([res.status, await res.json()]).toEqual([400, { code: 'media_form', error: messages.mediaParts }]);
    });

    it('a JSON body', async () => {
      const res = await call(t.baseUrl, 'POST', '/api/admin/media', auth, { file: 'aGVsbG8=' });
      expect([res.status, res.body]).toEqual([415, { code: 'media_not_multipart', error: messages.mediaNotMultipart }]);
    });

    it('an upload without a token', async () => {
      const res = await upload(t.baseUrl, {}, { field: 'file', bytes: png() });
      expect([res.status, res.body]).toEqual([401, AUTH_REQUIRED]);
    });
  });

  it.each(['0123456789abcdef.png', 'not-a-hash.png', '0123456789abcdef.svg', '..%2F..%2Fpackage.json'])(
    'answers 404 for %s',
    async (name) => {
      expect((await get(t.baseUrl, `/media/uploads/${name}`)).status).toBe(404);
    },
  );
});
