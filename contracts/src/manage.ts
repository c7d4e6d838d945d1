import type { SuppressionReason } from './suppressions';

/** How long a "Manage your reservation" link works, from the mail that carries it; many uses until then. */
export const MANAGE_LINK_TTL_MS = 7 * 24 * 3_600_000;

/** How long the link that confirms an erasure works; it works once. */
export const ERASE_LINK_TTL_MS = 3_600_000;

/**
 * How often a manage link may be asked for. Per client, 20 requests per 10 minutes, then 429: a
 * person needs one link now and then (every mail they had carries one), and the reservation call,
 * the launch's busiest, allows a client 20 per 5 minutes, so even a crowd behind one carrier-grade
 * NAT address never asks this often; it also bounds the address keys one client can add to the limit
 * store to 20 at a time. Per address, one mail per 10 minutes whoever asks, beyond which the answer
 * stays the same and no mail leaves (a 429 would tell whether the address was asked for): an address
 * gets at most 144 such mails a day, and a request held back always comes within 20 minutes (the
 * window, then a block as long) of a link mailed to that very address.
 */
export const MANAGE_REQUEST_LIMIT = { perAddress: 1, perClient: 20, windowMs: 10 * 60_000 } as const;

/**
 * One erase confirmation mailed per reservation per 10 minutes, however often it is asked (the
 * answer stays the same): the person who asked has a link working for an hour in their inbox, and
 * at most 144 erase mails (and erase-link rows, kept as the record of mails sent) a day can come of
 * one reservation's manage link, forwarded or not.
 */
export const ERASE_REQUEST_COOLDOWN_MS = 10 * 60_000;

/** The public API of a person's own data; the link's token is a path segment, so the routes with one are secret routes. */
export const MANAGE_API_ROUTES = {
  request: '/api/manage/request',
  erase: '/api/manage/erase',
  /** Whether a mailed erase link still works, read without spending it (mail scanners open links). */
  eraseLink: '/api/manage/erase/:token',
  link: '/api/manage/:token',
} as const;

export type AnnouncementsState = 'subscribed' | 'unsubscribed';

/** What the manage page shows (GET /api/manage/:token). */
export interface ManagedReservation {
  handle: string;
  email: string;
  status: 'pending' | 'verified' | 'expired';
  created_at: string;
  confirmed_at: string | null;
  announcements: AnnouncementsState;
}

export interface ManageRequestResponse {
  message: string;
}

export interface AnnouncementsResponse {
  announcements: AnnouncementsState;
}

export interface EraseRequestResponse {
  message: string;
}

/** What a live erase link names (GET /api/manage/erase/:token): the person sees what they are about to delete. */
export interface EraseLinkResponse {
  handle: string;
}

/** What an erasure took and what it left (POST /api/manage/erase): the done page names only what is kept for this person. */
export interface ErasureResponse {
  handle: string;
  /** When anyone may reserve the handle again (ISO); null when it is free at once or, with `handle_held_for_ever`, never. */
  handle_held_until: string | null;
  /** The game has claimed the handle: it is never freed. */
  handle_held_for_ever: boolean;
  /** Why a keyed code of the address stays on the suppression list; null when none does. */
  suppression: SuppressionReason | null;
}

/** Download my data (GET /api/manage/:token/export): everything stored about one reservation, and nothing about anyone else. */
export interface PersonalDataExport {
  exported_at: string;
  reservation: {
    id: string;
    handle: string;
    email: string;
    status: ManagedReservation['status'];
    created_at: string;
    confirmed_at: string | null;
    last_sent_at: string | null;
    confirmation_mails_sent: number;
  };
  attribution: {
    source: string | null;
    referrer_host: string | null;
    utm_source: string | null;
    utm_medium: string | null;
    utm_campaign: string | null;
    landing: string | null;
  };
  consent: { notice_date: string; notice_hash: string; language: string; accepted_at: string } | null;
  mails: Array<{ kind: 'confirmation' | 'manage_link' | 'erase_link' | 'announcement'; at: string }>;
  suppression: { reason: SuppressionReason; since: string } | null;
  claim: { reserved: boolean; reserved_at: string | null };
}
