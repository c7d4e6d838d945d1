import type { AdminReservation } from '@gameshift/contracts';
import { dataProvider } from '../dataProvider';
import { messages } from '../messages';

/*
 * The custom calls go to the dataProvider itself rather than through useDataProvider: its proxy
 * turns a 401 into an empty success, which would announce an action that never happened. The
 * callers hand errors to useLogoutIfAccessDenied instead.
 */

/** The server's reason for a failure: the dataProvider puts its `{error}` text in the message. */
export function failureReason(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : messages.genericError;
}

export const verifyReservation = (record: AdminReservation) => dataProvider.verifyReservation(record.id);

export const resendVerification = (record: AdminReservation) => dataProvider.resendVerification(record.id);

export const exportReservationsCsv = (filter: Record<string, unknown>) => dataProvider.exportReservationsCsv(filter);

export const deleteReservation = (record: AdminReservation) =>
  dataProvider.delete<AdminReservation>('reservations', { id: record.id, previousData: record });

export const eraseReservation = (record: AdminReservation) => dataProvider.eraseReservation(record.id);
