import { humanTokens, messages, tally } from './support/api';
import { reserve, rowsByHandle, uniqueEmail, uniqueHandle, type ReservationAnswer } from './support/reservations';
import { sharedApp, SharedApp } from './support/shared-app';

/* Many visitors claiming one handle, or one email, at the same moment: the database decides. */

describe('concurrent reservations', () => {
  let app: SharedApp;

  beforeAll(async () => {
    app = await sharedApp();
  });

  it('gives one of 200 simultaneous claims on a handle a 201 and the other 199 a 409 on gameshift_id', async () => {
    const tokens = await humanTokens(app.baseUrl, 200);
    const handle = uniqueHandle('r');
    const answers = await Promise.all(
      tokens.map((token) => reserve(app.baseUrl, { email: uniqueEmail('race'), gameshift_id: handle, human_token: token })),
    );

    expect(tally(answers.map((a) => a.status))).toEqual({ 201: 1, 409: 199 });
    const refusals = answers.filter((a) => a.status === 409).map((a) => a.body);
    expect(new Set(refusals.map((body) => JSON.stringify(body)))).toEqual(
      new Set([JSON.stringify({ error: messages.handleTaken, code: 'handle_taken', field: 'gameshift_id' })]),
    );
    const rows = await rowsByHandle(app, handle);
    const winner = answers.find((a) => a.status === 201) as ReservationAnswer;
    expect(rows.map((r) => r.email)).toEqual([winner.body.email]);
  });

  it('gives one of 200 simultaneous claims with one email a 201 and the other 199 a 409 on email', async () => {
    const tokens = await humanTokens(app.baseUrl, 200);
    const email = uniqueEmail('same');
    const answers = await Promise.all(
      tokens.map((token) => reserve(app.baseUrl, { email, gameshift_id: uniqueHandle('e'), human_token: token })),
    );

    expect(tally(answers.map((a) => a.status))).toEqual({ 201: 1, 409: 199 });
    const refusals = answers.filter((a) => a.status === 409).map((a) => a.body);
    expect(new Set(refusals.map((body) => JSON.stringify(body)))).toEqual(
      new Set([JSON.stringify({ error: messages.emailTaken, code: 'email_taken', field: 'email' })]),
    );
    const rows = await app.sql<{ gameshift_id: string }>('SELECT gameshift_id FROM reservations WHERE email_canonical = $1', [email]);
    const winner = answers.find((a) => a.status === 201) as ReservationAnswer;
    expect(rows).toEqual([{ gameshift_id: winner.body.gameshift_id }]);
  });
});
