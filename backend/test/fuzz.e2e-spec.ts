import {
  handleMessage,
  HONEYPOT_FIELDS,
  PAD_COLORS,
  validateHandle,
  type HandleAvailability,
  type HumanChallenge,
} from '@gameshift/contracts';
import fc from 'fast-check';
import { Answer, get, humanTokens, issueChallenge, messages, postText, tally, TokenPool } from './support/api';
import { answerFor } from './support/pow';
import { encodeSegment, field, hostileBody, hostileString, jsonText, LOOKALIKES } from './support/hostile';
import { expectReservationInvariants, reserveOk, uniqueHandle } from './support/reservations';
import { tamper } from './support/tamper';
import { sharedApp, SharedApp } from './support/shared-app';
import { fileClient } from './support/per-file-client';

const RUNS = { numRuns: 1000, endOnFailure: true } as const;

/** Anything a client may see: never a 5xx, always JSON, an error always with its message and no internals. */
function expectSafe(res: Answer<unknown>, allowed: number[]): void {
  expect({ status: res.status, allowed: allowed.includes(res.status) }).toEqual({ status: res.status, allowed: true });
  expect(res.body).toEqual(expect.any(Object));
  if (res.status >= 400) expect(res.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
  expect(res.text).not.toMatch(/QueryFailedError|stack|at [\w.<>]+ \(|node_modules|SELECT |INSERT /);
}

/** Addresses that collide often, Gmail spellings of one mailbox among them, plus rule breakers. */
const email = fc
  .tuple(
    fc.constantFrom('jdoe', 'j.doe', 'J.Doe', 'player', 'p.layer', 'ann', 'bob_1', "o'neil", 'pl..ayer', 'x+y'),
    fc.constantFrom('', '1', '2', '_x'),
    fc.constantFrom('gmail.com', 'googlemail.com', 'example.com', 'Example.ORG', 'mailinator.com', 'example'),
  )
  .map(([local, suffix, domain]) => `${local}${suffix}@${domain}`);

/** Handles that collide often, plus blocked words, look-alikes and rule breakers. */
const handle = fc.oneof(
  fc.constantFrom(
    'player',
    'Player',
    'PLAYER2',
    'ace',
    'ace_',
    'zed',
    'n4z1',
    'admin',
    'the_admin',
    '2024',
    'a',
    'x'.repeat(16),
    ...LOOKALIKES,
  ),
  fc.stringMatching(/^[A-Za-z][A-Za-z0-9_]{1,7}$/),
);

describe('hostile and random bodies', () => {
  let app: SharedApp;
  let tokens: string[];
  let challenges: HumanChallenge[];
  let solved: Array<Awaited<ReturnType<typeof answerFor>>>;

  beforeAll(async () => {
    app = await sharedApp();
    [tokens, challenges] = await Promise.all([
      humanTokens(app.baseUrl, 200),
      Promise.all(Array.from({ length: 30 }, () => issueChallenge(app.baseUrl))),
    ]);
    solved = await Promise.all(challenges.map(answerFor));
  });

  it('POST /api/validate-reservation never answers 5xx and never stores a row that breaks a rule', async () => {
    const honeypot = fc.oneof(
      { arbitrary: fc.constant('{}'), weight: 8 },
      {
        arbitrary: fc
          .record(Object.fromEntries(HONEYPOT_FIELDS.map((name) => [name, fc.oneof(fc.constant(''), hostileString)])), {
            requiredKeys: [],
          })
          .map((values) => JSON.stringify(values)),
        weight: 2,
      },
      { arbitrary: jsonText, weight: 1 },
    );
    const hostile = hostileBody({
      email: field(email),
      gameshift_id: field(handle),
      honeypot_fields: honeypot,
      user_agent: field(fc.constantFrom('Mozilla/5.0', '')),
      human_token: field(fc.constantFrom(...tokens)),
    });
    // Bodies a real client could send, colliding often, so that the insert path and its races get half the runs.
    const plausible = fc
      .record({ email, gameshift_id: handle, human_token: fc.constantFrom(...tokens), honeypot: fc.nat(19) })
      .map(({ honeypot: h, ...fields }) => JSON.stringify({ ...fields, honeypot_fields: h === 0 ? { website: 'x' } : {} }));
    const body = fc.oneof(plausible, hostile);

    const statuses: number[] = [];
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const res = await postText(app.baseUrl, '/api/validate-reservation', text);
        statuses.push(res.status);
        expectSafe(res, [201, 400, 403, 409, 413]);
        if (res.status === 201) expect(res.body).toEqual(expect.objectContaining({ success: true, message: messages.reservationCreated }));
      }),
      RUNS,
    );

    expect(Object.keys(tally(statuses))).toEqual(expect.arrayContaining(['201', '400', '403']));
    // Other files reserve on this app too: the rows read are the ones this file's client made.
    expect(await expectReservationInvariants(app, { clientKey: fileClient() })).toBeGreaterThan(0);
  });

  it('POST /api/human-check/verify never answers 5xx and refuses every wrong answer the same way', async () => {
    const challenge = fc.oneof(
      fc.constantFrom(...challenges.map((c) => c.challenge)),
      fc.constantFrom(...challenges.map((c) => tamper(c.challenge))),
      hostileString,
    );
    const sequence = fc.oneof(
      fc.array(fc.constantFrom(...PAD_COLORS), { maxLength: 5 }).map((s) => JSON.stringify(s)),
      fc.array(hostileString, { maxLength: 4 }).map((s) => JSON.stringify(s)),
      jsonText,
    );
    const rightAnswer = fc.constantFrom(...solved).map((answer) => JSON.stringify(answer));
    const body = fc.oneof(
      {
        arbitrary: hostileBody({
          challenge: fc.oneof(
            challenge.map((s) => JSON.stringify(s)),
            jsonText,
          ),
          sequence,
        }),
        weight: 9,
      },
      { arbitrary: rightAnswer, weight: 1 },
    );

    const statuses: number[] = [];
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const res = await postText(app.baseUrl, '/api/human-check/verify', text);
        statuses.push(res.status);
        expectSafe(res, [201, 400, 403, 413]);
        if (res.status === 403)
          expect(res.body).toEqual({ code: 'human_check_required', error: messages.humanCheckRequired, field: 'human_token' });
        if (res.status === 201) expect(res.body).toEqual({ human_token: expect.any(String) });
      }),
      RUNS,
    );
    expect(Object.keys(tally(statuses))).toEqual(expect.arrayContaining(['201', '400', '403']));
  });

  it('POST /api/verify never answers 5xx and verifies nothing for a random token', async () => {
    const token = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), hostileString);
    const body = hostileBody({ token: field(token) });

    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const res = await postText(app.baseUrl, '/api/verify', text);
        expectSafe(res, [200, 400, 413]);
        if (res.status === 200) expect(res.body).toEqual({ state: 'error', message: messages.invalidOrExpiredLink });
      }),
      RUNS,
    );
    // Other files confirm their own reservations meanwhile: none of the ones this file made is confirmed.
    const [{ n }] = await app.sql<{ n: number }>('SELECT count(*)::int AS n FROM reservations WHERE is_verified AND client_key = $1', [
      fileClient(),
    ]);
    expect(n).toBe(0);
  });

  it('POST /api/verify/resend never answers 5xx and gives every accepted request the same answer', async () => {
    const body = hostileBody({
      email: field(email),
      token: field(fc.oneof(fc.stringMatching(/^[A-Za-z0-9_-]{43}$/), hostileString)),
    });

    const statuses: number[] = [];
    await fc.assert(
      fc.asyncProperty(body, async (text) => {
        const res = await postText(app.baseUrl, '/api/verify/resend', text);
        statuses.push(res.status);
        expectSafe(res, [202, 400, 413, 429]);
        if (res.status === 202) expect(res.body).toEqual({ message: messages.verificationResent, retryAfterSeconds: 60 });
      }),
      RUNS,
    );
    expect(Object.keys(tally(statuses))).toEqual(expect.arrayContaining(['202', '400']));
  });

  it('GET /api/handles/:handle never answers 5xx and explains every invalid handle with its rule', async () => {
    const segment = fc.oneof(
      handle,
      hostileString,
      fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', '..', '.', '%', '%zz', '%E0%A4%A'),
    );

    await fc.assert(
      fc.asyncProperty(segment, fc.boolean(), async (value, raw) => {
        const path =
          raw && /^[\x21-\x7e]*$/.test(value) && !value.includes('/') && !value.includes('?') && !value.includes('#')
            ? value
            : encodeSegment(value);
        const res = await get<HandleAvailability>(app.baseUrl, `/api/handles/${path}`);
        expectSafe(res, [200, 400, 404, 414, 431]);
        if (res.status !== 200 || path !== encodeSegment(value)) return;
        expect(typeof res.body.available).toBe('boolean');
        expect(['undefined', 'string']).toContain(typeof res.body.reason);
        expect(res.body.suggestions.length).toBeLessThanOrEqual(3);
        const seen = Buffer.from(value, 'utf8').toString('utf8');
        const verdict = validateHandle(seen);
        if (!verdict.ok) expect(res.body).toEqual({ available: false, reason: handleMessage(verdict.code, messages), suggestions: [] });
      }),
      RUNS,
    );
  });

  it('still serves an ordinary visitor after all of that', async () => {
    const pool = await TokenPool.issue(app.baseUrl, 1);
    const created = await reserveOk(app.baseUrl, pool.take(), uniqueHandle('f'));
    const res = await get<HandleAvailability>(app.baseUrl, `/api/handles/${created.gameshift_id}`);
    expect(res.body.available).toBe(false);
    const free = await get<HandleAvailability>(app.baseUrl, `/api/handles/${uniqueHandle('f')}`);
    expect(free.body).toMatchObject({ available: true });
  });
});
