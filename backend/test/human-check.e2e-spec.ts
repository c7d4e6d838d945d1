import { HUMAN_CHECK, PAD_COLORS, type HumanChallenge, type HumanVerifyResponse, type PadColor } from '@gameshift/contracts';
import { issueChallenge, messages, postJson, postText, sleep, TokenPool } from './support/api';
import { reserve, rowsByHandle, uniqueEmail, uniqueHandle, UNLIMITED } from './support/reservations';
import { forgeLike, tamper } from './support/tamper';
import { startTestApp, TestApp } from './support/test-app';

const REFUSED = { error: messages.humanCheckRequired, field: 'human_token' };

function answer(baseUrl: string, body: unknown) {
  return postJson<HumanVerifyResponse>(baseUrl, '/api/human-check/verify', body);
}

/** The same sequence with its first pad swapped for another. */
function wrong(sequence: PadColor[]): PadColor[] {
  const other = PAD_COLORS.find((color) => color !== sequence[0]) as PadColor;
  return [other, ...sequence.slice(1)];
}

describe('human check', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ ...UNLIMITED });
  });
  afterAll(async () => {
    await app.stop();
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
    /** Challenges issued together and old enough to answer, so only one wait is paid for all the tests. */
    let ripe: HumanChallenge[];

    beforeAll(async () => {
      ripe = await Promise.all(Array.from({ length: 8 }, () => issueChallenge(app.baseUrl)));
      await sleep(HUMAN_CHECK.minAnswerMs + 150);
    });

    function takeRipe(): HumanChallenge {
      const challenge = ripe.pop();
      if (!challenge) throw new Error('no ripe challenge left: issue more in beforeAll');
      return challenge;
    }

    it('gives a human token for the issued sequence answered after the minimum time', async () => {
      const { challenge, sequence } = takeRipe();
      const res = await answer(app.baseUrl, { challenge, sequence });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ human_token: expect.any(String) });
      expect(res.body.human_token.length).toBeGreaterThan(0);
    });

    it('refuses the right sequence answered sooner than a person could', async () => {
      const { challenge, sequence } = await issueChallenge(app.baseUrl);
      const res = await answer(app.baseUrl, { challenge, sequence });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(REFUSED);
    });

    it('refuses a wrong sequence', async () => {
      const { challenge, sequence } = takeRipe();
      const res = await answer(app.baseUrl, { challenge, sequence: wrong(sequence) });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(REFUSED);
    });

    it('refuses a challenge answered a second time', async () => {
      const { challenge, sequence } = takeRipe();
      expect((await answer(app.baseUrl, { challenge, sequence })).status).toBe(201);
      const again = await answer(app.baseUrl, { challenge, sequence });
      expect(again.status).toBe(403);
      expect(again.body).toEqual(REFUSED);
    });

    it('refuses a challenge with one character changed', async () => {
      const { challenge, sequence } = takeRipe();
      const res = await answer(app.baseUrl, { challenge: tamper(challenge), sequence });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(REFUSED);
    });

    it('refuses a forged challenge', async () => {
      const { challenge, sequence } = takeRipe();
      const res = await answer(app.baseUrl, { challenge: forgeLike(challenge), sequence });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(REFUSED);
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
