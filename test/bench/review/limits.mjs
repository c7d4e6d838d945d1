// Findings about the limits of a person's own mails, the game's API and the routes the site password must leave open.
import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../support.mjs';

const require = createRequire(import.meta.url);
const { unsubscribeToken } = require(join(ROOT, 'backend/dist/suppressions/unsubscribe-token.js'));

const CONSONANTS = 'bcdfghjkmnpqrstvwxz';

/** A reservation made through the API from a client of its own: its address, id and a manage link's token. */
async function reservation(ctx, label) {
  const tag = Array.from({ length: 10 }, () => CONSONANTS[randomInt(CONSONANTS.length)]).join('');
  const email = `${label}-${tag}@example.com`;
  const answer = await ctx.call('/api/validate-reservation', {
    client: ctx.client(),
    method: 'POST',
    body: { email, gameshift_id: `rv${tag}`, honeypot_fields: {}, human_token: ctx.humanToken() },
  });
  if (answer.status !== 201) throw new Error(`reserving answered ${answer.status}: ${await answer.text()}`);
  const [{ id }] = await ctx.sql('SELECT id FROM reservations WHERE email = $1', [email]);
  // The mailed link's token cannot be read from the counting SMTP server: one is stored as a mail would.
  const token = randomBytes(32).toString('base64url');
  await ctx.sql(
    "INSERT INTO manage_links (token_hash, reservation_id, purpose, sent_in, expires_at) VALUES ($1, $2, 'manage', 'manage_link', now() + interval '7 days')",
    [createHash('sha256').update(token).digest('hex'), id],
  );
  return { email, id, token };
}

/** Mail that reached `email`, once `expected` have come and 2 s more have brought no other (or after 30 s). */
async function mailTo(ctx, email, expected) {
  const count = async () => (await ctx.mail()).filter(([to]) => to === email).length;
  const deadline = Date.now() + 30_000;
  while ((await count()) < expected && Date.now() < deadline) await ctx.sleep(100);
  await ctx.sleep(2000);
  return count();
}

const tally = (statuses) => statuses.reduce((t, s) => ({ ...t, [s]: (t[s] ?? 0) + 1 }), {});

