import { createMessages } from '@gameshift/contracts';
import type { SeededReservation } from '../pages/AdminDb';
import { expect, test } from './fixtures';

const messages = createMessages('GameShift');

test.describe('an owner erases a reservation', () => {
  let reservation: SeededReservation;

  test.beforeEach(async ({ openSignedIn, reservations, adminDb }) => {
    reservation = await adminDb.seedReservation();
    await openSignedIn('/admin/reservations');
    await reservations.search(reservation.email);
    await expect(reservations.rows).toHaveCount(1);
  });

  test('asks first, then erases the reservation', async ({ reservations, layout, adminDb }) => {
    const dialog = await reservations.startAction(reservation.email, 'Erase');
    await expect(dialog.getByText(messages.confirmErase)).toBeVisible();
    await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
    await expect(layout.notification(messages.reservationErased)).toBeVisible();
    await expect(reservations.rows).toHaveCount(0);
    expect(await adminDb.reservation(reservation.id)).toBeUndefined();
  });

  test('changes nothing when the dialog is cancelled', async ({ reservations, adminDb }) => {
    const dialog = await reservations.startAction(reservation.email, 'Erase');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(await adminDb.reservation(reservation.id)).toBeDefined();
  });
});
