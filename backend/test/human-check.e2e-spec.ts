import { HUMAN_CHECK, PAD_COLORS, type HumanVerifyResponse, type PadColor } from '@gameshift/contracts';
import { issueChallenge, messages, postJson, postText, sleep, TokenPool } from './support/api';
import { reserve, rowsByHandle, uniqueEmail, uniqueHandle } from './support/reservations';
import { answerFor } from './support/pow';
import { forgeLike, tamper } from './support/tamper';
import { sharedApp, SharedApp } from './support/shared-app';

const REFUSED = { code: 'human_check_required', error: messages.humanCheckRequired, field: 'human_token' };

function answer(baseUrl: string, body: unknown) {
  return postJson<HumanVerifyResponse>(baseUrl, '/api/human-check/verify', body);
}

/** The same sequence with its first pad swapped for another. */
function wrong(sequence: PadColor[]): PadColor[] {
  const other = PAD_COLORS.find((color) => color !== sequence[0]) as PadColor;
  return [other, ...sequence.slice(1)];
}

describe('human check', () => {
  let app: SharedApp;

  beforeAll(async () => {
    app = await sharedApp();
  });

  describe('POST /api/human-check/challenge', () => {
    it('issues an opaque challenge with a sequence of 3 pad colours, valid for 5 minutes', async () => {
      const before = Date.now();
      const challenge = await issueChallenge(app.baseUrl);
      expect(challenge.challenge).toEqual(expect.any(String));
      expect(challenge.challenge.length).toBeGreaterThan(0);
      expect(challenge.sequence).toHaveLength(3);
      for (const color of challenge.sequence) expect(PAD_COLORS).toContain(color);
      const expiresIn = Date.parse(challenge.expiresAt) - before;
      expect(Math.abs(expiresIn - HUMAN_CHECK.challengeTtlMs)).toBeLessThan(10_000);
    });

    it('issues a different challenge each time', async () => {
      const challenges = await Promise.all(Array.from({ length: 20 }, () => issueChallenge(app.baseUrl)));
      expect(new Set(challenges.map((c) => c.challenge)).size).toBe(20);
    });
  });

  describe('POST /api/human-check/verify', () => {
    type Answer = Awaited<ReturnType<typeof answerFor>>;
    /** Challenges issued together, solved, and old enough to answer, so only one wait is paid for all the tests. */
    let ripe: Answer[];

    beforeAll(async () => {
      const issued = await Promise.all(Array.from({ length: 14 }, () => issueChallenge(app.baseUrl)));
      ripe = await Promise.all(issued.map(answerFor));
      await sleep(HUMAN_CHECK.minAnswerMs + 150);
    });

    function takeRipe(): Answer {
      const challenge = ripe.pop();
      if (!challenge) throw new Error('no ripe challenge left: issue more in beforeAll');
      return challenge;
    }

    it('gives a human token for the issued sequence and its solved proof of work, answered after the minimum time', async () => {
      const res = await answer(app.baseUrl, takeRipe());
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ human_token: expect.any(String) });
      expect(res.body.human_token.length).toBeGreaterThan(0);
    });

    it('refuses the right sequence answered sooner than a person could', async () => {
      const res = await answer(app.baseUrl, await answerFor(await issueChallenge(app.baseUrl)));
      expect(res.status).toBe(403);
      expect(res.body).toEqual(REFUSED);
    });

    it('refuses a wrong sequence', async () => {
      const ripeAnswer = takeRipe();
      const res = await answer(app.baseUrl, { ...ripeAnswer, sequence: wrong(ripeAnswer.sequence as PadColor[]) });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(REFUSED);
    });

    it('refuses a challenge answered a second time', async () => {
      const ripeAnswer = takeRipe();
      expect((await answer(app.baseUrl, ripeAnswer)).status).toBe(201);
      const again = await answer(app.baseUrl, ripeAnswer);
      expect(again.status).toBe(403);
      expect(again.body).toEqual(REFUSED);
    });

    it('refuses a challenge with one character changed', async () => {
      const ripeAnswer = takeRipe();
      const res = await answer(app.baseUrl, { ...ripeAnswer, challenge: tamper(ripeAnswer.challenge) });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(REFUSED);
    });

    it('refuses a forged challenge', async () => {
      const ripeAnswer = takeRipe();
      const res = await answer(app.baseUrl, { ...ripeAnswer, challenge: forgeLike(ripeAnswer.challenge) });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(REFUSED);
    });

    describe('its proof of work', () => {
      it('is a signed ALTCHA v2 challenge that expires with the human check and names it', async () => {
        const issued = await issueChallenge(app.baseUrl);
        expect(issued.pow.signature).toMatch(/^[0-9a-f]{64}$/);
        expect(issued.pow.parameters).toEqual(
          expect.objectContaining({ algorithm: 'PBKDF2/SHA-256', keySignature: expect.stringMatching(/^[0-9a-f]{64}$/) }),
        );
        expect(issued.pow.parameters.expiresAt).toBe(Math.floor(Date.parse(issued.expiresAt) / 1000));
        expect(issued.pow.parameters.data).toEqual({ check: expect.any(String) });
      });

      it('refuses the right pattern sent without it', async () => {
        const { challenge, sequence } = takeRipe();
        const res = await answer(app.baseUrl, { challenge, sequence });
        expect(res.status).toBe(403);
        expect(res.body).toEqual(REFUSED);
      });

      it.each([
        ['a made-up key', (a: Answer) => ({ ...a.pow, solution: { ...a.pow.solution, derivedKey: 'ab'.repeat(32) } })],
        ['an empty solution', (a: Answer) => ({ ...a.pow, solution: {} })],
        [
          'a challenge with its cost lowered',
          (a: Answer) => ({ ...a.pow, challenge: { ...a.pow.challenge, parameters: { ...a.pow.challenge.parameters, cost: 1 } } }),
        ],
        ['a challenge without its signature', (a: Answer) => ({ ...a.pow, challenge: { parameters: a.pow.challenge.parameters } })],
        ['a string', () => 'solved'],
      ])('refuses the right pattern with %s', async (_case, spoil) => {
        const ripeAnswer = takeRipe();
        const res = await answer(app.baseUrl, { ...ripeAnswer, pow: spoil(ripeAnswer) });
        expect(res.status).toBe(403);
        expect(res.body).toEqual(REFUSED);
      });

      it("refuses a solution reused with another challenge, and that challenge's own solution still works", async () => {
        const first = takeRipe();
        expect((await answer(app.baseUrl, first)).status).toBe(201);
        const second = takeRipe();
        const reused = await answer(app.baseUrl, { ...second, pow: first.pow });
        expect(reused.status).toBe(403);
        expect(reused.body).toEqual(REFUSED);
        expect((await answer(app.baseUrl, second)).status).toBe(201);
      });
    });

    it.each([
      ['an empty body', {}],
      ['no sequence', { challenge: 'c' }],
      ['no challenge', { sequence: ['red', 'green', 'blue'] }],
      ['a number as the challenge', { challenge: 42, sequence: ['red', 'green', 'blue'] }],
      ['a string as the sequence', { challenge: 'c', sequence: 'red,green,blue' }],
      ['an unknown pad name', { challenge: 'c', sequence: ['red', 'green', 'purple'] }],
      ['numbers as pads', { challenge: 'c', sequence: [0, 1, 2] }],
      ['an object as the sequence', { challenge: 'c', sequence: { 0: 'red' } }],
    ])('refuses %s with 400', async (_case, body) => {
      const res = await answer(app.baseUrl, body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
    });

    it('refuses a body that is not an object with 400', async () => {
      const res = await postText(app.baseUrl, '/api/human-check/verify', '["red","green","blue"]');
      expect(res.status).toBe(400);
      expect(res.body).toEqual(expect.objectContaining({ error: expect.any(String) }));
    });
  });

  describe('the human token at reservation', () => {
    let pool: TokenPool;

    beforeAll(async () => {
      pool = await TokenPool.issue(app.baseUrl, 6);
    });

    function reserveWith(token: string | undefined, handle = uniqueHandle('h')) {
      return reserve(app.baseUrl, { email: uniqueEmail('human'), gameshift_id: handle, human_token: token });
    }

    it('refuses a reservation without a human token with 403 and creates nothing', async () => {
      const handle = uniqueHandle('h');
      const res = await reserveWith(undefined, handle);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(REFUSED);
      expect(await rowsByHandle(app, handle)).toEqual([]);
    });

    it('refuses a human token that an earlier reservation used', async () => {
      const token = pool.take();
      expect((await reserveWith(token)).status).toBe(201);
      const res = await reserveWith(token);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(REFUSED);
    });

    it('refuses a random string as a human token', async () => {
      const handle = uniqueHandle('h');
      const res = await reserveWith(forgeLike(pool.take()), handle);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(REFUSED);
      expect(await rowsByHandle(app, handle)).toEqual([]);
    });

    it('refuses a real human token with one character changed', async () => {
      const handle = uniqueHandle('h');
      const res = await reserveWith(tamper(pool.take()), handle);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(REFUSED);
      expect(await rowsByHandle(app, handle)).toEqual([]);
    });

    it('lets only one of two simultaneous reservations use the same human token', async () => {
      const token = pool.take();
      const answers = await Promise.all([reserveWith(token), reserveWith(token)]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 403]);
    });
  });
});
