import { randomUUID } from 'node:crypto';
import { messages } from './support/api';
import { ADMIN, auditEntries, bearer, call, seedReservation, signIn } from './support/admin';
import { PUBLIC_URL, uniqueEmail, uniqueHandle, waitForMailTo } from './support/reservations';
import { sharedApp, SharedApp, sharedMail } from './support/shared-app';

/*
 * What an admin does to one reservation, on the run's shared app: each test acts on reservations
 * of its own, and reads the audit trail and the mail of those alone.
 */

describe('admin reservation actions', () => {
  let app: SharedApp;
  let token: string;
  let adminId: string;

  beforeAll(async () => {
    app = await sharedApp();
    token = await signIn(app.baseUrl);
    [{ id: adminId }] = await app.sql<{ id: string }>('SELECT id FROM admins WHERE email = $1', [ADMIN.email]);
  });

  function act(method: string, path: string, body?: unknown) {
    return call<Record<string, unknown>>(app.baseUrl, method, path, bearer(token), body);
  }

  function pending(): Promise<string> {
    return seedReservation(app, { email: uniqueEmail(), handle: uniqueHandle(), state: 'pending' });
  }

  async function row(id: string) {
    const [found] = await app.sql<{
      is_verified: boolean;
      is_reserved: boolean;
      verified_at: Date | null;
      sent_count: number;
      links: number;
    }>(
      `SELECT is_verified, is_reserved, verified_at, sent_count,
              (SELECT count(*)::int FROM verification_links WHERE reservation_id = r.id) AS links
         FROM reservations r WHERE id = $1`,
      [id],
    );
    return found;
  }

  async function auditFor(id: string) {
    return (await auditEntries(app.baseUrl, token, { target: id })).filter((entry) => entry.target === id);
  }

  it('verifies a pending reservation by hand and answers the updated row', async () => {
    const id = await pending();
    const res = await act('POST', `/api/admin/reservations/${id}/verify`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, is_verified: true, is_reserved: true, status: 'verified', verified_at: expect.any(String) });
    expect(await row(id)).toMatchObject({ is_verified: true, is_reserved: true, verified_at: expect.any(Date) });
  });

  it('verifies a reservation whose link has lapsed', async () => {
    const id = await seedReservation(app, { email: uniqueEmail(), handle: uniqueHandle(), state: 'expired' });
    expect((await act('POST', `/api/admin/reservations/${id}/verify`)).status).toBe(200);
  });

  it('refuses to verify a reservation twice', async () => {
    const id = await seedReservation(app, { email: uniqueEmail(), handle: uniqueHandle(), state: 'verified' });
    const res = await act('POST', `/api/admin/reservations/${id}/verify`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'already_verified', error: 'This reservation is already verified.' });
  });

  it('refuses to verify a second owner of a handle another reservation holds', async () => {
    const handle = uniqueHandle();
    const lapsed = await seedReservation(app, { email: uniqueEmail(), handle, state: 'expired' });
    await seedReservation(app, { email: uniqueEmail(), handle, state: 'verified' });
    const res = await act('POST', `/api/admin/reservations/${lapsed}/verify`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'handle_taken', error: messages.handleTaken, field: 'gameshift_id' });
    expect(await row(lapsed)).toMatchObject({ is_verified: false, verified_at: null });
  });

  it('answers 404 when verifying an unknown reservation', async () => {
    expect((await act('POST', `/api/admin/reservations/${randomUUID()}/verify`)).status).toBe(404);
  });

  it("resends a fresh verification link to an unverified reservation, counted like a visitor's resend", async () => {
    const email = uniqueEmail('resend');
    const id = await seedReservation(app, { email, handle: uniqueHandle(), state: 'pending' });
    const before = await row(id);
    const res = await act('POST', `/api/admin/reservations/${id}/resend`);
    expect(res.status).toBe(200);
    const [mail] = await waitForMailTo(sharedMail, email);
    expect(mail.text).toContain(`${PUBLIC_URL}/verify/`);
    expect(await row(id)).toMatchObject({ sent_count: before.sent_count + 1, links: before.links + 1 });
  });

  it('refuses to resend for a verified reservation', async () => {
    const id = await seedReservation(app, { email: uniqueEmail(), handle: uniqueHandle(), state: 'verified' });
    const res = await act('POST', `/api/admin/reservations/${id}/resend`);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: 'already_verified', error: 'This reservation is already verified.' });
  });

  it('answers 404 when resending for an unknown reservation', async () => {
    expect((await act('POST', `/api/admin/reservations/${randomUUID()}/resend`)).status).toBe(404);
  });

  it('deletes a reservation and answers the deleted row', async () => {
    const id = await pending();
    const res = await act('DELETE', `/api/admin/reservations/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id });
    expect(await row(id)).toBeUndefined();
  });

  it('answers 404 when deleting a reservation that is gone', async () => {
    const id = await pending();
    await act('DELETE', `/api/admin/reservations/${id}`);
    expect((await act('DELETE', `/api/admin/reservations/${id}`)).status).toBe(404);
  });

  it.each([
    ['verify', 'POST', '/verify', 'reservation.verify'],
    ['resend', 'POST', '/resend', 'reservation.resend'],
    ['delete', 'DELETE', '', 'reservation.delete'],
  ])('records who did a %s, to which reservation, in the audit trail', async (_name, method, suffix, action) => {
    const id = await pending();
    expect((await act(method, `/api/admin/reservations/${id}${suffix}`)).status).toBe(200);
    expect(await auditFor(id)).toEqual([
      {
        id: expect.any(String),
        admin_id: adminId,
        admin_email: ADMIN.email,
        action,
        target: id,
        details: expect.objectContaining({ gameshift_id: expect.any(String) }),
        created_at: expect.any(String),
      },
    ]);
  });

  it('records nothing for an action that was refused', async () => {
    const id = await seedReservation(app, { email: uniqueEmail(), handle: uniqueHandle(), state: 'verified' });
    await act('POST', `/api/admin/reservations/${id}/verify`);
    expect(await auditFor(id)).toEqual([]);
  });

  describe('POST /api/admin-operations for older clients', () => {
    it('verifies with MANUAL_VERIFY', async () => {
      const id = await pending();
      const res = await act('POST', '/api/admin-operations', { operation: 'MANUAL_VERIFY', data: { reservationId: id } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      expect(await row(id)).toMatchObject({ is_verified: true, is_reserved: true });
    });

    it('resends with RESEND_VERIFICATION', async () => {
      const email = uniqueEmail('legacy');
      const id = await seedReservation(app, { email, handle: uniqueHandle(), state: 'pending' });
      const res = await act('POST', '/api/admin-operations', { operation: 'RESEND_VERIFICATION', data: { reservationId: id } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      expect(await waitForMailTo(sharedMail, email)).toHaveLength(1);
    });

    it('deletes with DELETE_RESERVATION', async () => {
      const id = await pending();
      const res = await act('POST', '/api/admin-operations', { operation: 'DELETE_RESERVATION', data: { reservationId: id } });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ success: true });
      expect(await row(id)).toBeUndefined();
    });

    it('answers the same refusals as the REST routes', async () => {
      const handle = uniqueHandle();
      const lapsed = await seedReservation(app, { email: uniqueEmail(), handle, state: 'expired' });
      await seedReservation(app, { email: uniqueEmail(), handle, state: 'verified' });
      const res = await act('POST', '/api/admin-operations', { operation: 'MANUAL_VERIFY', data: { reservationId: lapsed } });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ code: 'handle_taken', error: messages.handleTaken, field: 'gameshift_id' });
    });

    it('answers 404 for an unknown reservation', async () => {
      const res = await act('POST', '/api/admin-operations', { operation: 'DELETE_RESERVATION', data: { reservationId: randomUUID() } });
      expect(res.status).toBe(404);
    });

    it('refuses an unknown operation with 400', async () => {
      const res = await act('POST', '/api/admin-operations', { operation: 'DROP_TABLE', data: { reservationId: await pending() } });
      expect(res.status).toBe(400);
    });
  });
});
