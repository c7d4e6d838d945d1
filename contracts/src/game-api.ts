import type { IsoDateTime } from './api';

/**
 * The game's side of launch: the API keys an owner hands the game's services, the `/api/v1` they
 * open, and the claim codes each announcement copy carries.
 */

/** What a key may do: read reservations, redeem claim codes. A key holds one or both. */
export const API_KEY_SCOPES = ['reservations:read', 'claims:redeem'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key begins with this, so a leaked one is recognised in a log, a paste or a secret scanner. */
export const API_KEY_PREFIX = 'gsk_';

/** How much of a key the list shows: the prefix and a few characters, enough to tell keys apart, far too few to use. */
export const API_KEY_SHOWN_CHARS = 12;

export const API_KEY_LIMITS = { name: 100 } as const;

/** One key as the admin list shows it: never the key itself. */
export interface ApiKeyRecord {
  id: string;
  name: string;
  scopes: ApiKeyScope[];
  /** The key's first characters, to tell which one a service uses. */
  prefix: string;
  /** The email of the owner who created it. */
  created_by: string;
  created_at: IsoDateTime;
  /** Updated at most once a minute: a key used a moment ago may show the minute before. */
  last_used_at: IsoDateTime | null;
}

/** The answer to creating a key: the only time the key is shown. */
export interface CreatedApiKey extends ApiKeyRecord {
  key: string;
}

export interface CreateApiKeyRequest {
  name: string;
  scopes: ApiKeyScope[];
}

/** A reservation as the game reads it: `confirmed` is a verified reservation. */
export const GAME_RESERVATION_STATUSES = ['confirmed', 'pending'] as const;
export type GameReservationStatus = (typeof GAME_RESERVATION_STATUSES)[number];

export interface GameReservation {
  id: string;
  handle: string;
  email: string;
  status: GameReservationStatus;
  created_at: IsoDateTime;
  confirmed_at: IsoDateTime | null;
  claimed_at: IsoDateTime | null;
}

/** The most rows one page of `/api/v1/reservations` holds, and how many when the request names none. */
export const GAME_PAGE = { max: 1000, default: 100 } as const;

export interface GameReservationPage {
  data: GameReservation[];
  /** Send as `after` for the next page; null on the last page. */
  next_cursor: string | null;
}

export interface RedeemClaimRequest {
  code: string;
}

export interface RedeemedClaim {
  reservation_id: string;
  handle: string;
  email: string;
}

/** What a test copy's `{claim_url}` carries: shaped like a code, never minted, so redeeming it finds nothing. */
export const SAMPLE_CLAIM_CODE = 'sample-code-of-a-test-copy';
