import { emailMessage, handleMessage, LOCALES, type Messages } from '@gameshift/contracts';
import type { AppError, BodyProblem, ListProblem } from './app-error';

export interface ErrorResponse {
  status: number;
  body: { error: string; code?: string; field?: string; resetTime?: number; retryAfter?: number; redeemed_at?: string };
  headers?: Record<string, string>;
}

/**
 * The one place where an error code becomes a status and words from the message catalogue (in
 * the request's language: `messages` is that language's). The code goes along beside the words,
 * so a client may choose its own.
 */
export function describeAppError(error: AppError, messages: Messages): ErrorResponse {
  const { body, ...response } = describe(error, messages);
  const { error: words, ...more } = body;
  return { ...response, body: { error: words, code: error.code, ...more } };
}

/**
 * The code of an answer that is no AppError of ours (the HTTP layer's own refusals, a unique
 * violation, an unexpected failure), by its status: as stable as an AppError's.
 */
export function httpErrorCode(status: number): string {
  return HTTP_ERROR_CODES[status] ?? (status >= 500 ? 'internal_error' : 'invalid_request');
}

const HTTP_ERROR_CODES: Readonly<Record<number, string>> = {
  400: 'invalid_body',
  401: 'authentication_required',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'body_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  502: 'bad_gateway',
  503: 'overloaded',
};

