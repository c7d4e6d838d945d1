import { type Locale, type SitePage } from '@gameshift/contracts';
import { createHash } from 'node:crypto';
import { get, TokenPool } from './support/api';
import { reserve, uniqueEmail, uniqueHandle } from './support/reservations';
import { sharedApp, SharedApp } from './support/shared-app';

interface ConsentRow {
  notice_date: string;
  notice_hash: string;
  language: string;
}

describe('the privacy notice a reservation records, in the language it was made in', () => {
  let app: SharedApp;
  let tokens: TokenPool;

  // Its content has no Japanese privacy page, so one language reads the English notice (content-dirs.ts).
  beforeAll(async () => {
    app = await sharedApp('translatedContent');
    tokens = await TokenPool.issue(app.baseUrl, 3);
  });

  /** The privacy page as the site serves it to a reader of `language`, and the fingerprint of its text. */
  async function servedNotice(language: string): Promise<{ page: SitePage; hash: string }> {
    const res = await get<SitePage>(app.baseUrl, '/api/pages/privacy', { headers: { 'Accept-Language': language } });
    expect(res.status).toBe(200);
    const page = res.body;
    return { page, hash: createHash('sha256').update(`${page.title}\n${page.description}\n${page.content}`).digest('hex') };
  }

  async function consentOf(locale: Locale | undefined): Promise<ConsentRow> {
    const email = uniqueEmail(`consent_${locale ?? 'none'}`);
    const res = await reserve(app.baseUrl, {
      email,
      gameshift_id: uniqueHandle('c'),
      human_token: tokens.take(),
      ...(locale && { locale }),
    });
    expect(res.status).toBe(201);
    const rows = await app.sql<ConsentRow>(
      `SELECT to_char(c.notice_date, 'YYYY-MM-DD') AS notice_date, c.notice_hash, c.language
         FROM reservation_consents c JOIN reservations r ON r.id = c.reservation_id WHERE r.email = $1`,
      [email],
    );
    expect(rows).toHaveLength(1);
    return rows[0];
  }

  it('records the German notice, by its own fingerprint, for a reservation made in German', async () => {
    const german = await servedNotice('de');
    const english = await servedNotice('en');
    expect(german.page.locale).toBe('de');
    expect(german.hash).not.toBe(english.hash);
    expect(await consentOf('de')).toEqual({ notice_date: german.page.updated, notice_hash: german.hash, language: 'de' });
  });

  it('records the English notice for a language whose translation is missing, as that reader was shown English', async () => {
    const english = await servedNotice('en');
    const japanese = await servedNotice('ja');
    expect(japanese.page.locale).toBeUndefined();
    expect(japanese.hash).toBe(english.hash);
    expect(await consentOf('ja')).toEqual({ notice_date: english.page.updated, notice_hash: english.hash, language: 'en' });
  });

  it('records the language and the notice inside the claim itself, so a claim is one statement and one commit', async () => {
    const handle = uniqueHandle('one');
    const [claim] = await app.sql<{ outcome: string; reservation_id: string }>(
      `SELECT * FROM claim_reservation(
         p_token_use => $1, p_replaces_hash => NULL, p_handle => $2, p_email => $3, p_email_canonical => $3,
         p_client_key => $1, p_manage_key_hash => $1, p_now => now(), p_hold_until => now() + interval '1 hour',
         p_until => now() + interval '1 day', p_pending_cap => 5, p_mail_queue => 'mail.send',
         p_mail => jsonb_build_object('id', gen_random_uuid(), 'kind', 'verification-link',
                                      'params', jsonb_build_object('expiresAt', now() + interval '1 day')),
         p_mail_priority => 0, p_attribution => NULL,
         p_locale => 'es', p_consent => '{"date": "2026-01-02", "hash": "${'a'.repeat(64)}", "language": "es"}')`,
      [`t:${handle}`, handle, `${handle}@example.com`],
    );
    expect(claim.outcome).toBe('created');
    const [row] = await app.sql<ConsentRow & { locale: string }>(
      `SELECT r.locale, to_char(c.notice_date, 'YYYY-MM-DD') AS notice_date, c.notice_hash, c.language
         FROM reservations r JOIN reservation_consents c ON c.reservation_id = r.id WHERE r.id = $1`,
      [claim.reservation_id],
    );
    expect(row).toEqual({ locale: 'es', notice_date: '2026-01-02', notice_hash: 'a'.repeat(64), language: 'es' });
  });

  it('records the English notice for a reservation that names no language', async () => {
    const english = await servedNotice('en');
    expect(await consentOf(undefined)).toEqual({ notice_date: english.page.updated, notice_hash: english.hash, language: 'en' });
  });
});
