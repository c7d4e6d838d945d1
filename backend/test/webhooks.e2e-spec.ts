import type { WebhookDeliveryRecord, WebhookRecord } from '@gameshift/contracts';
import { randomBytes } from 'node:crypto';
import { createServer, IncomingHttpHeaders, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { addAdmin, ADMIN_ENV, bearer, call, listQuery, seedReservation, signIn } from './support/admin';
import { messages, postJson, sleep } from './support/api';
import { startDnsServer, type DnsServer, type Zone } from './support/dns-server';
import { linkHash, uniqueEmail, uniqueHandle } from './support/reservations';
import { startTestApp, TestApp } from './support/test-app';

/** What the receiver was sent: headers and the body's exact text. */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real HTTP server on loopback standing for the game: it answers each path as told (200 by default). */
class Receiver {
  readonly received: Received[] = [];
  /** Status answered per path; a path not named answers 200. */
  readonly answers = new Map<string, number>();
  private server!: Server;

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const path = req.url ?? '/';
        this.received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        const status = this.answers.get(path) ?? 200;
        if (status >= 300 && status < 400) res.setHeader('location', `${this.url('/redirected')}`);
        res.writeHead(status).end('ok');
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  url(path: string): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}${path}`;
  }

  at(path: string): Received[] {
    return this.received.filter((r) => r.path === path);
  }

  async close(): Promise<void> {
    await new Promise((resolve) => this.server.close(resolve));
  }
}

async function until<T>(what: string, probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

function verifier(secret: string, received: Received): unknown {
  return new Webhook(secret).verify(received.body, received.headers as Record<string, string>);
}

async function createWebhook(app: TestApp, token: string, body: unknown): Promise<WebhookRecord & { secret: string }> {
  const res = await call<WebhookRecord & { secret: string }>(app.baseUrl, 'POST', '/api/admin/webhooks', bearer(token), body);
  expect(res.status).toBe(201);
  return res.body;
}

async function deliveriesOf(app: TestApp, token: string, webhookId: string): Promise<WebhookDeliveryRecord[]> {
  const res = await call<WebhookDeliveryRecord[]>(
    app.baseUrl,
    'GET',
    `/api/admin/webhook-deliveries?${listQuery({ filter: { webhook_id: webhookId }, sort: ['created_at', 'ASC'] })}`,
    bearer(token),
  );
  expect(res.status).toBe(200);
  return res.body;
}

async function pendingReservation(app: TestApp): Promise<{ id: string; handle: string; email: string }> {
  const handle = uniqueHandle('w');
  const email = uniqueEmail('hooked');
  return { id: await seedReservation(app, { email, handle, state: 'pending' }), handle, email };
}

/** Confirms through the admin's verify. */
async function verifyByAdmin(app: TestApp, token: string, id: string): Promise<void> {
  expect((await call(app.baseUrl, 'POST', `/api/admin/reservations/${id}/verify`, bearer(token))).status).toBe(200);
}

describe('webhooks', () => {
  const receiver = new Receiver();
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    await receiver.start();
    app = await startTestApp({
      ...ADMIN_ENV,
      WEBHOOK_RETRY_BASE_MS: '200',
      WEBHOOK_RETRY_WINDOW_S: '4',
      WEBHOOK_SEAL_KEY: 'webhook-seal-key-for-the-e2e-run-0123456789',
    });
    token = await signIn(app.baseUrl);
  });

  afterAll(async () => {
    await app?.stop();
    await receiver.close();
  });

  it('creates an endpoint with a whsec_ secret shown once, stored only sealed, and audited', async () => {
    const created = await createWebhook(app, token, { url: receiver.url('/created'), events: ['reservation.confirmed'] });
    expect(created).toMatchObject({
      url: receiver.url('/created'),
      events: ['reservation.confirmed'],
      enabled: true,
      disabled_reason: null,
    });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);

    const one = await call(app.baseUrl, 'GET', `/api/admin/webhooks/${created.id}`, bearer(token));
    const list = await call<WebhookRecord[]>(app.baseUrl, 'GET', '/api/admin/webhooks', bearer(token));
    expect(one.body).not.toHaveProperty('secret');
    expect(list.body.find((w) => w.id === created.id)).not.toHaveProperty('secret');
    expect(one.text + list.text).not.toContain(created.secret.slice(6));

    const key = created.secret.slice(6);
    const [row] = await app.sql<{ found: boolean }>('SELECT strpos(w::text, $1) > 0 AS found FROM webhook_endpoints w WHERE id = $2', [
      key,
      created.id,
    ]);
    expect(row.found).toBe(false);
    const audit = await app.sql<{ action: string }>('SELECT action FROM admin_audit WHERE target = $1 ORDER BY created_at', [created.id]);
    expect(audit.map((a) => a.action)).toEqual(['webhook.create']);
  });

  it.each([
    [{ url: 'not a url', events: ['reservation.confirmed'] }, 'url', messages.webhookShape],
    [{ url: 'ftp://example.com/hook', events: ['reservation.confirmed'] }, 'url', messages.webhookShape],
    [{ url: 'https://example.com/hook', events: [] }, 'events', messages.webhookShape],
    [{ url: 'https://example.com/hook', events: ['reservation.created'] }, 'events', messages.webhookShape],
    [{ url: 'https://example.com/hook' }, 'events', messages.webhookShape],
  ])('refuses %j with a 400 on %s and creates nothing', async (body, field, error) => {
    const [{ before }] = await app.sql<{ before: number }>('SELECT count(*)::int AS before FROM webhook_endpoints');
    const res = await call(app.baseUrl, 'POST', '/api/admin/webhooks', bearer(token), body);
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { error, code: 'invalid_body', field } });
    const [{ after }] = await app.sql<{ after: number }>('SELECT count(*)::int AS after FROM webhook_endpoints');
    expect(after).toBe(before);
  });

  it('keeps webhooks to owners', async () => {
    const email = await addAdmin(app, 'operator');
    await app.sql(`UPDATE admins SET role = 'operator' WHERE email = $1`, [email]);
    const operator = await signIn(app.baseUrl, email);
    const res = await call(app.baseUrl, 'POST', '/api/admin/webhooks', bearer(operator), {
      url: receiver.url('/x'),
      events: ['reservation.confirmed'],
    });
    expect(res.status).toBe(403);
    expect((await call(app.baseUrl, 'GET', '/api/admin/webhooks', bearer(operator))).status).toBe(403);
  });

  it('tells of a confirmation by the admin and by the link, signed as standardwebhooks verifies, without the email', async () => {
    const hook = await createWebhook(app, token, { url: receiver.url('/confirmed'), events: ['reservation.confirmed'] });
    const other = await createWebhook(app, token, { url: receiver.url('/deletions-only'), events: ['reservation.deleted'] });

    const byAdmin = await pendingReservation(app);
    await verifyByAdmin(app, token, byAdmin.id);

    const byLink = await pendingReservation(app);
    const linkToken = randomBytes(32).toString('base64url');
    await app.sql(`INSERT INTO verification_links (token_hash, reservation_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')`, [
      linkHash(linkToken),
      byLink.id,
    ]);
    expect((await postJson(app.baseUrl, '/api/verify', { token: linkToken })).body).toMatchObject({ state: 'success' });

    const got = await until('both confirmations', () => (receiver.at('/confirmed').length >= 2 ? receiver.at('/confirmed') : undefined));
    const payloads = got.map((r) => verifier(hook.secret, r) as { type: string; timestamp: string; data: Record<string, unknown> });
    expect(payloads.map((p) => p.data.handle).sort()).toEqual([byAdmin.handle, byLink.handle].sort());
    for (const payload of payloads) {
      expect(payload.type).toBe('reservation.confirmed');
      expect(payload.data).toEqual({
        id: expect.any(String),
        handle: expect.any(String),
        status: 'confirmed',
        created_at: expect.any(String),
        confirmed_at: expect.any(String),
      });
    }
    for (const r of got) {
      expect(r.body).not.toContain('@');
      // The webhook-id is the delivery's id: what receivers deduplicate on.
      expect(r.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    }
    // A delivery is recorded once the receiver's answer is back, a moment after the receiver has it.
    const deliveries = await until('both deliveries recorded', async () => {
      const rows = await deliveriesOf(app, token, hook.id);
      return rows.filter((d) => d.status !== 'pending').length === 2 ? rows : undefined;
    });
    expect(deliveries.map((d) => [d.status, d.next_attempt_at])).toEqual([
      ['delivered', null],
      ['delivered', null],
    ]);
    expect(deliveries.map((d) => d.id).sort()).toEqual(got.map((r) => r.headers['webhook-id']).sort());
    expect(deliveries[0].attempts).toEqual([expect.objectContaining({ status_code: 200, failure: null, error: null })]);
    expect(await deliveriesOf(app, token, other.id)).toEqual([]);
  });

  it('tells of an admin deletion, and a body changed on the way fails verification', async () => {
    const hook = await createWebhook(app, token, { url: receiver.url('/deleted'), events: ['reservation.deleted'] });
    const reservation = await pendingReservation(app);
    expect((await call(app.baseUrl, 'DELETE', `/api/admin/reservations/${reservation.id}`, bearer(token))).status).toBe(200);

    const [got] = await until('the deletion', () => (receiver.at('/deleted').length > 0 ? receiver.at('/deleted') : undefined));
    expect(verifier(hook.secret, got)).toMatchObject({
      type: 'reservation.deleted',
      data: { id: reservation.id, handle: reservation.handle, status: 'deleted' },
    });
    const tampered = { ...got, body: got.body.replace(reservation.handle, `${reservation.handle}x`) };
    expect(() => verifier(hook.secret, tampered)).toThrow();
    const otherSecret = `whsec_${randomBytes(32).toString('base64')}`;
    expect(() => verifier(otherSecret, got)).toThrow();
  });

  it('signs with both the new and the old secret for a while after a rotation', async () => {
    const hook = await createWebhook(app, token, { url: receiver.url('/rotated'), events: ['reservation.confirmed'] });
    const rotated = await call<WebhookRecord & { secret: string }>(
      app.baseUrl,
      'POST',
      `/api/admin/webhooks/${hook.id}/rotate`,
      bearer(token),
    );
    expect(rotated.status).toBe(200);
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(hook.secret);
    expect(Date.parse(rotated.body.previous_secret_until!) - Date.now()).toBeGreaterThan(23 * 3600 * 1000);

    await verifyByAdmin(app, token, (await pendingReservation(app)).id);
    const [got] = await until('the delivery', () => (receiver.at('/rotated').length > 0 ? receiver.at('/rotated') : undefined));
    expect(String(got.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifier(rotated.body.secret, got)).toMatchObject({ type: 'reservation.confirmed' });
    expect(verifier(hook.secret, got)).toMatchObject({ type: 'reservation.confirmed' });
    const audit = await app.sql<{ action: string }>('SELECT action FROM admin_audit WHERE target = $1 ORDER BY created_at', [hook.id]);
    expect(audit.map((a) => a.action)).toEqual(['webhook.create', 'webhook.rotate']);
  });

  it('retries a receiver that is down with backoff, and it then receives every event', async () => {
    receiver.answers.set('/flaky', 503);
    const hook = await createWebhook(app, token, { url: receiver.url('/flaky'), events: ['reservation.confirmed'] });
    const reservations = [await pendingReservation(app), await pendingReservation(app), await pendingReservation(app)];
    for (const r of reservations) await verifyByAdmin(app, token, r.id);

    await until('two refused rounds', () => (receiver.at('/flaky').length >= 6 ? true : undefined));
    // Each waits for its retry, which the record says when comes: after the last attempt, by the backoff.
    for (const d of await deliveriesOf(app, token, hook.id)) {
      expect(d.status).toBe('pending');
      expect(Date.parse(d.next_attempt_at!)).toBeGreaterThan(Date.parse(d.last_attempt_at!));
    }
    receiver.answers.delete('/flaky');
    const deliveries = await until('every delivery', async () => {
      const rows = await deliveriesOf(app, token, hook.id);
      return rows.every((d) => d.status === 'delivered') ? rows : undefined;
    });
    expect(deliveries).toHaveLength(3);
    for (const d of deliveries) {
      expect(d.attempts.length).toBeGreaterThanOrEqual(2);
      expect(d.attempts[0]).toMatchObject({ status_code: 503, failure: 'http', error: 'answered 503' });
      expect(d.attempts.at(-1)).toMatchObject({ status_code: 200, failure: null, error: null });
      const attempts = receiver.at('/flaky').filter((r) => r.headers['webhook-id'] === d.id);
      // Every attempt carries the same id and body, each signed for its own time.
      expect(new Set(attempts.map((r) => r.body)).size).toBe(1);
      for (const r of attempts) expect(verifier(hook.secret, r)).toBeTruthy();
    }
    const handles = receiver.at('/flaky').map((r) => (JSON.parse(r.body) as { data: { handle: string } }).data.handle);
    expect(new Set(handles)).toEqual(new Set(reservations.map((r) => r.handle)));
    // Backoff: the second attempt of each came at least the base delay after the first.
    const [first, second] = deliveries[0].attempts;
    expect(Date.parse(second.created_at) - Date.parse(first.created_at)).toBeGreaterThanOrEqual(200);
  });

  it('follows no redirect: a 3xx is a failed attempt and the other URL is never asked', async () => {
    receiver.answers.set('/moved', 302);
    const hook = await createWebhook(app, token, { url: receiver.url('/moved'), events: ['reservation.confirmed'] });
    await verifyByAdmin(app, token, (await pendingReservation(app)).id);
    const [delivery] = await until('a refused attempt', async () => {
      const rows = await deliveriesOf(app, token, hook.id);
      return rows[0]?.attempts.length ? rows : undefined;
    });
    expect(delivery.attempts[0]).toMatchObject({ status_code: 302, failure: 'http', error: 'answered 302' });
    expect(receiver.at('/redirected')).toEqual([]);
    expect((await call(app.baseUrl, 'DELETE', `/api/admin/webhooks/${hook.id}`, bearer(token))).status).toBe(200);
  });

  it('keeps no credential of a webhook URL in the audit log, which operators read', async () => {
    const secretUrl = receiver.url('/audited?token=t0k3n-one').replace('http://', 'http://bot:pa55word@');
    const hook = await createWebhook(app, token, { url: secretUrl, events: ['reservation.confirmed'] });
    const changed = await call(app.baseUrl, 'PUT', `/api/admin/webhooks/${hook.id}`, bearer(token), {
      url: receiver.url('/audited?t0k3n-two'),
    });
    expect(changed.status).toBe(200);
    expect((await call(app.baseUrl, 'DELETE', `/api/admin/webhooks/${hook.id}`, bearer(token))).status).toBe(200);
    const audit = await app.sql<{ details: { url: string } }>('SELECT details FROM admin_audit WHERE target = $1 ORDER BY created_at', [
      hook.id,
    ]);
    const audited = receiver.url('/audited');
    expect(audit.map((a) => a.details.url)).toEqual([
      `${audited.replace('http://', 'http://[redacted]@')}?token=[redacted]`,
      `${audited}?[redacted]`,
      `${audited}?[redacted]`,
    ]);
  });

  it('reads a failed attempt recorded before failures were judged as other, with its text as it was', async () => {
    const hook = await createWebhook(app, token, { url: receiver.url('/recorded-before'), events: ['claim.redeemed'] });
    const [{ id }] = await app.sql<{ id: string }>(
      `INSERT INTO webhook_deliveries (webhook_id, event, body, status, last_attempt_at) VALUES ($1, 'claim.redeemed', '{}', 'failed', now()) RETURNING id`,
      [hook.id],
    );
    const old = 'no answer in 9 ms: write EPROTO 80CC289E:error:0A00010B:SSL routines:ssl3_get_record:wrong version number';
    await app.sql(
      `INSERT INTO webhook_attempts (delivery_id, status_code, duration_ms, error, created_at)
       VALUES ($1, NULL, 9, $2, now() - interval '1 minute'), ($1, 200, 5, NULL, now())`,
      [id, old],
    );
    const res = await call<WebhookDeliveryRecord>(app.baseUrl, 'GET', `/api/admin/webhook-deliveries/${id}`, bearer(token));
    expect(res.body.attempts.map(({ failure, error }) => ({ failure, error }))).toEqual([
      { failure: 'other', error: old },
      { failure: null, error: null },
    ]);
    expect(res.body.next_attempt_at).toBeNull();
  });

  it('refuses a search of the webhooks and of their deliveries, which offer none, with a 400 naming the filters', async () => {
    for (const [path, allowed] of [
      ['/api/admin/webhooks', ['id', 'enabled']],
      ['/api/admin/webhook-deliveries', ['id', 'webhook_id', 'status', 'event']],
    ] as const) {
      const res = await call(app.baseUrl, 'GET', `${path}?${listQuery({ filter: { q: 'x' } })}`, bearer(token));
      expect({ status: res.status, body: res.body }).toEqual({
        status: 400,
        body: { code: 'invalid_list', error: messages.listSearchNone(allowed) },
      });
    }
  });

  it("forgets an erased person's deliveries but the deletion, and never tells again of a reservation that is gone", async () => {
    const hook = await createWebhook(app, token, {
      url: receiver.url('/erased'),
      events: ['reservation.confirmed', 'reservation.deleted'],
    });
    const erased = await pendingReservation(app);
    await verifyByAdmin(app, token, erased.id);
    const [confirmed] = await deliveriesOf(app, token, hook.id);
    expect((await call(app.baseUrl, 'POST', `/api/admin/reservations/${erased.id}/erase`, bearer(token))).status).toBe(204);
    // Every endpoint's deliveries about it, not this one's only, keep nothing but the deletion.
    const kept = await app.sql<{ event: string }>('SELECT DISTINCT event FROM webhook_deliveries WHERE reservation_id = $1 OR id = $2', [
      erased.id,
      confirmed.id,
    ]);
    expect(kept).toEqual([{ event: 'reservation.deleted' }]);
    expect(await app.sql('SELECT 1 FROM webhook_attempts WHERE delivery_id = $1', [confirmed.id])).toEqual([]);
    expect((await call(app.baseUrl, 'POST', `/api/admin/webhook-deliveries/${confirmed.id}/redeliver`, bearer(token))).status).toBe(404);

    // A reservation an admin deleted keeps its history, but its confirmation is not sent again.
    const deleted = await pendingReservation(app);
    await verifyByAdmin(app, token, deleted.id);
    expect((await call(app.baseUrl, 'DELETE', `/api/admin/reservations/${deleted.id}`, bearer(token))).status).toBe(200);
    const rows = await app.sql<{ id: string; event: string }>('SELECT id, event FROM webhook_deliveries WHERE reservation_id = $1', [
      deleted.id,
    ]);
    const again = (event: string) =>
      call(app.baseUrl, 'POST', `/api/admin/webhook-deliveries/${rows.find((r) => r.event === event)!.id}/redeliver`, bearer(token));
    const refused = await again('reservation.confirmed');
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 409,
      body: { code: 'webhook_reservation_gone', error: messages.webhookReservationGone },
    });
    expect((await again('reservation.deleted')).status).toBe(200);
  });

  it('disables an endpoint failing for the whole window, shows why, and redelivers once it is enabled again', async () => {
    receiver.answers.set('/down', 500);
    const hook = await createWebhook(app, token, { url: receiver.url('/down'), events: ['reservation.confirmed'] });
    await verifyByAdmin(app, token, (await pendingReservation(app)).id);
    const disabled = await until(
      'the endpoint disabled',
      async () => {
        const res = await call<WebhookRecord>(app.baseUrl, 'GET', `/api/admin/webhooks/${hook.id}`, bearer(token));
        return res.body.enabled ? undefined : res.body;
      },
      20_000,
    );
    expect(disabled.disabled_reason).toBe(messages.webhookDisabledFailing);
    const [delivery] = await deliveriesOf(app, token, hook.id);
    expect(delivery.status).toBe('failed');
    expect(delivery.attempts.length).toBeGreaterThanOrEqual(2);

    const refused = await call(app.baseUrl, 'POST', `/api/admin/webhook-deliveries/${delivery.id}/redeliver`, bearer(token));
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 409,
      body: { code: 'webhook_disabled', error: messages.webhookDisabled },
    });

    receiver.answers.delete('/down');
    const enabled = await call<WebhookRecord>(app.baseUrl, 'PUT', `/api/admin/webhooks/${hook.id}`, bearer(token), {
      ...disabled,
      enabled: true,
    });
    expect(enabled.body).toMatchObject({ enabled: true, disabled_reason: null });
    const redelivered = await call<WebhookDeliveryRecord>(
      app.baseUrl,
      'POST',
      `/api/admin/webhook-deliveries/${delivery.id}/redeliver`,
      bearer(token),
    );
    expect(redelivered.status).toBe(200);
    // Due at once: the portal says its next try is now.
    expect(redelivered.body.status).toBe('pending');
    expect(Date.parse(redelivered.body.next_attempt_at!)).toBeLessThanOrEqual(Date.now());
    const done = await until('the redelivery', async () => {
      const [row] = await deliveriesOf(app, token, hook.id);
      return row.status === 'delivered' ? row : undefined;
    });
    expect(done.attempts.at(-1)).toMatchObject({ status_code: 200 });
    const sent = receiver.at('/down').filter((r) => r.headers['webhook-id'] === delivery.id);
    expect(new Set(sent.map((r) => r.body)).size).toBe(1);
    const audit = await app.sql<{ action: string }>('SELECT action FROM admin_audit WHERE target IN ($1, $2) ORDER BY created_at', [
      hook.id,
      delivery.id,
    ]);
    expect(audit.map((a) => a.action)).toEqual(['webhook.create', 'webhook.update', 'webhook.redeliver']);
  });
});

