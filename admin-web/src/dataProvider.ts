import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider, type Identifier } from 'react-admin';
import type {
  AdminAccount,
  AnnouncementChange,
  AnnouncementPreview,
  AnnouncementRecord,
  AnnouncementSendResponse,
  AnnouncementTranslation,
  ConfirmationFunnel,
  DashboardStats,
  InvitationDetails,
  JourneyCounts,
  Locale,
  MfaConfirmation,
  MfaEnrolment,
  MfaStartRequest,
  TestCopyQueued,
  TrafficSource,
  VisitorsPerDay,
  WebhookRecord,
} from '@gameshift/contracts';
import { readSession } from './session/sessionStore';

const API_URL = '/api/admin';

/** The editor's words to preview: the English ones, and the translation into `locale` when it has both of its fields. */
export type PreviewWords = { subject: string; body: string; locale: Locale; translation?: AnnouncementTranslation };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The server speaks `{error}`; react-admin shows `error.message`, so the server's words become the message. */
function serverMessage(body: unknown, fallback: string): string {
  if (isRecord(body)) {
    if (typeof body.error === 'string' && body.error.trim() !== '') return body.error;
    if (typeof body.message === 'string' && body.message.trim() !== '') return body.message;
  }
  return fallback;
}

function bearer(): string | undefined {
  const session = readSession();
  return session ? `Bearer ${session.token}` : undefined;
}

async function httpClient(url: string, options: fetchUtils.Options = {}) {
  try {
    return await fetchUtils.fetchJson(url, {
      ...options,
      user: { authenticated: true, token: bearer() },
    });
  } catch (error) {
    if (error instanceof HttpError) {
      throw new HttpError(serverMessage(error.body, error.message), error.status, error.body);
    }
    throw error;
  }
}

async function postAction(path: string): Promise<{ data: unknown }> {
  const { json } = await httpClient(`${API_URL}/${path}`, { method: 'POST' });
  return { data: json };
}

const restProvider = simpleRestProvider(API_URL, httpClient);

export type AdminDataProvider = DataProvider & {
  getStats: () => Promise<DashboardStats>;
  getFunnel: () => Promise<ConfirmationFunnel>;
  /** The Traffic page's figures for the last `days` days. */
  getVisitors: (days: number) => Promise<VisitorsPerDay>;
  getSources: (days: number) => Promise<TrafficSource[]>;
  getJourney: (days: number) => Promise<JourneyCounts>;
  verifyReservation: (id: Identifier) => Promise<{ data: unknown }>;
  resendVerification: (id: Identifier) => Promise<{ data: unknown }>;
  /** An owner's erasure: the reservation and every copy of its address. */
  eraseReservation: (id: Identifier) => Promise<{ data: unknown }>;
  /** The reservations the list shows under `filter`, every page of them. */
  exportReservationsCsv: (filter: Record<string, unknown>) => Promise<Blob>;
  resetAdminMfa: (id: Identifier) => Promise<{ data: unknown }>;
  getMe: () => Promise<AdminAccount>;
  /** With a factor confirmed, `currentCode` (a code of it or a recovery code) is its proof. */
  startMfaEnrolment: (currentCode?: string) => Promise<MfaEnrolment>;
  confirmMfaEnrolment: (code: string) => Promise<MfaConfirmation>;
  lookUpInvitation: (token: string) => Promise<InvitationDetails>;
  acceptInvitation: (token: string, password: string) => Promise<void>;
  /** A new signing secret, in this answer only. */
  rotateWebhook: (id: Identifier) => Promise<WebhookRecord & { secret: string }>;
  redeliverWebhook: (deliveryId: Identifier) => Promise<{ data: unknown }>;
  /** The copy reservations made in `words.locale` would get of the editor's words. */
  previewAnnouncement: (words: PreviewWords, signal?: AbortSignal) => Promise<AnnouncementPreview>;
  /** A saved announcement's copy for reservations made in `locale`. */
  announcementCopy: (id: Identifier, locale: Locale, signal?: AbortSignal) => Promise<AnnouncementPreview>;
  /** The copy for reservations made in `locale`, to the signed-in admin, or to `email`, another admin of the team. */
  testAnnouncement: (id: Identifier, locale: Locale, email?: string) => Promise<TestCopyQueued>;
  /** Sends now, or at `sendAt` (ISO 8601). */
  sendAnnouncement: (id: Identifier, sendAt?: string) => Promise<AnnouncementSendResponse>;
  changeAnnouncement: (id: Identifier, change: AnnouncementChange) => Promise<AnnouncementRecord>;
};

