import type { ApiErrorField, Messages } from '@gameshift/contracts';
import type { AppErrorDeclarations } from '../app-errors';

/**
 * What an error answers beside its status: the words from the request's catalogue, and whatever
 * more its body and headers carry. The code goes along beside the words (error-response.ts).
 */
export interface ErrorAnswer {
  body: { error: string; field?: ApiErrorField; resetTime?: number; retryAfter?: number; redeemed_at?: string };
  headers?: Record<string, string>;
}

/**
 * One error code, declared by the feature that raises it (`<feature>.errors.ts`): the status it
 * answers with, and its answer from the request's catalogue and the details the code carries. The
 * details' type is the second parameter's: a code whose answer takes none is raised without any.
 */
export interface ErrorDeclaration<Details> {
  status: number;
  answer: (messages: Messages, details: Details) => ErrorAnswer;
}

/** A feature's error codes, checked with `satisfies ErrorTable` so each answer's `messages` is typed. */
export type ErrorTable = Record<string, ErrorDeclaration<never>>;

/** Every failure the app reports on purpose: the codes the features declare, gathered in app-errors.ts. */
export type AppErrorCode = keyof AppErrorDeclarations;

/** The details a code carries, as its declaration's answer reads them (`undefined` for none). */
export type ErrorDetails<C extends AppErrorCode> = Parameters<AppErrorDeclarations[C]['answer']>[1];

type DetailsArgument<C extends AppErrorCode> = undefined extends ErrorDetails<C> ? [details?: ErrorDetails<C>] : [details: ErrorDetails<C>];

/** A catalogue entry that is a sentence of its own, with nothing to fill in. */
export type SentenceKey = { [K in keyof Messages]: Messages[K] extends string ? K : never }[keyof Messages];

/** What is wrong with the shape of a request, so the catalogue can say it. */
export type BodyProblem =
  | { problem: 'not_object' }
  | { problem: 'unexpected_field'; field: string }
  | { problem: 'not_text'; field: string }
  | { problem: 'too_long'; field: string }
  /** A field of a structured request (an event, an attribution) breaks the rule named. */
  | { problem: 'field_rule'; field: string; rule: string }
  /** A reservation's or a translation's `locale` that is not one of the site's languages. */
  | { problem: 'locale' }
  /** The request of one call is not what it takes: the catalogue's sentence that says what it does take. */
  | { problem: 'shape'; sentence: SentenceKey };

/** What is wrong with an admin list request, so the catalogue can say it. */
export type ListProblem =
  | { problem: 'sort'; allowed: readonly string[] }
  | { problem: 'range'; max: number; maxOffset: number }
  | { problem: 'filter' }
  | { problem: 'filter_field'; field: string; allowed: readonly string[] }
  | { problem: 'filter_value'; field: string }
  | { problem: 'ids'; max: number }
  /** `filter.q` asked of a list with nothing to search; `allowed` are the filters it does offer. */
  | { problem: 'search'; allowed: readonly string[] };

/** A failure the app reports on purpose, with the details its code's declaration reads. */
export class AppError<C extends AppErrorCode = AppErrorCode> extends Error {
  readonly details: ErrorDetails<C>;

  constructor(
    readonly code: C,
    ...[details]: DetailsArgument<C>
  ) {
    super(code);
    this.name = 'AppError';
    this.details = details as ErrorDetails<C>;
  }
}
