import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** Where a page ended: the last row's creation time in microseconds (PostgreSQL's precision) and its id. */
export interface CursorPosition {
  createdMicros: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAC_BYTES = 16;

/**
 * The opaque `after` of the game's reservation list. It is signed, so a client cannot craft a
 * position (a tampered cursor is a clear 400, not a page from somewhere else), and it says nothing
 * a client should come to rely on.
 */
export class CursorCodec {
  private readonly key: Buffer;

  constructor(secret: string) {
    // Its own key, derived from the app's secret, so a cursor's MAC is never valid as anything else.
    this.key = createHash('sha256').update('game-api-cursor\0').update(secret).digest();
  }

  encode(position: CursorPosition): string {
    const payload = Buffer.from(`${position.createdMicros}.${position.id}`);
    return `${payload.toString('base64url')}.${this.mac(payload).toString('base64url')}`;
  }

  /** The position a cursor names, or null for anything this codec did not make. */
  decode(cursor: string): CursorPosition | null {
    const parts = cursor.split('.');
    if (parts.length !== 2 || cursor.length > 200) return null;
    const payload = Buffer.from(parts[0], 'base64url');
    const given = Buffer.from(parts[1], 'base64url');
    if (given.length !== MAC_BYTES || !timingSafeEqual(given, this.mac(payload))) return null;
    const match = /^(\d{1,19})\.(.+)$/.exec(payload.toString());
    if (!match || !UUID.test(match[2])) return null;
    return { createdMicros: match[1], id: match[2] };
  }

  private mac(payload: Buffer): Buffer {
    return createHmac('sha256', this.key).update(payload).digest().subarray(0, MAC_BYTES);
  }
}
