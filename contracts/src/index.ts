export { DEFAULT_PRODUCT_NAME } from './product';

export { createMessages } from './catalogue';
export { LIFTABLE_SUPPRESSION_REASONS, ONE_CLICK_UNSUBSCRIBE, SOFT_BOUNCE_RULE, SUPPRESSION_REASONS } from './suppressions';
export type { ResubscribeResponse, SuppressionReason, SuppressionRecord, UnsubscribeDetails, UnsubscribeResponse } from './suppressions';
export { createMailMessages } from './i18n/english/mail.generated';
export { createManageMessages, createManagePageMessages } from './i18n/english/manage.generated';
export { createNewsMessages } from './i18n/english/news.generated';
export { createNewsPageMessages } from './i18n/english/news-page.generated';
export { createPageMessages } from './i18n/english/page.generated';
export { createPublicMessages, createPublicPageMessages } from './i18n/english/public.generated';
export { createSiteMessages } from './i18n/english/site.generated';
export { createSuppressionMessages } from './i18n/english/suppression.generated';
export { createVerifyMessages } from './i18n/english/verify.generated';
export type { MailMessages } from './i18n/english/mail.generated';
export type { ManageMessages, ManagePageMessages } from './i18n/english/manage.generated';
export type { NewsMessages } from './i18n/english/news.generated';
export type { NewsPageMessages } from './i18n/english/news-page.generated';
export type { PageMessages } from './i18n/english/page.generated';
export type { PublicMessages, PublicPageMessages } from './i18n/english/public.generated';
export type { SiteMessages } from './i18n/english/site.generated';
export type { SuppressionMessages } from './i18n/english/suppression.generated';
export type { VerifyMessages } from './i18n/english/verify.generated';
export { createAnnouncementMessages } from './announcement-messages';
export {
  ANNOUNCEMENT_CHANGES,
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_PLACEHOLDERS,
  ANNOUNCEMENT_STALL_MS,
  ANNOUNCEMENT_STATUSES,
  announcementAllows,
  copyLanguage,
  copyWords,
  RECIPIENT_STATES,
  TEST_COPY_PREFIX,
} from './announcements';
export type {
  AnnouncementChange,
  AnnouncementPlaceholder,
  AnnouncementPreview,
  AnnouncementRecord,
  AnnouncementSendResponse,
  AnnouncementStatus,
  AnnouncementTranslation,
  AnnouncementTranslations,
  RecipientState,
  TestCopyQueued,
} from './announcements';
export { createGameApiMessages } from './game-api-messages';
export type { GameApiMessages } from './game-api-messages';
export {
  API_KEY_LIMITS,
  API_KEY_PREFIX,
  API_KEY_SCOPES,
  API_KEY_SHOWN_CHARS,
  GAME_PAGE,
  GAME_RESERVATION_STATUSES,
  SAMPLE_CLAIM_CODE,
} from './game-api';
export type {
  ApiKeyRecord,
  ApiKeyScope,
  CreateApiKeyRequest,
  CreatedApiKey,
  GameReservation,
  GameReservationPage,
  GameReservationStatus,
  RedeemClaimRequest,
  RedeemedClaim,
} from './game-api';
export type { Messages } from './catalogue';

export {
  ADMIN_SESSION,
  ADMIN_TABLE,
  ADMIN_VIOLATIONS,
  ARTICLE_QUERY,
  AUTO_SUBMIT_DELAY_MS,
  CLIENT_RATE_LIMIT,
  COPY_CONFIRMATION_MS,
  GAME,
  HONEYPOT_DELAY_MS,
  HONEYPOT_FIELDS,
  HUMAN_CHECK,
  HUMAN_CHECK_POW,
  MARKDOWN_LINK_SCHEMES,
  MAX_SUGGESTIONS,
  PAD_COLORS,
  PADS,
  READ_ALOUD,
  RESEND,
  TOAST_LIMIT,
  TOC,
  USER_ID,
  VERIFICATION_TTL_MS,
} from './constants';
export type { HoneypotField, Pad, PadColor } from './constants';

export { honeypotFilled } from './honeypot';
export type { HoneypotValues } from './honeypot';

export { ALLOWED_HANDLE_WORDS, BLOCKED_HANDLE_WORDS, RESERVED_HANDLE_WORDS } from './blocklists';
export { DISPOSABLE_EMAIL_DOMAINS } from './disposable-domains';

export {
  canonicalEmail,
  disposableDomainRules,
  emailMessage,
  FLOOR_EMAIL_RULES,
  isDisposableDomain,
  isEmailAddress,
  normalizeEmail,
  validateEmail,
  validateLookupEmail,
} from './email';
export type { EmailErrorCode, EmailRules, EmailVerdict } from './email';

export { inboxFor, isWellKnownMailDomain, mailProvider } from './inbox';
export { likelyMailAddress } from './email-typo';
export type { Inbox } from './inbox';

export { findRestrictedWord, handleMessage, normalizeHandle, validateHandle } from './handle';
export type { HandleErrorCode, HandleRuleOptions, HandleVerdict } from './handle';

export { suggestHandles } from './suggestions';