function describe(error: AppError, messages: Messages): ErrorResponse {
  const { code, details } = error;
  switch (code) {
    case 'email_required':
    case 'email_invalid':
    case 'email_alias':
    case 'email_disposable':
      return { status: 400, body: { error: emailMessage(code, messages), field: 'email' } };
    case 'handle_required':
    case 'handle_format':
    case 'handle_digits_only':
    case 'handle_restricted':
    case 'handle_reserved':
      return { status: 400, body: { error: handleMessage(code, messages), field: 'gameshift_id' } };
    case 'invalid_body':
      return {
        status: 400,
        body: {
          error: details.body ? bodyMessage(details.body, messages) : messages.httpError[400],
          ...(details.field && { field: details.field }),
        },
      };
    case 'unsupported_media_type':
      return { status: 415, body: { error: messages.httpError[415] } };
    case 'human_check_required':
      return { status: 403, body: { error: messages.humanCheckRequired, field: 'human_token' } };
    case 'human_check_expired':
      return { status: 403, body: { error: messages.humanCheckExpired, field: 'human_token' } };
    case 'handle_taken':
      return { status: 409, body: { error: messages.handleTaken, field: 'gameshift_id' } };
    case 'email_taken':
      return { status: 409, body: { error: messages.emailTaken, field: 'email' } };
    case 'email_typo':
      return { status: 400, body: { error: messages.emailTypo(details.likelyEmail ?? ''), field: 'email' } };
    case 'email_domain_no_mail':
      return { status: 400, body: { error: messages.emailDomainNoMail, field: 'email' } };
    case 'email_domain_busy':
      // No resetTime: the page shows the sentence under the email, where another address is the way on.
      return { status: 429, body: { error: messages.emailDomainBusy, field: 'email' } };
    case 'rate_limited': {
      const seconds = Math.max(1, Math.ceil(details.retryAfterSeconds ?? 60));
      const minutes = Math.max(1, Math.ceil(seconds / 60));
      return {
        status: 429,
        body: { error: messages.tooManyAttempts(minutes), resetTime: minutes },
        headers: { 'Retry-After': String(seconds) },
      };
    }
    case 'overloaded': {
      // Nothing was spent: the very same request is expected again after the wait.
      const seconds = Math.max(1, Math.ceil(details.retryAfterSeconds ?? 1));
      return { status: 503, body: { error: messages.serverBusy, retryAfter: seconds }, headers: { 'Retry-After': String(seconds) } };
    }
    case 'too_many_pending':
      // No resetTime: the wait ends when the client confirms a reservation, not at a known time.
      return { status: 429, body: { error: messages.tooManyPending } };
    case 'resend_not_yet': {
      const seconds = Math.max(1, Math.ceil(details.retryAfterSeconds ?? 60));
      return {
        status: 429,
        body: { error: details.resendLimit === 'daily' ? messages.resendDailyLimit : messages.resendCoolingDown(seconds) },
        headers: { 'Retry-After': String(seconds) },
      };
    }
    case 'not_found':
      return {
        status: 404,
        body: { error: details.subject === 'record' ? messages.recordNotFound : messages.reservationNotFound },
      };
    case 'not_on_this_port':
      // Answered as an unknown route, so the public port does not even reveal that operator routes exist.
      return { status: 404, body: { error: messages.httpError[404] } };
    case 'metrics_token_required':
      return { status: 401, body: { error: messages.httpError[401] }, headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' } };
    case 'site_password_required':
      return {
        status: 401,
        body: { error: messages.sitePasswordRequired },
        headers: { 'WWW-Authenticate': `Basic realm="${messages.sitePasswordRealm}", charset="UTF-8"` },
      };
    case 'already_verified':
      return { status: 409, body: { error: messages.reservationAlreadyVerified } };
    case 'invalid_list':
      return { status: 400, body: { error: listMessage(details.list ?? { problem: 'filter' }, messages) } };
    case 'invalid_operation':
      return { status: 400, body: { error: messages.adminOperationInvalid(details.operations ?? []) } };
    case 'method_not_allowed':
      return {
        status: 405,
        body: { error: details.refusal === 'kept' ? messages.recordsKept : messages.recordsReadOnly },
        headers: { Allow: details.allow ?? 'GET' },
      };
    case 'role_forbidden':
      return { status: 403, body: { error: messages.roleForbidden } };
    case 'mfa_enrol_first':
      return { status: 403, body: { error: messages.mfaEnrolFirst } };
    case 'mfa_not_started':
      return { status: 409, body: { error: messages.mfaNotStarted } };
    case 'mfa_code_invalid':
      return { status: 400, body: { error: messages.mfaCodeInvalid, field: 'code' } };
    case 'mfa_current_code_required':
      return { status: 403, body: { error: messages.mfaCurrentCodeNeeded, field: 'current_code' } };
    case 'mfa_current_code_invalid':
      return { status: 403, body: { error: messages.mfaCurrentCodeInvalid, field: 'current_code' } };
    case 'mfa_recovery_code_used':
      return { status: 403, body: { error: messages.mfaRecoveryCodeUsed, field: 'current_code' } };
    case 'mfa_codes_paused': {
      const seconds = Math.max(1, Math.ceil(details.retryAfterSeconds ?? 60));
      const minutes = Math.max(1, Math.ceil(seconds / 60));
      return {
        status: 429,
        body: { error: messages.mfaCodesPaused(minutes), field: 'code', resetTime: minutes },
        headers: { 'Retry-After': String(seconds) },
      };
    }
    case 'last_owner':
      return { status: 409, body: { error: messages.lastOwner } };
    case 'admin_exists':
      return { status: 409, body: { error: messages.adminExists, field: 'email' } };
    case 'invitation_invalid':
      return { status: 400, body: { error: messages.invitationInvalid } };
    case 'password_too_short':
      return { status: 400, body: { error: messages.adminPasswordTooShort, field: 'password' } };
    case 'unsubscribe_link_invalid':
      return { status: 404, body: { error: messages.unsubscribeLinkInvalid } };
    case 'mail_events_off':
      // Off until the operator sets MAIL_EVENTS_SECRET: to a provider, a route that is not there.
      return { status: 404, body: { error: messages.mailEventsOff } };
    case 'mail_events_unsigned':
      return { status: 401, body: { error: messages.mailEventsUnsigned } };
    case 'suppression_exists':
      return { status: 409, body: { error: messages.suppressionExists, field: 'email' } };
    case 'suppression_person_only':
      return { status: 403, body: { error: messages.suppressionPersonOnly } };
    case 'announcement_not_draft':
      return { status: 409, body: { error: messages.announcementNotDraft } };
    case 'announcement_state':
      return { status: 409, body: { error: messages.announcementState(details.action ?? 'changed', details.status ?? 'past that') } };
    case 'announcement_test_recipient':
      return { status: 400, body: { error: messages.announcementTestRecipient, field: 'email' } };
    case 'announcement_placeholder':
      return { status: 400, body: { error: messages.announcementPlaceholder(details.placeholder ?? ''), field: details.field ?? 'body' } };
    case 'announcement_translation_placeholder':
      return {
        status: 400,
        body: {
          error: messages.announcementTranslationPlaceholder(details.locale ?? '', details.placeholder ?? ''),
          field: 'translations',
        },
      };
    case 'webhook_url_refused':
      return { status: 400, body: { error: messages.webhookUrlRefused(details.webhookUrl ?? { kind: 'unresolved' }), field: 'url' } };
    case 'webhook_disabled':
      return { status: 409, body: { error: messages.webhookDisabled } };
    case 'webhook_reservation_gone':
      return { status: 409, body: { error: messages.webhookReservationGone } };
    case 'api_key_required':
      return { status: 401, body: { error: messages.apiKeyRequired }, headers: { 'WWW-Authenticate': 'Bearer realm="api"' } };
    case 'api_key_scope':
      return { status: 403, body: { error: messages.apiKeyScopeMissing(details.scope ?? '') } };
    case 'claim_code_unknown':
      return { status: 404, body: { error: messages.claimCodeUnknown } };
    case 'claim_redeemed':
      return {
        status: 409,
        body: { error: messages.claimAlreadyRedeemed, ...(details.redeemedAt && { redeemed_at: details.redeemedAt }) },
      };
    case 'manage_link_invalid':
      return { status: 404, body: { error: messages.manageLinkInvalid } };
    case 'erase_link_invalid':
      return { status: 404, body: { error: messages.eraseLinkInvalid } };
    default: {
      const unreachable: never = code;
      throw new Error(`unmapped error code ${String(unreachable)}`);
    }
  }
}

function bodyMessage(body: BodyProblem, messages: Messages): string {
  switch (body.problem) {
    case 'not_object':
      return messages.requestNotObject;
    case 'unexpected_field':
      return messages.requestUnexpectedField(body.field);
    case 'not_text':
      return messages.requestNotText(body.field);
    case 'too_long':
      return messages.requestTooLong(body.field);
    case 'honeypot_fields':
      return messages.honeypotFieldsNotObject;
    case 'login':
      return messages.loginShape;
    case 'human_verify':
      return messages.humanVerifyShape;
    case 'resend':
      return messages.resendShape;
    case 'manage_key':
      return messages.manageKeyInvalid;
    case 'post_id':
      return messages.postIdInvalid;
    case 'admin_invite':
      return messages.adminInviteShape;
    case 'admin_role':
      return messages.adminRoleShape;
    case 'invitation':
      return messages.invitationShape;
    case 'mfa_code':
      return messages.mfaCodeShape;
    case 'mfa_current_code':
      return messages.mfaCurrentCodeShape;
    case 'field_rule':
      return messages.requestFieldRule(body.field, body.rule);
    case 'unsubscribe':
      return messages.unsubscribeBodyInvalid;
    case 'mail_event':
      return messages.mailEventShape;
    case 'suppression':
      return messages.suppressionShape;
    case 'announcement':
      return messages.announcementShape;
    case 'announcement_send_at':
      return messages.announcementSendAt;
    case 'webhook':
      return messages.webhookShape;
    case 'webhook_update':
      return messages.webhookUpdateShape;
    case 'api_key':
      return messages.apiKeyShape;
    case 'game_list':
      return messages.gameListQuery;
    case 'game_cursor':
      return messages.gameCursorInvalid;
    case 'claim_code':
      return messages.claimCodeShape;
    case 'manage_request':
      return messages.manageRequestShape;
    case 'manage_announcements':
      return messages.manageAnnouncementsShape;
    case 'erase':
      return messages.eraseShape;

    // The languages of the site
    case 'locale':
      return messages.localeInvalid(LOCALES);
    case 'announcement_translations':
      return messages.announcementTranslationsShape;
    default: {
      const unreachable: never = body;
      throw new Error(`unmapped body problem ${JSON.stringify(unreachable)}`);
    }
  }
}

function listMessage(list: ListProblem, messages: Messages): string {
  switch (list.problem) {
    case 'sort':
      return messages.listSortInvalid(list.allowed);
    case 'range':
      return messages.listRangeInvalid(list.max, list.maxOffset);
    case 'filter':
      return messages.listFilterInvalid;
    case 'filter_field':
      return messages.listFilterField(list.field, list.allowed);
    case 'filter_value':
      return messages.listFilterValue(list.field);
    case 'ids':
      return messages.listIdsTooMany(list.max);
    case 'search':
      return messages.listSearchNone(list.allowed);
    default: {
      const unreachable: never = list;
      throw new Error(`unmapped list problem ${JSON.stringify(unreachable)}`);
    }
  }
}
