// Findings about personal data and credentials: replayed provider events, what erasure leaves of a
// person in webhook deliveries, credentials of a webhook URL in the audit log, addresses in SMTP refusals.
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { ROOT } from '../support.mjs';

const require = createRequire(import.meta.url);

/**
 * A second instance on the same database that may send webhooks to loopback (WEBHOOK_ALLOW_PRIVATE),
 * where the checks' receiver listens; the review's own instance refuses private addresses, as in
 * production. Started once, for the checks that need it.
 */
let second;
function secondInstance(ctx) {
  second ??= ctx.startApp({ WEBHOOK_ALLOW_PRIVATE: 'true' });
  return second;
}

/** A local HTTP server standing for the game: answers 200 and keeps what it was sent. */
let receiver;
function gameReceiver() {
  receiver ??= new Promise((resolve) => {
    const received = [];
    const server = createServer((req, res) => {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        received.push({ path: req.url, body: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(200).end('ok');
      });
    });
    server.unref();
    server.listen(0, '127.0.0.1', () => resolve({ received, url: (path) => `http://127.0.0.1:${server.address().port}${path}` }));
  });
  return receiver;
}

/** An owner's bearer token from `base`: every instance signs with the same JWT_SECRET, but the review's helper calls its own. */
async function ownerAt(ctx, base) {
  const res = await ctx.call('/api/admin-login', {
    base,
    method: 'POST',
    client: '10.250.0.2',
    body: { email: ctx.env.ADMIN_EMAIL, password: ctx.env.ADMIN_PASSWORD },
  });
  const { token } = await res.json();
  return (path, { method = 'GET', body } = {}) =>
    ctx.call(path, { base, method, body, client: '10.250.0.2', headers: { authorization: `Bearer ${token}` } });
}

/** A confirmed reservation, made as a visitor makes it and confirmed by the owner; its id and handle. */
async function confirmedReservation(ctx, label) {
  const tag = randomBytes(4).toString('hex');
  // Handles are at most 15 characters.
  const handle = `${label.slice(0, 3)}_${tag}`;
  const made = await ctx.call('/api/validate-reservation', {
    method: 'POST',
    client: ctx.client(),
    body: { email: `${label}-${tag}@review-${tag}.example`, gameshift_id: handle, honeypot_fields: {}, human_token: ctx.humanToken() },
  });
  if (made.status !== 201) throw new Error(`reservation refused: ${made.status} ${await made.text()}`);
  const [{ id }] = await ctx.sql('SELECT id FROM reservations WHERE gameshift_id = $1', [handle]);
  const verified = await ctx.admin(`/api/admin/reservations/${id}/verify`, { method: 'POST' });
  if (verified.status !== 200) throw new Error(`verify refused: ${verified.status}`);
  return { id, handle };
}

function signedMailEvent(secret, body, at) {
  return {
    'x-mail-events-timestamp': String(at),
    'x-mail-events-signature': `sha256=${createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')}`,
  };
}