describe('webhook URLs where private addresses are refused (as in production)', () => {
  const zones: Record<string, Zone> = {
    'public.example.test': { a: ['93.184.216.34'] },
    'private.example.test': { a: ['10.0.0.5'] },
    'metadata.example.test': { a: ['169.254.169.254'] },
    'mapped.example.test': { aaaa: ['::ffff:7f00:1'] },
    'split.example.test': { a: ['93.184.216.34', '192.168.0.10'] },
    'rebind.example.test': { a: ['93.184.216.34'] },
  };
  let dns: DnsServer;
  let app: TestApp;
  let token: string;

  beforeAll(async () => {
    dns = await startDnsServer(zones);
    app = await startTestApp({
      ...ADMIN_ENV,
      WEBHOOK_ALLOW_PRIVATE: 'false',
      DNS_SERVERS: dns.address,
      WEBHOOK_TIMEOUT_MS: '1000',
      WEBHOOK_SEAL_KEY: 'webhook-seal-key-for-the-e2e-run-0123456789',
    });
    token = await signIn(app.baseUrl);
  });

  afterAll(async () => {
    await app?.stop();
    await dns?.close();
  });

  it.each([
    ['http://public.example.test/hook', messages.webhookUrlRefused({ kind: 'https' })],
    ['https://127.0.0.1/hook', messages.webhookUrlRefused({ kind: 'address', address: '127.0.0.1', range: 'loopback' })],
    ['https://[::1]/hook', messages.webhookUrlRefused({ kind: 'address', address: '::1', range: 'loopback' })],
    ['https://[::ffff:127.0.0.1]/hook', messages.webhookUrlRefused({ kind: 'address', address: '::ffff:7f00:1', range: 'loopback' })],
    ['https://0.0.0.0/hook', messages.webhookUrlRefused({ kind: 'address', address: '0.0.0.0', range: 'unspecified' })],
    ['https://2130706433/hook', messages.webhookUrlRefused({ kind: 'address', address: '127.0.0.1', range: 'loopback' })],
    ['https://100.64.0.1/hook', messages.webhookUrlRefused({ kind: 'address', address: '100.64.0.1', range: 'shared (CGNAT)' })],
    [
      'https://169.254.169.254/latest/meta-data',
      messages.webhookUrlRefused({ kind: 'address', address: '169.254.169.254', range: 'metadata' }),
    ],
    ['https://[fd00:ec2::254]/hook', messages.webhookUrlRefused({ kind: 'address', address: 'fd00:ec2::254', range: 'metadata' })],
    ['https://private.example.test/hook', messages.webhookUrlRefused({ kind: 'address', address: '10.0.0.5', range: 'private' })],
    ['https://metadata.example.test/hook', messages.webhookUrlRefused({ kind: 'address', address: '169.254.169.254', range: 'metadata' })],
    ['https://mapped.example.test/hook', messages.webhookUrlRefused({ kind: 'address', address: '::ffff:127.0.0.1', range: 'loopback' })],
    ['https://split.example.test/hook', messages.webhookUrlRefused({ kind: 'address', address: '192.168.0.10', range: 'private' })],
    ['https://nowhere.example.test/hook', messages.webhookUrlRefused({ kind: 'unresolved' })],
  ])('refuses %s with a 400 on url and creates nothing', async (url, error) => {
    const res = await call(app.baseUrl, 'POST', '/api/admin/webhooks', bearer(token), { url, events: ['reservation.confirmed'] });
    expect({ status: res.status, body: res.body }).toEqual({ status: 400, body: { error, code: 'webhook_url_refused', field: 'url' } });
    expect(await app.sql('SELECT id FROM webhook_endpoints WHERE url = $1', [url])).toEqual([]);
  });

  it('accepts an https URL whose name resolves, through DNS_SERVERS, to public addresses only', async () => {
    const res = await call(app.baseUrl, 'POST', '/api/admin/webhooks', bearer(token), {
      url: 'https://public.example.test/hook',
      events: ['claim.redeemed'],
    });
    expect(res.status).toBe(201);
    expect(dns.asked).toContain('public.example.test A');
  });

  it('checks the address again at delivery: a name that now resolves to loopback gets nothing', async () => {
    const hook = await createWebhook(app, token, { url: 'https://rebind.example.test/hook', events: ['reservation.confirmed'] });
    zones['rebind.example.test'] = { a: ['127.0.0.1'] };
    await verifyByAdmin(app, token, (await pendingReservation(app)).id);
    const [delivery] = await until('a refused attempt', async () => {
      const rows = await deliveriesOf(app, token, hook.id);
      return rows[0]?.attempts.length ? rows : undefined;
    });
    expect(delivery.attempts[0]).toMatchObject({
      status_code: null,
      failure: 'refused',
      error: messages.webhookUrlRefusalReason({ kind: 'address', address: '127.0.0.1', range: 'loopback' }),
    });
  });

  it('refuses a private URL in a change as it does at create', async () => {
    const hook = await createWebhook(app, token, { url: 'https://public.example.test/other', events: ['claim.redeemed'] });
    const res = await call(app.baseUrl, 'PUT', `/api/admin/webhooks/${hook.id}`, bearer(token), {
      url: 'https://private.example.test/hook',
    });
    expect(res.status).toBe(400);
    expect((await call<WebhookRecord>(app.baseUrl, 'GET', `/api/admin/webhooks/${hook.id}`, bearer(token))).body.url).toBe(
      'https://public.example.test/other',
    );
  });
});
