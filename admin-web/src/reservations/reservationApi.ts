import type { AdminReservation } from '@gameshift/contracts';
import { adminDownload, adminPost, dataProvider, recordPath } from '../dataProvider';

export const verifyReservation = (record: AdminReservation) => adminPost(recordPath('reservations', record.id, 'verify'));

export const resendVerification = (record: AdminReservation) => adminPost(recordPath('reservations', record.id, 'resend'));

/** An owner's erasure: the reservation and every copy of its address. */
export const eraseReservation = (record: AdminReservation) => adminPost(recordPath('reservations', record.id, 'erase'));

export const deleteReservation = (record: AdminReservation) =>
  dataProvider.delete<AdminReservation>('reservations', { id: record.id, previousData: record });

/** The reservations the list shows under `filter`, every page of them, as CSV. */
export const exportReservationsCsv = (filter: Record<string, unknown>) =>
  adminDownload(`reservations/export.csv?${new URLSearchParams({ filter: JSON.stringify(filter) })}`, 'text/csv');
