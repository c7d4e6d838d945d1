import { loadCatalogue, localizedMessages } from '@gameshift/contracts';
import { ADMIN, bearer, seedReservation, signIn } from './support/admin';
import { humanTokens, messages, postJson } from './support/api';
import { fileClient } from './support/per-file-client';
import { uniqueEmail, uniqueHandle } from './support/reservations';
import { sharedApp, SharedApp } from './support/shared-app';

/** Bodies any page on the web can make a browser post without a CORS preflight, and one that names no type. */
function bodies(fields: Record<string, string>): Array<[string, RequestInit]> {
  const form = new URLSearchParams(fields).toString();
  const multipart = new FormData();
  for (const [key, value] of Object.entries(fields)) multipart.append(key, value);
  return [
    ['a urlencoded form', { body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' } }],
    ['a multipart form', { body: multipart }],
    ['plain text', { body: JSON.stringify(fields), headers: { 'content-type': 'text/plain;charset=UTF-8' } }],
    ['a body of no stated type', { body: new Blob([JSON.stringify(fields)]) }],
  ];
}

describe('a JSON-only API', () => {
  let app: SharedApp;

  beforeAll(async () => {
    app = await sharedApp();
  });

  /** The reservations this file's client made: other files reserve on the same app, as clients of their own. */
  const reservationCount = async () =>
    (await app.sql<{ n: number }>('SELECT count(*)::int AS n FROM reservations WHERE client_key = $1', [fileClient()]))[0].n;

  it.each([
    ['/api/validate-reservation', { email: uniqueEmail(), gameshift_id: uniqueHandle(), human_token: 'x' }],
    ['/api/verify/resend', { email: uniqueEmail() }],
    ['/api/verify', { token: 'abc' }],
    ['/api/events', { events: '[]' }],
    ['/api/admin-login', { email: ADMIN.email, password: ADMIN.password }],
    // A route that reads no body at all.
    ['/api/admin-logout', { any: 'thing' }],
  ])('answers 415 with the catalogue text to every non-JSON body posted to %s, and changes nothing', async (path, fields) => {
    const before = await reservationCount();
    for (const [kind, init] of bodies(fields)) {
      const res = await fetch(`${app.baseUrl}${path}`, { method: 'POST', ...init });
      expect([kind, res.status]).toEqual([kind, 415]);
      expect(await res.json()).toEqual({ code: 'unsupported_media_type', error: messages.httpError[415] });
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    expect(await reservationCount()).toBe(before);
  });

  it('answers in the language the request asks for, as every other answer, with the same code', async () => {
    const german = localizedMessages('de', await loadCatalogue('de'), 'GameShift');
    const res = await fetch(`${app.baseUrl}/api/verify/resend`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'accept-language': 'de-DE,de;q=0.9' },
      body: '{}',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ code: 'unsupported_media_type', error: german.public.httpError[415] });
    expect(german.public.httpError[415]).not.toBe(messages.httpError[415]);
  });

  it('refuses an empty form post too, which a page can send with no field at all', async () => {
    const res = await fetch(`${app.baseUrl}/api/verify/resend`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(res.status).toBe(415);
  });

  it('still takes the same requests as JSON', async () => {
    const [humanToken] = await humanTokens(app.baseUrl, 1);
    const before = await reservationCount();
    const made = await postJson(app.baseUrl, '/api/validate-reservation', {
      email: uniqueEmail(),
      gameshift_id: uniqueHandle(),
      human_token: humanToken,
      honeypot_fields: {},
    });
    expect(made.status).toBe(201);
    expect(await reservationCount()).toBe(before + 1);
    expect((await postJson(app.baseUrl, '/api/events', { events: [{ name: 'page_view', path: '/' }] })).status).toBe(202);
    const signedIn = await fetch(`${app.baseUrl}/api/admin-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(ADMIN),
    });
    expect(signedIn.status).toBe(200);
  });

  it("deletes with react-admin's simple-REST delete, a DELETE whose empty body is labelled text/plain", async () => {
    const id = await seedReservation(app, { email: uniqueEmail(), handle: uniqueHandle(), state: 'pending' });
    const res = await fetch(`${app.baseUrl}/api/admin/reservations/${id}`, {
      method: 'DELETE',
      headers: { ...bearer(await signIn(app.baseUrl)), 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(200);
    expect(await app.sql('SELECT 1 FROM reservations WHERE id = $1', [id])).toEqual([]);
  });
});
