import { ABUSE_ERRORS } from './abuse/abuse.errors';
import { ANNOUNCEMENT_ERRORS } from './announcements/announcements.errors';
import { API_KEY_ERRORS } from './api-keys/api-keys.errors';
import { ARTICLE_ERRORS } from './articles/articles.errors';
import { AUTH_ERRORS } from './auth/auth.errors';
import type { ErrorTable } from './common/app-error';
import { COMMON_ERRORS } from './common/common.errors';
import { GAME_API_ERRORS } from './game-api/game-api.errors';
import { HUMAN_CHECK_ERRORS } from './human-check/human-check.errors';
import { MANAGE_ERRORS } from './manage/manage.errors';
import { MEDIA_ERRORS } from './media/media.errors';
import { RESERVATION_ERRORS } from './reservations/reservations.errors';
import { SECURITY_ERRORS } from './security/security.errors';
import { SUPPRESSION_ERRORS } from './suppressions/suppressions.errors';
import { WEBHOOK_ERRORS } from './webhooks/webhooks.errors';

/**
 * Every error code the app answers with, as the features declare them (`<feature>.errors.ts`): a
 * feature's new code goes in its own table, and a new feature's table joins this list. A code
 * declared by two tables fails `app-errors.spec.ts`.
 */
export const FEATURE_ERRORS = [
  COMMON_ERRORS,
  SECURITY_ERRORS,
  RESERVATION_ERRORS,
  ABUSE_ERRORS,
  HUMAN_CHECK_ERRORS,
  AUTH_ERRORS,
  SUPPRESSION_ERRORS,
  ANNOUNCEMENT_ERRORS,
  WEBHOOK_ERRORS,
  API_KEY_ERRORS,
  GAME_API_ERRORS,
  MANAGE_ERRORS,
  MEDIA_ERRORS,
  ARTICLE_ERRORS,
] as const satisfies readonly ErrorTable[];

type Intersection<U> = (U extends unknown ? (table: U) => void : never) extends (table: infer I) => void ? I : never;

/** The features' tables as one: each code's declaration, by code. */
export type AppErrorDeclarations = Intersection<(typeof FEATURE_ERRORS)[number]>;

export const APP_ERRORS = Object.assign({}, ...FEATURE_ERRORS) as AppErrorDeclarations;
