import { registerDecorator, ValidationArguments, ValidationError, ValidationOptions } from 'class-validator';
import type { AppErrorCode, ErrorDetails } from './app-error';

/** What a failed edge constraint reports: the error the handler itself would raise for that input, with its details. */
export type EdgeFailure = {
  [C in AppErrorCode]: undefined extends ErrorDetails<C> ? { code: C; details?: ErrorDetails<C> } : { code: C; details: ErrorDetails<C> };
}[AppErrorCode];

/** A check of one property: null when it passes. `dto` is the whole request, for rules that depend on a sibling. */
export type EdgeCheck = (value: unknown, dto: Record<string, unknown>) => EdgeFailure | null;

/**
 * The order in which a request's failures are answered: the first failure of the earliest phase is
 * the answer, whatever the order of the properties, so a body with several bad fields always gets
 * the message of the earliest rule: the request's shape, then the handle, then the email. Within a phase, the first property declared wins.
 * - `shape`: the form of the whole request (types, lengths, unexpected fields, ids);
 * - `handle`: the handle rule of contracts/;
 * - `email`: the email rule, which speaks only once the handle passes.
 */
export const EDGE_PHASES = ['shape', 'handle', 'email'] as const;
export type EdgePhase = (typeof EDGE_PHASES)[number];

/**
 * What a failed constraint answers and in which phase. class-validator hands a decorator's
 * `context` back on the error it reports, so the answer travels as data, never inside a message.
 */
interface EdgeContext {
  phase: EdgePhase;
  answer: EdgeCheck;
}

/**
 * Options that make a class-validator decorator answer with one of the app's own errors, as in
 * `@IsIn(ADMIN_ROLES, answering(roleShape))`: a fixed failure, or a check that says which one.
 * Spread them to combine with `each`.
 */
export function answering(failure: EdgeFailure | EdgeCheck, phase: EdgePhase = 'shape'): ValidationOptions {
  const context: EdgeContext = { phase, answer: typeof failure === 'function' ? failure : () => failure };
  return { context };
}

/**
 * The message of a failed rule, for whoever reads raw validation errors; the answer is its context.
 * class-validator drops a failure's context when its message is empty, so there must be one.
 */
export const brokenRule =
  (name: string) =>
  (args: ValidationArguments): string =>
    `${args.property} breaks ${name}`;

/** A constraint whose failure is one of the app's own errors, so the answer is the catalogue's words and status. */
export function EdgeRule(name: string, phase: EdgePhase, check: EdgeCheck): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name,
      target: target.constructor,
      propertyName: String(propertyName),
      options: answering(check, phase),
      validator: {
        validate: (value: unknown, args: ValidationArguments) => check(value, args.object as Record<string, unknown>) === null,
        defaultMessage: brokenRule(name),
      },
    });
  };
}

/** A failure of a stock decorator given no answer: class-validator's own words, on the field's path. */
export interface UnansweredFailure {
  error: string;
  field: string;
}

interface Found {
  /** Index in EDGE_PHASES; a decorator given no answer comes after every phase. */
  rank: number;
  failure: EdgeFailure | UnansweredFailure;
}

const SHAPE = EDGE_PHASES.indexOf('shape');
const UNRANKED = EDGE_PHASES.length;

/** Every failure in the order class-validator found them: unexpected fields, then each property in declaration order. */
function collect(errors: ValidationError[], path: string[], into: Found[]): void {
  for (const error of errors) {
    const at = [...path, error.property];
    for (const [constraint, message] of Object.entries(error.constraints ?? {})) {
      const context = error.contexts?.[constraint] as EdgeContext | undefined;
      if (constraint === 'whitelistValidation') {
        const last = at.length - 1;
        const named = [...at.slice(0, last), at[last].slice(0, 40)].join('.');
        into.push({ rank: SHAPE, failure: { code: 'invalid_body', details: { body: { problem: 'unexpected_field', field: named } } } });
      } else if (context) {
        const failure = context.answer(error.value, (error.target ?? {}) as Record<string, unknown>);
        into.push({ rank: EDGE_PHASES.indexOf(context.phase), failure: failure ?? { code: 'invalid_body' } });
      } else {
        into.push({ rank: UNRANKED, failure: { error: message, field: at.join('.') } });
      }
    }
    if (error.children?.length) collect(error.children, at, into);
  }
}

/**
 * The one answer for a request that failed validation: the first failure of the earliest phase.
 * The errors must carry their value and request (class-validator's default), which the answers read.
 */
export function firstFailure(errors: ValidationError[]): EdgeFailure | UnansweredFailure | undefined {
  const found: Found[] = [];
  collect(errors, [], found);
  return found.reduce<Found | undefined>((best, next) => (best === undefined || next.rank < best.rank ? next : best), undefined)?.failure;
}