export { formatCount, headingId, maskEmail, minutesUntil } from './format';

export { ADMIN_OPERATIONS, ADMIN_ROLES, FALLBACK_ADMIN_ROLE, MAIL_LAG_NOTICE_SECONDS, reservationStatus } from './api';
export { may, RESOURCE_ROLES } from './resource-roles';
export type { AdminResource, ResourceAccess, ResourceAccessKind } from './resource-roles';
export type {
  AdminAccount,
  AdminLoginMfaRequired,
  AdminLoginRequest,
  InvitationDetails,
  AdminLoginResponse,
  AdminLoginSuccess,
  AdminOperation,
  AdminOperationRequest,
  AdminOperationResponse,
  AdminReservation,
  AdminRole,
  ApiErrorBody,
  ApiErrorField,
  Article,
  ArticleStatus,
  ArticleSummary,
  ConfirmationFunnel,
  DailyActivity,
  DashboardStats,
  FunnelStep,
  MailBacklog,
  MfaConfirmation,
  MfaConfirmRequest,
  MfaEnrolment,
  MfaStartRequest,
  HandleAvailability,
  HumanChallenge,
  HumanVerifyRequest,
  HumanVerifyResponse,
  IsoDateTime,
  PowChallenge,
  PowSolution,
  ReservationCreatedResponse,
  ReservationStatus,
  ResendRequest,
  ResendResponse,
  SecurityViolation,
  TocEntry,
  ValidateReservationRequest,
  VerifyRequest,
  VerifyResponse,
  VerifyState,
} from './api';

export * from './news';
export * from './article-admin';
export { DEFAULT_RUNTIME_CONFIG, parseRuntimeConfig, type RuntimeConfig } from './runtime-config';
export type { PageData } from './page-data';
export { matchLocalizedRoute, matchPublicRoute, pageAlternates, PUBLIC_ROUTES, renderedQuery } from './public-routes';
export type { LocalizedRouteMatch, PublicRoute, PublicRouteMatch } from './public-routes';
export { ARTICLE_QUERY_KEYS } from './article-query-keys';
export { SITE_PAGES } from './site-page';
export type { SitePage, SitePageSlug } from './site-page';

export { ANALYTICS, EVENT_NAMES, JOURNEY_EVENTS, JOURNEY_STEPS, OTHER_SOURCE, sourceName } from './analytics';
export type {
  AnalyticsEvent,
  Attribution,
  EventName,
  EventsRequest,
  JourneyCounts,
  JourneyEvent,
  JourneyStep,
  TrafficSource,
  VisitorsPerDay,
  VisitSource,
} from './analytics';

export {
  ADMIN_SECRET_ROUTES,
  ARTICLE_PREVIEW_ROUTE,
  RESUBSCRIBE_API_ROUTE,
  SECRET_ROUTES,
  UNSUBSCRIBE_API_ROUTE,
  UNSUBSCRIBE_DETAILS_API_ROUTE,
  withoutSecrets,
} from './secret-routes';

export { createWebhookMessages } from './webhook-messages';
export type { WebhookMessages } from './webhook-messages';
export * from './media';
export { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS, WEBHOOK_FAILURES, WEBHOOK_LIMITS } from './webhooks';
export type {
  WebhookAttemptRecord,
  WebhookDeliveryRecord,
  WebhookDeliveryStatus,
  WebhookEvent,
  WebhookFailure,
  WebhookRecord,
  WebhookUrlRefusal,
} from './webhooks';
export { ERASE_LINK_TTL_MS, ERASE_REQUEST_COOLDOWN_MS, MANAGE_API_ROUTES, MANAGE_LINK_TTL_MS, MANAGE_REQUEST_LIMIT } from './manage';
export type {
  AnnouncementsResponse,
  AnnouncementsState,
  EraseLinkResponse,
  EraseRequestResponse,
  ErasureResponse,
  ManagedReservation,
  ManageRequestResponse,
  PersonalDataExport,
} from './manage';

export {
  DEFAULT_LOCALE,
  LOCALE_NAMES,
  LOCALE_NAMES_IN_TEXT,
  LOCALE_OFFERS,
  LOCALE_TAGS,
  LOCALES,
  TRANSLATED_LOCALES,
  isLocale,
  localeFromPath,
  localizedPath,
  negotiateLocale,
} from './i18n/locales';
export type { Locale, TranslatedLocale } from './i18n/locales';
export { formatMessage, messageArguments } from './i18n/message-format';
export type { MessageValues } from './i18n/message-format';
export { localize, siteArguments } from './i18n/localize';
export type { ParamNames, Translation } from './i18n/localize';
export type { Catalogue, PageCatalogue, TranslationOf } from './i18n/catalogue';
export { SECTION_NAMES, SECTIONS } from './i18n/sections';
export { ENGLISH_PARAMS } from './i18n/english-params.generated';
export type { Section, SectionSpec } from './i18n/sections';
export type { EnglishOf } from './i18n/english';
export { loadCatalogue, loadPageCatalogue, localizedMessages } from './i18n/catalogues';
export type { LocalizedMessages } from './i18n/catalogues';
