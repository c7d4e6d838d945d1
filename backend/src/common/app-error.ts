import type { ApiErrorField, EmailErrorCode, HandleErrorCode, WebhookUrlRefusal } from '@gameshift/contracts';

/** Every failure the app reports on purpose. The exception filter maps each to a status and a message. */
export type AppErrorCode =
  | EmailErrorCode
  | HandleErrorCode
  | 'invalid_body'
  | 'unsupported_media_type'
  | 'human_check_required'
  | 'human_check_expired'
  | 'handle_taken'
  | 'email_taken'
  | 'email_domain_busy'
  | 'email_domain_no_mail'
  | 'email_typo'
  | 'rate_limited'
  | 'overloaded'
  | 'too_many_pending'
  | 'resend_not_yet'
  | 'not_found'
  | 'not_on_this_port'
  | 'metrics_token_required'
  | 'site_password_required'
  | 'already_verified'
  | 'invalid_list'
  | 'method_not_allowed'
  | 'invalid_operation'
  | 'role_forbidden'
  | 'mfa_enrol_first'
  | 'mfa_not_started'
  | 'mfa_code_invalid'
  | 'mfa_current_code_required'
  | 'mfa_current_code_invalid'
  | 'mfa_recovery_code_used'
  | 'mfa_codes_paused'
  | 'last_owner'
  | 'admin_exists'
  | 'invitation_invalid'
  | 'password_too_short'
  | 'unsubscribe_link_invalid'
  | 'mail_events_off'
  | 'mail_events_unsigned'
  | 'suppression_exists'
  | 'suppression_person_only'
  | 'announcement_not_draft'
  | 'announcement_state'
  | 'announcement_test_recipient'
  | 'announcement_placeholder'
  | 'announcement_translation_placeholder'
  // webhooks
  | 'webhook_url_refused'
  | 'webhook_disabled'
  | 'webhook_reservation_gone'
  // The game's API: its keys and claim codes
  | 'api_key_required'
  | 'api_key_scope'
  | 'claim_code_unknown'
  | 'claim_redeemed'
  | 'manage_link_invalid'
  | 'erase_link_invalid';

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

/** What is wrong with the shape of a request, so the catalogue can say it. */
export type BodyProblem =
  | { problem: 'not_object' }
  | { problem: 'unexpected_field'; field: string }
  | { problem: 'not_text'; field: string }
  | { problem: 'too_long'; field: string }
  | { problem: 'honeypot_fields' }
  | { problem: 'login' }
  | { problem: 'human_verify' }
  | { problem: 'resend' }
  | { problem: 'manage_key' }
  | { problem: 'post_id' }
  | { problem: 'admin_invite' }
  | { problem: 'admin_role' }
  | { problem: 'invitation' }
  | { problem: 'mfa_code' }
  | { problem: 'mfa_current_code' }
  | { problem: 'unsubscribe' }
  | { problem: 'mail_event' }
  | { problem: 'suppression' }
  | { problem: 'announcement' }
  | { problem: 'announcement_send_at' }
  | { problem: 'webhook' }
  | { problem: 'webhook_update' }
  | { problem: 'api_key' }
  | { problem: 'game_list' }
  | { problem: 'game_cursor' }
  | { problem: 'claim_code' }
  | { problem: 'manage_request' }
  | { problem: 'manage_announcements' }
  | { problem: 'erase' }
  /** A field of a structured request (an event, an attribution) breaks the rule named. */
  | { problem: 'field_rule'; field: string; rule: string }
  // The languages of the site: a reservation's `locale` that is not one of them.
  | { problem: 'locale' }
  | { problem: 'announcement_translations' };

export interface AppErrorDetails {
  /** For invalid_body: what exactly is wrong; without it the answer is the generic 400. */
  body?: BodyProblem;
  field?: ApiErrorField;
  /** For email_typo: the address the visitor most likely meant. */
  likelyEmail?: string;
  /** For rate_limited, resend_not_yet, mfa_codes_paused and overloaded: seconds until the client may try again. */
  retryAfterSeconds?: number;
  /** For resend_not_yet: the link was sent moments ago, or the day's links are used up. */
  resendLimit?: 'cooldown' | 'daily';
  /** For not_found: a record other than a reservation. */
  subject?: 'record';
  /** For invalid_list. */
  list?: ListProblem;
  /** For invalid_operation: the operations the endpoint offers, named in the answer. */
  operations?: readonly string[];
  /** For method_not_allowed: the methods the resource does answer, and why the others are refused. */
  allow?: string;
  refusal?: 'read_only' | 'kept';
  /** For announcement_placeholder: the word in braces that is not a placeholder; for announcement_translation_placeholder, the one a translation leaves out. */
  placeholder?: string;
  /** For announcement_translation_placeholder: the language of the translation. */
  locale?: string;
  /** For announcement_state: what was asked and the status that refuses it. */
  action?: string;
  status?: string;
  /** For webhook_url_refused: why the URL may not receive webhooks. */
  webhookUrl?: WebhookUrlRefusal;
  /** For api_key_scope: the scope the route needs. */
  scope?: string;
  /** For claim_redeemed: when the reservation was claimed. */
  redeemedAt?: string;
}

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    readonly details: AppErrorDetails = {},
  ) {
    super(code);
    this.name = 'AppError';
  }
}
