import { honeypotFilled, SUPPRESSION_REASONS, type HoneypotValues, type SuppressionReason, type VerifyState } from '@gameshift/contracts';
import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { LimitStorage } from '../common/limit-store/limit-storage';
import {
  HUMAN_CHECK_RESULTS,
  HUMAN_CHECK_ROUTE,
  humanCheckResult,
  RESERVATION_OUTCOMES,
  reservationOutcome,
  RESERVE_ROUTE,
} from './answer-outcome';

const VERIFY_STATES: readonly VerifyState[] = ['success', 'already_verified', 'race_lost', 'expired', 'error'];

/** One answer as the response hook sees it: the route the router matched, not the URL as written. */
export interface ObservedAnswer {
  method: string;
  route: string;
  statusCode: number;
  seconds: number;
  /** The request body as parsed, for the one answer whose status does not tell its outcome. */
  body: unknown;
  /** Refused for load (503 with Retry-After) before anything of the visitor's was spent. */
  shed?: boolean;
}

/**
 * The figures an operator watches. Most are read off the answer in one place (the response hook):
 * its route and status say what happened, whichever guard, rule or constraint decided it. The
 * confirmation states all answer 200, so the verification service counts them where it decides.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  readonly httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration in seconds, by route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly reservations = new Counter({
    name: 'reservations_total',
    help: 'Reservation attempts by outcome: created, refused (input rules), conflict (handle or email taken), limited (429), bot (human check or trap field)',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });
  private readonly confirmations = new Counter({
    name: 'confirmations_total',
    help: 'Answers to confirmation links by state',
    labelNames: ['state'] as const,
    registers: [this.registry],
  });
  private readonly humanChecks = new Counter({
    name: 'human_checks_total',
    help: 'Played human-check patterns, passed (a token issued) or failed',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  private readonly limitHits = new Counter({
    name: 'limit_hits_total',
    help: 'Requests refused with 429 (per-client limits, the pending cap, resend and sign-in limits), by route',
    labelNames: ['route'] as const,
    registers: [this.registry],
  });
  private readonly shedRequests = new Counter({
    name: 'shed_requests_total',
    help: 'Requests answered 503 with Retry-After because the instance or its database was busy, by route',
    labelNames: ['route'] as const,
    registers: [this.registry],
  });
  private readonly unsubscribes = new Counter({
    name: 'unsubscribes_total',
    help: 'Addresses put on the suppression list (no more announcements), by reason: unsubscribed, bounced, complained, manual',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  private readonly honeypotHits = new Counter({
    name: 'honeypot_hits_total',
    help: 'Reservations with a filled trap field, answered like a success and recorded as violations',
    registers: [this.registry],
  });

  constructor(limits: LimitStorage) {
    collectDefaultMetrics({ register: this.registry });
    // Every known series from the start, so that rates and alerts see a 0 before the first event.
    for (const outcome of RESERVATION_OUTCOMES) this.reservations.inc({ outcome }, 0);
    for (const state of VERIFY_STATES) this.confirmations.inc({ state }, 0);
    for (const result of HUMAN_CHECK_RESULTS) this.humanChecks.inc({ result }, 0);
    for (const reason of SUPPRESSION_REASONS) this.unsubscribes.inc({ reason }, 0);
    new Gauge({
      name: 'limit_store',
      help: 'Where this instance counts limits: 1 on the series of the store in use (redis, or memory with redis not configured or unreachable)',
      labelNames: ['store', 'redis'] as const,
      registers: [this.registry],
      collect() {
        const { store, redis } = limits.state();
        this.reset();
        this.set({ store, redis }, 1);
      },
    });
  }

  observeRequest({ method, route, statusCode, seconds, body, shed }: ObservedAnswer): void {
    this.httpDuration.observe({ method, route, status_code: String(statusCode) }, seconds);
    if (shed) this.shedRequests.inc({ route });
    if (statusCode === 429) this.limitHits.inc({ route });
    if (method !== 'POST') return;
    if (route === RESERVE_ROUTE) {
      const trapFilled = statusCode === 201 && honeypotFilled((body as { honeypot_fields?: HoneypotValues } | undefined)?.honeypot_fields);
      const outcome = reservationOutcome(statusCode, trapFilled);
      if (outcome) this.reservations.inc({ outcome });
      if (trapFilled) this.honeypotHits.inc();
    } else if (route === HUMAN_CHECK_ROUTE) {
      const result = humanCheckResult(statusCode);
      if (result) this.humanChecks.inc({ result });
    }
  }

  countConfirmation(state: VerifyState): void {
    this.confirmations.inc({ state });
  }

  countSuppression(reason: SuppressionReason): void {
    this.unsubscribes.inc({ reason });
  }
}
