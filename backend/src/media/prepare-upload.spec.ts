import { MEDIA_MAX_BYTES } from '@gameshift/contracts';
import { AppError } from '../common/app-error';
import { prepareUpload, type ReceivedFile } from './prepare-upload';

/** The code and details an upload is refused with. */
function refusal(file: ReceivedFile): { code: string; details: unknown } {
  try {
    prepareUpload(file);
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, details: error.details };
    throw error;
  }
  throw new Error('the upload was taken');
}

const received = (bytes: Buffer, truncated = false): ReceivedFile => ({ bytes, truncated });

const JPEG = Buffer.from([
  ...[0xff, 0xd8],
  ...[0xff, 0xe1, 0, 14, ...Buffer.from('Exif\0\0MM\0*\0\0')],
  ...[0xff, 0xc0, 0, 11, 8, 0, 2, 0, 3, 1, 1, 0x11, 0],
  ...[0xff, 0xda, 0, 8, 1, 1, 0, 0, 63, 0, 0x12, 0x34],
  ...[0xff, 0xd9],
]);

describe(prepareUpload.name, () => {
  it('answers the format and the bytes without their metadata', () => {
    const prepared = prepareUpload(received(JPEG));
    expect(prepared).toMatchObject({ format: 'jpeg', width: 3, height: 2 });
    expect(prepared.bytes.includes(Buffer.from('Exif'))).toBe(false);
  });

  it('takes a GIF as it is, with its size', () => {
    const gif = Buffer.from('GIF89a\x05\0\x04\0\0\0\0;', 'latin1');
    expect(prepareUpload(received(gif))).toEqual({ format: 'gif', bytes: gif, width: 5, height: 4 });
  });

  it('refuses an SVG with its own answer', () => {
    expect(refusal(received(Buffer.from('<?xml version="1.0"?><svg onload="alert(1)"/>'))).code).toBe('media_svg');
  });

  it('refuses HTML, whatever it was called', () => {
    expect(refusal(received(Buffer.from('<html><script>alert(1)</script></html>'))).code).toBe('media_unsupported');
  });

  it('refuses an image over its limit before reading it through', () => {
    const large = Buffer.concat([JPEG.subarray(0, 4), Buffer.alloc(MEDIA_MAX_BYTES.image)]);
    expect(refusal(received(large))).toEqual({ code: 'media_too_large', details: { kind: 'image' } });
  });

  it('refuses a file the form cut at the largest limit, by its own kind', () => {
    const cut = Buffer.concat([Buffer.from([0xff, 0xfb, 0x90, 0x00]), Buffer.alloc(1000)]);
    expect(refusal(received(cut, true))).toEqual({ code: 'media_too_large', details: { kind: 'audio' } });
  });

  it('refuses a file cut short, naming its format', () => {
    expect(refusal(received(JPEG.subarray(0, JPEG.length - 2)))).toEqual({ code: 'media_damaged', details: { format: 'JPEG' } });
  });

  it('refuses an MP4 whose boxes run past its end', () => {
    const mp4 = Buffer.from('\0\0\0\x10ftypM4A \0\0\0\0\0\0\x03\0moov', 'latin1');
    expect(refusal(received(mp4))).toEqual({ code: 'media_damaged', details: { format: 'M4A' } });
  });
});
