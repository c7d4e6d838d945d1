/*
 * First-party, cookieless analytics: what the public site sends and what the portal reads.
 * A visitor is a hash of the day's random salt, the client and its user agent, kept only as that
 * hash; each day's salt is deleted once the day is over, so a visitor cannot be followed across days.
 */

/** The steps of the journey the site reports, in their order. */
export const JOURNEY_EVENTS = ['handle_entered', 'email_step', 'game_started', 'game_passed', 'reserved'] as const;
export type JourneyEvent = (typeof JOURNEY_EVENTS)[number];

/** Every event name `POST /api/events` accepts. */
export const EVENT_NAMES = ['page_view', ...JOURNEY_EVENTS] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/** The funnel the Traffic page shows: visits, then the journey, then confirmed reservations. */
export const JOURNEY_STEPS = ['visit', ...JOURNEY_EVENTS, 'confirmed'] as const;
export type JourneyStep = (typeof JOURNEY_STEPS)[number];

export const ANALYTICS = {
  /** Events one request may carry. */
  eventsPerRequest: 20,
  /** Longest path, landing page and referrer read, in characters. */
  maxPath: 200,
  maxReferrer: 500,
  /** Longest utm_* value read. */
  maxUtm: 100,
  /** Longest range the Traffic page asks for, in days. */
  maxDays: 366,
  /** Visitors one client address counts as in a day, at most: an office behind one address, not a script changing its user agent. */
  visitorsPerClient: 10,
  /** A source gets a row of its own on the Traffic page with a reservation or at least this many visitors... */
  sourceMinVisitors: 5,
  /** ...and at most this many sources get one; the rest are summed under OTHER_SOURCE. */
  sourcesListed: 100,
} as const;

/** The Traffic page's row for the sources too small or too many to list one by one. */
export const OTHER_SOURCE = 'other';

/** Where a visit came from: its first referrer and campaign tags, as the browser saw them. Every event carries it. */
export interface VisitSource {
  /** The referring page; the server keeps only its host. */
  referrer?: string;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
}

/** A visit's source as a reservation carries it, with the path the visit started on. */
export interface Attribution extends VisitSource {
  landing?: string;
}

export interface AnalyticsEvent extends VisitSource {
  name: EventName;
  path: string;
}

export interface EventsRequest {
  events: AnalyticsEvent[];
}

/** One source on the Traffic page: a campaign (`utm_source / utm_campaign`), a referring host, or `direct`. */
export interface TrafficSource {
  id: string;
  visitors: number;
  reservations: number;
  confirmations: number;
}

export interface JourneyCounts {
  steps: Array<{ step: JourneyStep; count: number }>;
}

export interface VisitorsPerDay {
  days: Array<{ date: string; visitors: number; page_views: number }>;
}

/** A source's name: the campaign when the visit was tagged, else the referring host, else `direct`. */
export function sourceName(source: { referrer_host?: string | null; utm_source?: string | null; utm_campaign?: string | null }): string {
  if (source.utm_source) return source.utm_campaign ? `${source.utm_source} / ${source.utm_campaign}` : source.utm_source;
  return source.referrer_host || 'direct';
}
