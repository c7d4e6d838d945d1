// Reservations as other features see them: the tables they read, the handle hold an erasure
// shares, the token a manage link is made of like a verification link, and the reservation id a
// path names. Its module is for the app alone to import: an entry that loaded it would load
// manage/, which reads these tables, while manage/ loads this entry.
export { ReleasedHandle } from './released-handle.entity';
export { ReservationConsent } from './reservation-consent.entity';
export { Reservation } from './reservation.entity';
export { VerificationLink } from './verification-link.entity';
export { holdReleasedHandle } from './reserve/released-handles.queries';
export { hashVerificationToken, isWellFormedToken, newVerificationToken } from './confirm/verification-token';
export { ReservationIdParamsDto } from './admin/dto/admin-reservation.dto';