export const checks = [
  {
    item: 1,
    title: 'erase requests of one reservation from 20 clients mail one erase link, queued below confirmations',
    async run(ctx) {
      const { email, id, token } = await reservation(ctx, 'erase');
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => ctx.call(`/api/manage/${token}`, { client: ctx.client(), method: 'DELETE' })),
      );
      const mails = await mailTo(ctx, email, 2);
      const jobs = await ctx.sql(
        "SELECT priority FROM pgboss.job WHERE name = 'mail.send' AND data->>'kind' = 'manage-link' AND data->'params'->>'reservationId' = $1",
        [id],
      );
      const statuses = tally(answers.map((a) => a.status));
      const ok = statuses[202] === 20 && mails === 2 && jobs.length === 1 && jobs[0].priority < 10;
      return {
        ok,
        detail: `answers ${JSON.stringify(statuses)}; mails to the address ${mails} (the confirmation and ${mails - 1} erase link); erase job priority ${jobs.map((j) => j.priority)} (confirmations 10)`,
      };
    },
  },
  {
    item: 2,
    title: 'manage link requests from one client meet 429; a blocked client does not use up a victim’s link',
    async run(ctx) {
      const client = ctx.client();
      const answers = [];
      for (let i = 0; i < 60; i++) {
        answers.push(
          await ctx.call('/api/manage/request', { client, method: 'POST', body: { email: `nobody-${i}-${randomInt(1e9)}@example.com` } }),
        );
      }
      const statuses = tally(answers.map((a) => a.status));
      const refused = answers.find((a) => a.status === 429);
      const retryAfter = refused?.headers.get('retry-after');
      const victim = await reservation(ctx, 'victim');
      const blocked = [];
      for (let i = 0; i < 4; i++)
        blocked.push((await ctx.call('/api/manage/request', { client, method: 'POST', body: { email: victim.email } })).status);
      const own = await ctx.call('/api/manage/request', { client: ctx.client(), method: 'POST', body: { email: victim.email } });
      const mails = await mailTo(ctx, victim.email, 2);
      const ok =
        statuses[202] === 20 &&
        statuses[429] === 40 &&
        Number(retryAfter) > 0 &&
        blocked.every((s) => s === 429) &&
        own.status === 202 &&
        mails === 2;
      return {
        ok,
        detail: `60 requests from one client: ${JSON.stringify(statuses)}, Retry-After ${retryAfter}; that client asking 4 times for the victim: ${blocked.join(',')}; the victim's own request ${own.status}, mails to the victim ${mails} (the confirmation and ${mails - 1} manage link)`,
      };
    },
  },
  {
    item: 3,
    title: 'random API keys from one client meet 429 after the limit; a good key from another client still works',
    async run(ctx) {
      const client = ctx.client();
      const statuses = [];
      let retryAfter;
      for (let batch = 0; batch < 13; batch++) {
        const answers = await Promise.all(
          Array.from({ length: 50 }, () =>
            ctx.call('/api/v1/reservations?limit=1', {
              client,
              headers: { authorization: `Bearer gsk_${randomBytes(32).toString('base64url')}` },
            }),
          ),
        );
        statuses.push(...answers.map((a) => a.status));
        retryAfter ??= answers.find((a) => a.status === 429)?.headers.get('retry-after');
      }
      const created = await ctx.admin('/api/admin/api-keys', {
        method: 'POST',
        body: { name: 'Review reader', scopes: ['reservations:read'] },
      });
      const { key } = await created.json();
      const good = await ctx.call('/api/v1/reservations?limit=1', { client: ctx.client(), headers: { authorization: `Bearer ${key}` } });
      const counts = tally(statuses);
      const firstRefusal = statuses.indexOf(429);
      const ok = counts[401] === 600 && counts[429] === 50 && firstRefusal === 600 && Number(retryAfter) > 0 && good.status === 200;
      return {
        ok,
        detail: `650 random keys from one client: ${JSON.stringify(counts)}, first 429 at call ${firstRefusal + 1}, Retry-After ${retryAfter}; a good key from another client: ${good.status}`,
      };
    },
  },
  {
    item: 6,
    title: 'behind the site password, one-click unsubscribe, provider events and /api/v1 are not 401; a burst of 150 events passes',
    async run(ctx) {
      const base = await ctx.startApp({ PASSWORD_PROTECTION: 'true', SITE_PASSWORD: 'review-site-password' });
      const { id } = await reservation(ctx, 'unsub');
      const created = await ctx.admin('/api/admin/api-keys', {
        method: 'POST',
        body: { name: 'Review game', scopes: ['reservations:read'] },
      });
      const { key } = await created.json();
      const signed = (event) => {
        const body = JSON.stringify(event);
        const at = String(Math.floor(Date.now() / 1000));
        const mac = createHmac('sha256', ctx.env.MAIL_EVENTS_SECRET).update(`${at}.${body}`).digest('hex');
        return { 'x-mail-events-timestamp': at, 'x-mail-events-signature': `sha256=${mac}`, 'content-type': 'application/json', body };
      };
      const event = (email) => {
        const { body, ...headers } = signed({ type: 'bounce', email, bounce_type: 'hard' });
        return ctx.call('/api/mail-events', { base, client: '10.99.0.1', method: 'POST', headers, body });
      };
      const page = await ctx.call('/api/handles/someone', { base, client: ctx.client() });
      const unsubscribe = await ctx.call(`/api/unsubscribe/${unsubscribeToken(ctx.env.MAIL_LINK_SECRET, id)}`, {
        base,
        client: ctx.client(),
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      const game = await ctx.call('/api/v1/reservations?limit=1', {
        base,
        client: ctx.client(),
        headers: { authorization: `Bearer ${key}` },
      });
      const burst = [];
      for (let batch = 0; batch < 5; batch++) {
        const answers = await Promise.all(
          Array.from({ length: 30 }, (_, i) => event(`bounced-${batch}-${i}-${randomInt(1e9)}@example.com`)),
        );
        burst.push(...answers.map((a) => a.status));
      }
      const events = tally(burst);
      const ok = page.status === 401 && unsubscribe.status === 200 && game.status === 200 && events[200] === 150;
      return {
        ok,
        detail: `a site page ${page.status}; one-click unsubscribe ${unsubscribe.status}; /api/v1 with a key ${game.status}; 150 signed events from one address: ${JSON.stringify(events)}`,
      };
    },
  },
];
