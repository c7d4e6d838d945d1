import { DEFAULT_LOCALE, HONEYPOT_FIELDS, type Attribution, type HoneypotField, type Locale } from '@gameshift/contracts';
import type { ValidateReservationDto } from './dto/validate-reservation.dto';

export interface ReservationRequest {
  email: string | undefined;
  gameshift_id: string | undefined;
  honeypot: Record<HoneypotField, string>;
  humanToken: string | undefined;
  /** Manage key of the browser's earlier reservation to withdraw (a corrected email). */
  replaces: string | undefined;
  /** Where the visit came from. */
  attribution: Attribution | undefined;
  /** The language of the page it was made on. */
  locale: Locale;
}

/** A validated request as the service uses it: every trap field present, and storable. */
export function reservationRequest(dto: ValidateReservationDto): ReservationRequest {
  const honeypot = { website: '', confirmEmail: '', phoneBackup: '' } as Record<HoneypotField, string>;
  // PostgreSQL text cannot hold NUL; bots send anything, and the record must still be written.
  for (const key of HONEYPOT_FIELDS) honeypot[key] = (dto.honeypot_fields?.[key] ?? '').replaceAll('\u0000', '\uFFFD');
  return {
    email: dto.email ?? undefined,
    gameshift_id: dto.gameshift_id ?? undefined,
    honeypot,
    humanToken: dto.human_token ?? undefined,
    replaces: dto.replaces ?? undefined,
    attribution: dto.attribution ?? undefined,
    locale: dto.locale ?? DEFAULT_LOCALE,
  };
}
