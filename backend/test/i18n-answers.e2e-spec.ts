import { createPageMessages, loadCatalogue, localizedMessages, type LocalizedMessages } from '@gameshift/contracts';
import { get, messages, postJson, TokenPool } from './support/api';
import { PUBLIC_URL, reserve, uniqueEmail, uniqueHandle, waitForMailTo } from './support/reservations';
import { sharedApp, SharedApp, sharedMail } from './support/shared-app';

/** The API's answers that are no error speak the request's language too, and English stays as it was. */
describe('answers in the request language', () => {
  let app: SharedApp;
  let pool: TokenPool;
  let es: LocalizedMessages;
  let ja: LocalizedMessages;

  beforeAll(async () => {
    app = await sharedApp();
    pool = await TokenPool.issue(app.baseUrl, 3);
    es = localizedMessages('es', await loadCatalogue('es'), 'GameShift');
    ja = localizedMessages('ja', await loadCatalogue('ja'), 'GameShift');
  });

  const spanish = { 'accept-language': 'es-ES,es;q=0.9' };

  it('the reservation made: Spanish by Accept-Language, English without it', async () => {
    const inSpanish = await reserve(
      app.baseUrl,
      { email: uniqueEmail('es'), gameshift_id: uniqueHandle('s'), human_token: pool.take() },
      spanish,
    );
    const inEnglish = await reserve(app.baseUrl, { email: uniqueEmail('en'), gameshift_id: uniqueHandle('e'), human_token: pool.take() });
    expect([inSpanish.status, inSpanish.body.message]).toEqual([201, es.public.reservationCreated]);
    expect([inEnglish.status, inEnglish.body.message]).toEqual([201, messages.reservationCreated]);
    expect(es.public.reservationCreated).not.toBe(messages.reservationCreated);
  });

  it('the resend answer, the same whether or not the address has a reservation', async () => {
    const res = await postJson(app.baseUrl, '/api/verify/resend', { email: uniqueEmail('nobody') }, { 'accept-language': 'ja' });
    expect([res.status, res.body.message]).toEqual([202, ja.public.verificationResent]);
    const english = await postJson(app.baseUrl, '/api/verify/resend', { email: uniqueEmail('nobody') });
    expect(english.body.message).toBe(messages.verificationResent);
  });

  it('the manage link asked for', async () => {
    const res = await postJson(app.baseUrl, '/api/manage/request', { email: uniqueEmail('manage') }, spanish);
    expect(res.status).toBe(202);
    expect(res.text).toBe(JSON.stringify({ message: es.manage.manageLinkRequested }));
    const english = await postJson(app.baseUrl, '/api/manage/request', { email: uniqueEmail('manage') });
    expect(english.text).toBe(JSON.stringify({ message: messages.manageLinkRequested }));
  });

  it('a verification link the server does not know, and a taken handle', async () => {
    const link = await postJson(app.baseUrl, '/api/verify', { token: 'x'.repeat(43) }, { 'accept-language': 'ja' });
    expect(link.body).toEqual({ state: 'error', message: ja.public.invalidOrExpiredLink });
    const email = uniqueEmail('taken');
    const handle = uniqueHandle('t');
    await app.sql(
      `INSERT INTO reservations (email, email_canonical, gameshift_id, claim_from, claim_until, hold_until,
         is_verified, is_reserved, verified_at, reserved_at, last_sent_at, sent_count, created_at)
       VALUES ($1, $1, $2, now(), 'infinity', 'infinity', true, true, now(), now(), now(), 1, now())`,
      [email, handle],
    );
    const taken = await get(app.baseUrl, `/api/handles/${handle}`, { headers: spanish });
    expect([taken.status, taken.body.available, taken.body.reason]).toEqual([200, false, es.public.handleTaken]);
  });

  it('writes the template texts of a page rendered only in the browser in its language, and leaves English as it was', async () => {
    const japanese = (await get(app.baseUrl, '/ja/manage')).text;
    expect(japanese).toContain(`<noscript>${ja.page.noscript}</noscript>`);
    expect(japanese).toContain(`<meta name="description" content="${ja.page.description}"`);
    const english = (await get(app.baseUrl, '/manage')).text;
    expect(english).toContain(`<noscript>${createPageMessages().noscript}</noscript>`);
    expect(english).toContain(`<meta name="description" content="${createPageMessages().description}"`);
  });

  it('leaves the mail in the reservation language, not the request one', async () => {
    const email = uniqueEmail('mixed');
    const res = await reserve(app.baseUrl, { email, gameshift_id: uniqueHandle('m'), human_token: pool.take() }, spanish);
    expect(res.status).toBe(201);
    const [mail] = await waitForMailTo(sharedMail, email);
    expect(mail.text).toContain(`${PUBLIC_URL}/verify/`);
  });
});