export const checks = [
  {
    item: 4,
    title: 'a signed provider event sent again, to any instance, changes nothing',
    async run(ctx) {
      const other = await secondInstance(ctx);
      const email = `soft-${randomBytes(4).toString('hex')}@review.example`;
      const body = JSON.stringify({ type: 'bounce', email, bounce_type: 'soft' });
      const headers = signedMailEvent(ctx.env.MAIL_EVENTS_SECRET, body, Math.floor(Date.now() / 1000));
      const answers = [];
      // The captured soft bounce three times within the window (the finding), the third copy to another instance.
      for (const base of [ctx.base, ctx.base, other]) {
        const res = await ctx.call('/api/mail-events', { base, method: 'POST', body, headers, client: ctx.client() });
        answers.push(`${res.status} ${await res.text()}`);
      }
      const hash = [email, ctx.env.SUPPRESSION_KEY];
      const suppressed = await ctx.sql(`SELECT reason FROM suppressions WHERE email_hash = hmac($1::text, $2::text, 'sha256')`, hash);
      const [{ events }] = await ctx.sql(
        `SELECT count(*)::int AS events FROM mail_events WHERE email_hash = hmac($1::text, $2::text, 'sha256')`,
        hash,
      );
      const ok =
        answers[0] === '200 {"suppressed":false}' &&
        answers.slice(1).every((a) => a === '200 {"suppressed":false,"repeated":true}') &&
        suppressed.length === 0 &&
        events === 1;
      return { ok, detail: `answers ${answers.join('; ')}; events recorded ${events}; suppression ${JSON.stringify(suppressed)}` };
    },
  },
  {
    item: 7,
    title: "erasure leaves only the deletion of a person's webhook deliveries, and an event of a reservation gone is not redelivered",
    async run(ctx) {
      const game = await gameReceiver();
      const owner = await ownerAt(ctx, await secondInstance(ctx));
      const created = await owner('/api/admin/webhooks', {
        method: 'POST',
        body: { url: game.url('/erasure'), events: ['reservation.confirmed', 'reservation.deleted'] },
      });
      if (created.status !== 201) return { ok: false, detail: `webhook not created: ${created.status} ${await created.text()}` };
      const hook = await created.json();
      try {
        const erased = await confirmedReservation(ctx, 'erased');
        const [confirmed] = await ctx.sql(`SELECT id FROM webhook_deliveries WHERE webhook_id = $1 AND reservation_id = $2`, [
          hook.id,
          erased.id,
        ]);
        const erase = await ctx.admin(`/api/admin/reservations/${erased.id}/erase`, { method: 'POST' });
        const left = await ctx.sql(
          `SELECT DISTINCT event FROM webhook_deliveries WHERE reservation_id = $1 OR id = $2 OR strpos(body, $3) > 0`,
          [erased.id, confirmed.id, erased.handle],
        );
        const again = await ctx.admin(`/api/admin/webhook-deliveries/${confirmed.id}/redeliver`, { method: 'POST' });

        // Deleted by an admin rather than erased: its history stays, but its confirmation is not told again.
        const deleted = await confirmedReservation(ctx, 'deleted');
        await ctx.admin(`/api/admin/reservations/${deleted.id}`, { method: 'DELETE' });
        const [stale] = await ctx.sql(
          `SELECT id FROM webhook_deliveries WHERE webhook_id = $1 AND reservation_id = $2 AND event = 'reservation.confirmed'`,
          [hook.id, deleted.id],
        );
        const refused = await ctx.admin(`/api/admin/webhook-deliveries/${stale.id}/redeliver`, { method: 'POST' });
        const refusal = await refused.json();

        const ok =
          erase.status === 204 &&
          JSON.stringify(left) === '[{"event":"reservation.deleted"}]' &&
          again.status === 404 &&
          refused.status === 409 &&
          refusal.code === 'webhook_reservation_gone';
        return {
          ok,
          detail:
            `erase ${erase.status}; deliveries left about the erased reservation ${JSON.stringify(left)}; ` +
            `redeliver of its confirmation ${again.status}; redeliver of a deleted reservation's confirmation ${refused.status} ${JSON.stringify(refusal)}`,
        };
      } finally {
        await owner(`/api/admin/webhooks/${hook.id}`, { method: 'DELETE' });
      }
    },
  },
  {
    item: 7,
    title: 'WEBHOOK_DELIVERY_RETENTION_DAYS is validated at boot',
    async run(ctx) {
      const refused = await ctx.startApp({ WEBHOOK_DELIVERY_RETENTION_DAYS: '0' }).then(
        () => false,
        (error) => /exited/.test(String(error)),
      );
      return { ok: refused, detail: refused ? 'an instance with WEBHOOK_DELIVERY_RETENTION_DAYS=0 refuses to start' : 'it started' };
    },
  },
  {
    item: 8,
    title: "the audit log keeps a webhook URL's scheme, host, port and path, not its credentials",
    async run(ctx) {
      const game = await gameReceiver();
      const owner = await ownerAt(ctx, await secondInstance(ctx));
      const url = game.url('/audited?token=t0k3n-secret&team=7').replace('http://', 'http://bot:pa55-secret@');
      const created = await owner('/api/admin/webhooks', { method: 'POST', body: { url, events: ['reservation.deleted'] } });
      if (created.status !== 201) return { ok: false, detail: `webhook not created: ${created.status} ${await created.text()}` };
      const hook = await created.json();
      await owner(`/api/admin/webhooks/${hook.id}`, { method: 'DELETE' });
      // What an operator reads: the audit list of the portal.
      const filter = encodeURIComponent(JSON.stringify({ target: hook.id }));
      const audit = await (await ctx.admin(`/api/admin/audit?filter=${filter}`)).json();
      const urls = audit.map((entry) => entry.details?.url);
      const ok =
        urls.length === 2 &&
        urls.every((u) => typeof u === 'string' && !/secret/.test(u) && u.includes('127.0.0.1') && u.includes('/audited'));
      return { ok, detail: `audited URLs ${JSON.stringify(urls)}` };
    },
  },
  {
    item: 9,
    title: 'an SMTP refusal quoting the recipient keeps no address in a paused reason or a log line',
    async run() {
      // Not reproducible from outside here: the review's SMTP server accepts every message, so no send
      // is refused. This runs the build's own refusal text and logger on a refusal as nodemailer reports one.
      const { refusalText } = require(join(ROOT, 'backend/dist/announcements/smtp-refusal.js'));
      const { createRootLogger } = require(join(ROOT, 'backend/dist/common/logger.js'));
      const address = 'jane.doe@example.com';
      const refusal = Object.assign(new Error(`Message failed: 550 5.7.1 <${address}>: rejected by policy for sender`), {
        code: 'EMESSAGE',
        command: 'DATA',
        responseCode: 550,
        response: `550 5.7.1 <${address}>: rejected by policy for sender`,
        rejected: [address],
      });
      const reason = refusalText(refusal);
      const lines = [];
      const sink = new Writable({
        write(chunk, _encoding, done) {
          lines.push(chunk.toString());
          done();
        },
      });
      const logger = createRootLogger('info', sink);
      logger.warn({ err: refusal }, 'mail not sent');
      logger.warn({ responseCode: 550, response: refusal.response }, 'slow down');
      const logged = lines.join('');
      const ok = !reason.includes(address) && !logged.includes(address) && logged.includes('rejected by policy');
      return {
        ok,
        detail: `checked on the build's functions (not black-box: no refusal here); paused reason ${JSON.stringify(reason)}; log leaks the address: ${logged.includes(address)}`,
      };
    },
  },
];