export const dataProvider: AdminDataProvider = {
  ...restProvider,
  // A 204 has no body; the deleted row is then the one the list already holds.
  delete: async (resource, params) => {
    const result = await restProvider.delete(resource, params);
    return { data: result.data ?? params.previousData };
  },
  getStats: async () => {
    const { json } = await httpClient(`${API_URL}/stats`);
    return json as DashboardStats;
  },
  getFunnel: async () => {
    const { json } = await httpClient(`${API_URL}/stats/funnel`);
    return json as ConfirmationFunnel;
  },
  getVisitors: async (days) => (await httpClient(`${API_URL}/stats/visitors?days=${days}`)).json as VisitorsPerDay,
  getSources: async (days) => (await httpClient(`${API_URL}/stats/sources?days=${days}`)).json as TrafficSource[],
  getJourney: async (days) => (await httpClient(`${API_URL}/stats/journey?days=${days}`)).json as JourneyCounts,
  verifyReservation: (id) => postAction(`reservations/${encodeURIComponent(String(id))}/verify`),
  resetAdminMfa: (id) => postAction(`admins/${encodeURIComponent(String(id))}/reset-mfa`),
  getMe: async () => (await httpClient(`${API_URL}/me`)).json as AdminAccount,
  startMfaEnrolment: async (currentCode) =>
    (
      await httpClient(`${API_URL}/me/mfa`, {
        method: 'POST',
        body: JSON.stringify(currentCode === undefined ? {} : ({ current_code: currentCode } satisfies MfaStartRequest)),
      })
    ).json as MfaEnrolment,
  confirmMfaEnrolment: async (code) =>
    (await httpClient(`${API_URL}/me/mfa/confirm`, { method: 'POST', body: JSON.stringify({ code }) })).json as MfaConfirmation,
  // Public, like the acceptance: the invitee has no session yet.
  lookUpInvitation: async (token) => {
    try {
      return (await fetchUtils.fetchJson('/api/admin-invitations/lookup', { method: 'POST', body: JSON.stringify({ token }) }))
        .json as InvitationDetails;
    } catch (error) {
      if (error instanceof HttpError) throw new HttpError(serverMessage(error.body, error.message), error.status, error.body);
      throw error;
    }
  },
  // Public: the invitee has no session yet.
  acceptInvitation: async (token, password) => {
    try {
      await fetchUtils.fetchJson('/api/admin-invitations/accept', { method: 'POST', body: JSON.stringify({ token, password }) });
    } catch (error) {
      if (error instanceof HttpError) throw new HttpError(serverMessage(error.body, error.message), error.status, error.body);
      throw error;
    }
  },
  resendVerification: (id) => postAction(`reservations/${encodeURIComponent(String(id))}/resend`),
  rotateWebhook: async (id) =>
    (await postAction(`webhooks/${encodeURIComponent(String(id))}/rotate`)).data as WebhookRecord & { secret: string },
  redeliverWebhook: (deliveryId) => postAction(`webhook-deliveries/${encodeURIComponent(String(deliveryId))}/redeliver`),
  eraseReservation: (id) => postAction(`reservations/${encodeURIComponent(String(id))}/erase`),
  exportReservationsCsv: async (filter) => {
    const headers = new Headers({ Accept: 'text/csv' });
    const authorization = bearer();
    if (authorization) headers.set('Authorization', authorization);
    const query = new URLSearchParams({ filter: JSON.stringify(filter) });
    const response = await fetch(`${API_URL}/reservations/export.csv?${query}`, { headers });
    if (!response.ok) {
      const body: unknown = await response.json().catch(() => null);
      throw new HttpError(serverMessage(body, response.statusText), response.status, body);
    }
    return response.blob();
  },
  previewAnnouncement: async ({ subject, body, locale, translation }, signal) =>
    (
      await httpClient(`${API_URL}/announcements/preview`, {
        method: 'POST',
        body: JSON.stringify({ subject, body, locale, ...(translation ? { translations: { [locale]: translation } } : {}) }),
        signal,
      })
    ).json as AnnouncementPreview,
  announcementCopy: async (id, locale, signal) =>
    (await httpClient(`${API_URL}/announcements/${encodeURIComponent(String(id))}/copies/${locale}`, { signal }))
      .json as AnnouncementPreview,
  testAnnouncement: async (id, locale, email) =>
    (
      await httpClient(`${API_URL}/announcements/${encodeURIComponent(String(id))}/test`, {
        method: 'POST',
        body: JSON.stringify(email === undefined ? { locale } : { email, locale }),
      })
    ).json as TestCopyQueued,
  sendAnnouncement: async (id, sendAt) =>
    (
      await httpClient(`${API_URL}/announcements/${encodeURIComponent(String(id))}/send`, {
        method: 'POST',
        body: JSON.stringify(sendAt === undefined ? {} : { send_at: sendAt }),
      })
    ).json as AnnouncementSendResponse,
  changeAnnouncement: async (id, change) =>
    (await postAction(`announcements/${encodeURIComponent(String(id))}/${change}`)).data as AnnouncementRecord,
};
