import type { ConfirmationFunnel } from '@gameshift/contracts';
import { get } from './support/api';
import { ADMIN_ENV, bearer, seedReservation, signIn } from './support/admin';
import { startTestApp, TestApp } from './support/test-app';

describe('the confirmation funnel', () => {
  let app: TestApp;
  let funnel: ConfirmationFunnel;
  let today: string;
  let threeDaysAgo: string;

  beforeAll(async () => {
    app = await startTestApp(ADMIN_ENV);
    const seed: Array<[string, 'pending' | 'verified', string?]> = [
      ['fa@gmail.com', 'verified'],
      ['fb@gmail.com', 'verified'],
      ['fc@googlemail.com', 'pending'],
      ['fd@gmail.com', 'pending', '3 days'],
      ['fe@hotmail.com', 'pending'],
      ['ff@outlook.com', 'pending'],
      ['fg@example.org', 'verified', '3 days'],
      ['fh@example.org', 'pending', '40 days'],
    ];
    for (const [email, state, createdAgo] of seed) {
      await seedReservation(app, { email, handle: email.split('@')[0], state, createdAgo });
    }
    // Seeded verified rows are confirmed at once; only the day they were made matters to the funnel.
    const res = await get<ConfirmationFunnel>(app.baseUrl, '/api/admin/stats/funnel', { headers: bearer(await signIn(app.baseUrl)) });
    expect(res.status).toBe(200);
    funnel = res.body;
    [{ today, threeDaysAgo }] = await app.sql<{ today: string; threeDaysAgo: string }>(
      `SELECT to_char((now() AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS today,
              to_char(((now() - interval '3 days') AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS "threeDaysAgo"`,
    );
  });
  afterAll(async () => {
    await app.stop();
  });

  it('counts sign-ups, confirmations and the rate for each of the last 30 days', () => {
    expect(funnel.days).toHaveLength(30);
    expect(funnel.days.at(-1)).toEqual({ date: today, signups: 5, confirmations: 2, rate: 0.4 });
    expect(funnel.days.find((d) => d.date === threeDaysAgo)).toEqual({ date: threeDaysAgo, signups: 2, confirmations: 1, rate: 0.5 });
    expect(funnel.days.filter((d) => d.signups === 0).every((d) => d.rate === null && d.confirmations === 0)).toBe(true);
  });

  it('groups the same 30 days by mail provider, busiest first, leaving older sign-ups out', () => {
    expect(funnel.providers).toEqual([
      { provider: 'Gmail', signups: 4, confirmations: 2, rate: 0.5 },
      { provider: 'Outlook', signups: 2, confirmations: 0, rate: 0 },
      { provider: 'Other', signups: 1, confirmations: 1, rate: 1 },
    ]);
  });
});
