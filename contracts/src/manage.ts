/** How long a "Manage your reservation" link works, from the mail that carries it; many uses until then. */
export const MANAGE_LINK_TTL_MS = 7 * 24 * 3_600_000;

/** How long the link that confirms an erasure works; it works once. */
export const ERASE_LINK_TTL_MS = 3_600_000;

/** How often one address, and one client, may ask for a manage link; beyond it the answer stays the same and no mail leaves. */
export const MANAGE_REQUEST_LIMIT = { perAddress: 3, perClient: 10, windowMs: 3_600_000 } as const;

/** The public API of a person's own data; the link's token is a path segment, so the routes with one are secret routes. */
export const MANAGE_API_ROUTES = {
  request: '/api/manage/request',
  erase: '/api/manage/erase',
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
  suppression: { reason: string; since: string } | null;
  claim: { reserved: boolean; reserved_at: string | null };
}
