import { ANALYTICS, EVENT_NAMES } from '@gameshift/contracts';

/** What is wrong with one part of an events request or an attribution: the field and the rule it breaks. */
export interface ShapeProblem {
  field: string;
  rule: string;
}

const TEXT_RULE = (max: number) => `must be text of at most ${max} characters`;
const PATH_RULE = `must be a path starting with / of at most ${ANALYTICS.maxPath} characters`;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isText(value: unknown, max: number): boolean {
  return typeof value === 'string' && value.length <= max;
}

function isPath(value: unknown): boolean {
  return typeof value === 'string' && value.startsWith('/') && value.length <= ANALYTICS.maxPath;
}

/** Each field an object may carry and its check; a field not listed is a problem, and so is a missing required one. */
type Fields = Record<string, { required?: boolean; ok: (value: unknown) => boolean; rule: string }>;

const UTM_FIELDS: Fields = {
  utm_source: { ok: (v) => isText(v, ANALYTICS.maxUtm), rule: TEXT_RULE(ANALYTICS.maxUtm) },
  utm_medium: { ok: (v) => isText(v, ANALYTICS.maxUtm), rule: TEXT_RULE(ANALYTICS.maxUtm) },
  utm_campaign: { ok: (v) => isText(v, ANALYTICS.maxUtm), rule: TEXT_RULE(ANALYTICS.maxUtm) },
};

const EVENT_FIELDS: Fields = {
  name: {
    required: true,
    ok: (v) => (EVENT_NAMES as readonly unknown[]).includes(v),
    rule: `must be one of ${EVENT_NAMES.join(', ')}`,
  },
  path: { required: true, ok: isPath, rule: PATH_RULE },
  referrer: { ok: (v) => isText(v, ANALYTICS.maxReferrer), rule: TEXT_RULE(ANALYTICS.maxReferrer) },
  ...UTM_FIELDS,
};

const ATTRIBUTION_FIELDS: Fields = {
  referrer: { ok: (v) => isText(v, ANALYTICS.maxReferrer), rule: TEXT_RULE(ANALYTICS.maxReferrer) },
  ...UTM_FIELDS,
  landing: { ok: isPath, rule: PATH_RULE },
};

function objectProblem(value: unknown, at: string, fields: Fields): ShapeProblem | null {
  if (!isPlainObject(value)) return { field: at, rule: 'must be an object' };
  for (const key of Object.keys(value)) {
    if (!Object.hasOwn(fields, key)) return { field: `${at}.${key.slice(0, 40)}`, rule: 'is not a known field' };
  }
  for (const [key, field] of Object.entries(fields)) {
    const present = Object.hasOwn(value, key) && value[key] !== undefined;
    if (!present && field.required) return { field: `${at}.${key}`, rule: field.rule };
    if (present && !field.ok(value[key])) return { field: `${at}.${key}`, rule: field.rule };
  }
  return null;
}

/** The first problem of a request's `events`, or null when every event is well formed. */
export function eventsProblem(value: unknown): ShapeProblem | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > ANALYTICS.eventsPerRequest) {
    return { field: 'events', rule: `must be a list of 1 to ${ANALYTICS.eventsPerRequest} events` };
  }
  for (const [i, event] of value.entries()) {
    const problem = objectProblem(event, `events[${i}]`, EVENT_FIELDS);
    if (problem) return problem;
  }
  return null;
}

/** The problem of a reservation's optional `attribution`, or null. */
export function attributionProblem(value: unknown): ShapeProblem | null {
  return value === undefined ? null : objectProblem(value, 'attribution', ATTRIBUTION_FIELDS);
}
