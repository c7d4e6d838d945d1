import { AnnouncementRecipient } from '../announcements/announcement-recipient.entity';
import { Announcement } from '../announcements/announcement.entity';
import { DailySalt } from '../analytics/daily-salt.entity';
import { PageViewCount } from '../analytics/page-view-count.entity';
import { VisitorDay } from '../analytics/visitor-day.entity';
import { ApiKey } from '../api-keys/api-key.entity';
import { AuditEntry } from '../audit/audit-entry.entity';
import { Admin } from '../auth/admin.entity';
import { AdminInvitation } from '../auth/admin-invitation.entity';
import { RecoveryCode } from '../auth/recovery-code.entity';
import { LoginFailure } from '../auth/login-failure.entity';
import { ClaimCode } from '../game-api/claim-code.entity';
import { HumanCheckUse } from '../human-check/human-check-use.entity';
import { MailDelivery } from '../mail/mail-delivery.entity';
import { MediaFile } from '../media/media-file.entity';
import { Reservation } from '../reservations/reservation.entity';
import { VerificationLink } from '../reservations/verification-link.entity';
import { SecurityViolation } from '../security/security-violation.entity';
import { MailEvent } from '../suppressions/mail-event.entity';
import { MailEventSignature } from '../suppressions/mail-event-signature.entity';
import { Suppression } from '../suppressions/suppression.entity';
import { PostCacheEntry } from '../tweets/post-cache-entry.entity';
import { WebhookAttempt } from '../webhooks/webhook-attempt.entity';
import { WebhookDelivery } from '../webhooks/webhook-delivery.entity';
import { WebhookEndpoint } from '../webhooks/webhook-endpoint.entity';
import { ManageLink } from '../manage/manage-link.entity';
import { ReleasedHandle } from '../reservations/released-handle.entity';
import { ReservationConsent } from '../reservations/reservation-consent.entity';

/** Every entity the app maps; the migration drift check compares these with the migrations. */
export const ENTITIES = [
  MailDelivery,
  Reservation,
  VerificationLink,
  SecurityViolation,
  HumanCheckUse,
  Admin,
  RecoveryCode,
  AdminInvitation,
  LoginFailure,
  AuditEntry,
  PostCacheEntry,
  VisitorDay,
  PageViewCount,
  DailySalt,
  Suppression,
  MailEvent,
  MailEventSignature,
  Announcement,
  AnnouncementRecipient,
  WebhookEndpoint,
  WebhookDelivery,
  WebhookAttempt,
  ApiKey,
  ClaimCode,
  ManageLink,
  ReservationConsent,
  ReleasedHandle,
  MediaFile,
];
