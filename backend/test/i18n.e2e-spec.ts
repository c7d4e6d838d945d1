import {
  loadCatalogue,
  localizedMessages,
  LOCALES,
  type AnnouncementPreview,
  type AnnouncementRecord,
  type LocalizedMessages,
  type TestCopyQueued,
} from '@gameshift/contracts';
import { randomBytes } from 'node:crypto';
import { ADMIN, ADMIN_ENV, bearer, call, signIn } from './support/admin';
import { get, mailMessages, messages, postJson, sleep, TokenPool } from './support/api';
import { PUBLIC_URL, reserve, uniqueEmail, uniqueHandle, UNLIMITED, waitForMailTo } from './support/reservations';
import { SmtpSink } from './support/smtp-sink';
import { startTestApp, TestApp } from './support/test-app';

/** The site in the players' languages: the API's errors by Accept-Language, and mail in the reservation's language. */
describe('languages', () => {
  let app: TestApp;
  let sink: SmtpSink;
  let pool: TokenPool;
  let de: LocalizedMessages;
  let ja: LocalizedMessages;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    app = await startTestApp({
      ...UNLIMITED,
      ...ADMIN_ENV,
      SMTP_URL: sink.url,
      PUBLIC_URL,
      MAIL_LINK_SECRET: 'mail-link-secret-for-the-e2e-run-0123456789',
      SUPPRESSION_KEY: 'suppression-key-for-the-e2e-run-0123456789',
    });
    pool = await TokenPool.issue(app.baseUrl, 6);
    de = localizedMessages('de', await loadCatalogue('de'), 'GameShift');
    ja = localizedMessages('ja', await loadCatalogue('ja'), 'GameShift');
  });
  afterAll(async () => {
    await app.stop();
    await sink.down();
  });

  const badHandle = { email: uniqueEmail(), gameshift_id: 'no spaces' };

  describe('error answers', () => {
    it('keep English byte for byte, with the code beside the words', async () => {
      const res = await reserve(app.baseUrl, badHandle);
      expect(res.status).toBe(400);
      expect(res.text).toBe(JSON.stringify({ error: messages.handleFormat, code: 'handle_format', field: 'gameshift_id' }));
    });

    it('speak German and Japanese by Accept-Language, with the same code and field', async () => {
      const german = await reserve(app.baseUrl, badHandle, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
      const japanese = await reserve(app.baseUrl, badHandle, { 'accept-language': 'ja' });
      expect({ status: german.status, body: german.body }).toEqual({
        status: 400,
        body: { error: de.public.handleFormat, code: 'handle_format', field: 'gameshift_id' },
      });
      expect({ status: japanese.status, body: japanese.body }).toEqual({
        status: 400,
        body: { error: ja.public.handleFormat, code: 'handle_format', field: 'gameshift_id' },
      });
      expect(new Set([messages.handleFormat, german.body.error, japanese.body.error]).size).toBe(3);
    });

    it('word the HTTP layer too: an unknown API route in Japanese', async () => {
      const res = await get(app.baseUrl, '/api/no-such-route', { headers: { 'accept-language': 'ja' } });
      expect({ status: res.status, body: res.body }).toEqual({ status: 404, body: { error: ja.public.httpError[404], code: 'not_found' } });
    });

    it('fall back to English for a language the site does not have', async () => {
      const res = await reserve(app.baseUrl, badHandle, { 'accept-language': 'fr-FR,fr;q=0.9' });
      expect(res.text).toBe(JSON.stringify({ error: messages.handleFormat, code: 'handle_format', field: 'gameshift_id' }));
    });
  });

  describe('the reservation language', () => {
    it('refuses a locale the site does not have, clearly, and reserves nothing', async () => {
      for (const locale of ['fr', 'EN', 'pt-BR', 42, '']) {
        const email = uniqueEmail('bad_locale');
        const res = await reserve(app.baseUrl, { email, gameshift_id: uniqueHandle('l'), human_token: 'unused', locale });
        expect({ locale, status: res.status, body: res.body }).toEqual({
          locale,
          status: 400,
          body: { error: messages.localeInvalid(LOCALES), code: 'invalid_body' },
        });
        expect(await app.sql('SELECT 1 FROM reservations WHERE email = $1', [email])).toEqual([]);
      }
    });

    it('is English when the request names none', async () => {
      const email = uniqueEmail('no_locale');
      const res = await reserve(app.baseUrl, { email, gameshift_id: uniqueHandle('e'), human_token: pool.take() });
      expect(res.status).toBe(201);
      expect(await app.sql('SELECT locale FROM reservations WHERE email = $1', [email])).toEqual([{ locale: 'en' }]);
      const [mail] = await waitForMailTo(sink, email);
      expect(mail.subject).toBe(`Confirm your GameShift ID: ${res.body.gameshift_id}`);
      expect(mail.text).toContain(`${PUBLIC_URL}/verify/`);
      expect(mail.text).toContain(`${PUBLIC_URL}/manage/`);
    });

    it('writes the confirmation mail in Japanese, linking to the Japanese pages', async () => {
      const email = uniqueEmail('ja');
      const handle = uniqueHandle('j');
      const res = await reserve(app.baseUrl, { email, gameshift_id: handle, human_token: pool.take(), locale: 'ja' });
      expect(res.status).toBe(201);
      expect(await app.sql('SELECT locale FROM reservations WHERE email = $1', [email])).toEqual([{ locale: 'ja' }]);

      const [mail] = await waitForMailTo(sink, email);
      expect(mail.subject).toBe(ja.mail.confirmSubject(handle));
      expect(mail.text).toContain(ja.mail.confirmLead(handle));
      expect(mail.text).toMatch(new RegExp(`${PUBLIC_URL.replace(/\./g, '\\.')}/ja/verify/[A-Za-z0-9_-]{43}\\n`));
      expect(mail.text).toContain(`${ja.manage.manageMailLink}: ${PUBLIC_URL}/ja/manage/`);
      expect(mail.text).toContain(ja.public.handleHold(Number(/(\d+)分間/.exec(mail.text)?.[1])));
      expect(mail.html).toContain(ja.mail.confirmButton);
      expect(mail.html).toContain(`href="${PUBLIC_URL}/ja/verify/`);
      expect(mail.html).toContain('<html lang="ja">');
      expect(mail.text).not.toContain('Confirm your reservation');

      const token = /\/ja\/verify\/([A-Za-z0-9_-]{43})/.exec(mail.text)![1];
      const verified = await postJson(app.baseUrl, '/api/verify', { token });
      expect(verified.status).toBe(200);
    });

    it('writes the manage-link mail in the reservation language too', async () => {
      const email = uniqueEmail('de');
      const res = await reserve(app.baseUrl, { email, gameshift_id: uniqueHandle('d'), human_token: pool.take(), locale: 'de' });
      expect(res.status).toBe(201);
      await waitForMailTo(sink, email);
      expect((await postJson(app.baseUrl, '/api/manage/request', { email })).status).toBe(202);
      const [, linkMail] = await waitForMailTo(sink, email, 2);
      expect(linkMail.subject).toBe(de.manage.manageMailSubject);
      expect(linkMail.text).toContain(de.manage.manageMailText(res.body.gameshift_id));
      expect(linkMail.text).toContain(`${PUBLIC_URL}/de/manage/`);
      expect(linkMail.html).toContain(de.mail.pasteLink);
      expect(linkMail.html).toContain('<html lang="de">');
    });
  });

  describe('announcements', () => {
    /** A confirmed reservation made in `locale`: its address and handle. */
    async function confirmedIn(locale: string): Promise<{ email: string; handle: string }> {
      const handle = `a${randomBytes(5).toString('hex')}`;
      const email = `${handle}@example.com`;
      await app.sql(
        `INSERT INTO reservations (email, email_canonical, gameshift_id, claim_from, claim_until, hold_until,
           is_verified, is_reserved, verified_at, reserved_at, last_sent_at, sent_count, created_at, locale)
         VALUES ($1, $1, $2, now(), 'infinity', 'infinity', true, true, now(), now(), now(), 1, now(), $3)`,
        [email, handle, locale],
      );
      return { email, handle };
    }

    const translations = { ja: { subject: '{product}がリリースされました', body: '{handle}さん、お待たせしました。' } };

    it('send each copy in its reservation language when the announcement has it, in English otherwise', async () => {
      const token = await signIn(app.baseUrl);
      const [inJapanese, inGerman, inEnglish] = [await confirmedIn('ja'), await confirmedIn('de'), await confirmedIn('en')];
      const draft = await call<AnnouncementRecord>(app.baseUrl, 'POST', '/api/admin/announcements', bearer(token), {
        subject: '{product} is live',
        body: 'Hello {handle}, it is here.',
        // The portal's form sends a language left empty as two blank fields: that is no translation.
        translations: { ...translations, de: { subject: '', body: '' } },
      });
      expect(draft.status).toBe(201);
      expect(draft.body.translations).toEqual(translations);

      const sent = await call(app.baseUrl, 'POST', `/api/admin/announcements/${draft.body.id}/send`, bearer(token), {});
      expect(sent.status).toBe(202);
      for (const { email } of [inJapanese, inGerman, inEnglish]) {
        const deadline = Date.now() + 20_000;
        while (!sink.to(email).some((m) => m.subject.includes('GameShift')) && Date.now() < deadline) await sleep(50);
      }
      const [japanese] = sink.to(inJapanese.email);
      expect(japanese.subject).toBe('GameShiftがリリースされました');
      expect(japanese.text).toContain(`${inJapanese.handle}さん、お待たせしました。`);
      expect(japanese.text).toContain(`${PUBLIC_URL}/ja/manage/`);
      // The words around the text are Japanese too, the unsubscribe link goes to the Japanese page.
      expect(japanese.text).toContain(ja.mail.announcementFooter(inJapanese.handle));
      expect(japanese.text).toMatch(new RegExp(`${ja.mail.announcementUnsubscribe}: ${PUBLIC_URL}/ja/unsubscribe/\\S+`));
      expect(japanese.text).not.toContain(mailMessages.announcementFooter(inJapanese.handle));
      expect(japanese.html).toContain('<html lang="ja">');
      for (const { email, handle } of [inGerman, inEnglish]) {
        const [english] = sink.to(email);
        expect(english.subject).toBe('GameShift is live');
        expect(english.text).toContain(`Hello ${handle}, it is here.`);
        expect(english.text).toContain(mailMessages.announcementFooter(handle));
        expect(english.html).toContain('<html lang="en">');
      }
      // An English copy to a German reserver still links the pages in German, both of them.
      const [toGerman] = sink.to(inGerman.email);
      expect(toGerman.text).toContain(`${PUBLIC_URL}/de/manage/`);
      expect(toGerman.text).toMatch(new RegExp(`${mailMessages.announcementUnsubscribe}: ${PUBLIC_URL}/de/unsubscribe/\\S+`));
      expect(toGerman.html).toMatch(new RegExp(`href="${PUBLIC_URL}/de/unsubscribe/[^"]+"`));
      expect(sink.to(inEnglish.email)[0].text).toMatch(
        new RegExp(`${mailMessages.announcementUnsubscribe}: ${PUBLIC_URL}/unsubscribe/\\S+`),
      );
    });

    it('are previewed, test-sent and shown in each language as its reservers get them, English where there is no translation', async () => {
      const token = await signIn(app.baseUrl);
      await confirmedIn('pt-br');
      const words = {
        subject: '{product} is live',
        body: 'Hello {handle}, [claim it]({claim_url}).',
        translations: { ja: { subject: '{product}がリリースされました', body: '{handle}さん、[こちら]({claim_url})から。' } },
      };
      const sample = messages.announcementSampleHandle;
      const preview = (locale: unknown) =>
        call<AnnouncementPreview>(app.baseUrl, 'POST', '/api/admin/announcements/preview', bearer(token), { ...words, locale });

      const japanese = await preview('ja');
      expect(japanese).toMatchObject({ status: 200, body: { language: 'ja', subject: 'GameShiftがリリースされました' } });
      expect(japanese.body.html).toContain('<html lang="ja">');
      expect(japanese.body.html).toContain(`${sample}さん、`);
      expect(japanese.body.text).toContain(ja.mail.announcementFooter(sample));
      expect(japanese.body.text).toMatch(new RegExp(`${ja.mail.announcementUnsubscribe}: ${PUBLIC_URL}/ja/unsubscribe/sample\\.`));
      expect(japanese.body.text).not.toContain(messages.announcementTestNotice);
      // No German translation: German reservers get the English copy, the words around it English too.
      for (const locale of ['de', 'en', undefined]) {
        const english = await preview(locale);
        expect(english).toMatchObject({ status: 200, body: { language: 'en', subject: 'GameShift is live' } });
        expect(english.body.html).toContain('<html lang="en">');
        expect(english.body.text).toContain(mailMessages.announcementFooter(sample));
      }
      for (const locale of ['fr', 'JA', 7, null]) {
        expect(await preview(locale)).toMatchObject({
          status: 400,
          body: { code: 'invalid_body', error: messages.localeInvalid(LOCALES), field: 'locale' },
        });
      }

      const draft = await call<AnnouncementRecord>(app.baseUrl, 'POST', '/api/admin/announcements', bearer(token), words);
      expect(draft.status).toBe(201);
      // The send dialog's figures: the audience now, by the language each reservation was made in.
      const byLocale = draft.body.audience_by_locale!;
      expect(byLocale['pt-br']).toBeGreaterThanOrEqual(1);
      expect(byLocale.ja).toBeGreaterThanOrEqual(1);
      expect(Object.values(byLocale).reduce((sum, n) => sum + n, 0)).toBe(draft.body.recipients);

      const testPath = `/api/admin/announcements/${draft.body.id}/test`;
      const before = sink.to(ADMIN.email).length;
      expect(await call(app.baseUrl, 'POST', testPath, bearer(token), { locale: 'xx' })).toMatchObject({
        status: 400,
        body: { field: 'locale', error: messages.localeInvalid(LOCALES) },
      });
      expect(await call<TestCopyQueued>(app.baseUrl, 'POST', testPath, bearer(token), { locale: 'ja' })).toMatchObject({
        status: 202,
        body: { queued: true, language: 'ja' },
      });
      expect(await call<TestCopyQueued>(app.baseUrl, 'POST', testPath, bearer(token), { locale: 'de' })).toMatchObject({
        status: 202,
        body: { queued: true, language: 'en' },
      });
      const deadline = Date.now() + 20_000;
      while (sink.to(ADMIN.email).length < before + 2 && Date.now() < deadline) await sleep(50);
      const tests = sink.to(ADMIN.email).slice(before);
      expect(tests.map((m) => m.subject).sort()).toEqual(['[Test] GameShift is live', '[Test] GameShiftがリリースされました']);
      const japaneseTest = tests.find((m) => m.subject.includes('リリース'))!;
      expect(japaneseTest.html).toContain('<html lang="ja">');
      // The notice is the portal's word to its admin, in English and marked so.
      expect(japaneseTest.text).toContain(messages.announcementTestNotice);
      expect(japaneseTest.html).toMatch(/lang="en"[^>]*>[^<]*This is a test copy/);
      expect(japaneseTest.text).toContain(ja.mail.announcementFooter(sample));
      expect(tests.find((m) => m !== japaneseTest)!.text).toContain(messages.announcementTestNotice);

      // The announcement's page shows each language's copy to every role: a viewer reads it too.
      const viewerEmail = `viewer_${randomBytes(4).toString('hex')}@example.com`;
      await app.sql('INSERT INTO admins (email, password_hash, role) SELECT $1, password_hash, $2 FROM admins WHERE email = $3', [
        viewerEmail,
        'viewer',
        ADMIN.email,
      ]);
      const viewer = bearer(await signIn(app.baseUrl, viewerEmail));
      const copies = `/api/admin/announcements/${draft.body.id}/copies`;
      const copy = await call<AnnouncementPreview>(app.baseUrl, 'GET', `${copies}/ja`, viewer);
      expect(copy).toMatchObject({ status: 200, body: { language: 'ja', subject: japanese.body.subject, text: japanese.body.text } });
      expect((await call<AnnouncementPreview>(app.baseUrl, 'GET', `${copies}/de`, viewer)).body).toMatchObject({ language: 'en' });
      expect(await call(app.baseUrl, 'GET', `${copies}/fr`, viewer)).toMatchObject({
        status: 400,
        body: { field: 'locale', error: messages.localeInvalid(LOCALES) },
      });
    });

    it('refuse translations of the wrong shape, clearly, and keep nothing', async () => {
      const token = await signIn(app.baseUrl);
      const before = await app.sql('SELECT id FROM announcements');
      for (const wrong of [
        { fr: translations.ja },
        { en: translations.ja },
        { ja: { subject: 'only a subject' } },
        { ja: { ...translations.ja, note: 'x' } },
        { ja: { subject: 'two\nlines', body: 'b' } },
        ['ja'],
        'ja',
      ]) {
        const res = await call(app.baseUrl, 'POST', '/api/admin/announcements', bearer(token), {
          subject: 's',
          body: 'b',
          translations: wrong,
        });
        expect({ wrong, status: res.status, body: res.body }).toEqual({
          wrong,
          status: 400,
          body: { error: messages.announcementTranslationsShape, code: 'invalid_body', field: 'translations' },
        });
      }
      const placeholder = await call(app.baseUrl, 'POST', '/api/admin/announcements', bearer(token), {
        subject: 's',
        body: 'b',
        translations: { ja: { subject: 's', body: '{nickname}' } },
      });
      expect(placeholder.body).toMatchObject({ code: 'announcement_placeholder' });
      // A translation that leaves out a placeholder the English text uses: its copies would go without the claim link.
      const missing = await call(app.baseUrl, 'POST', '/api/admin/announcements', bearer(token), {
        subject: '{product} is live',
        body: 'Claim {handle} at {claim_url}',
        translations: {
          es: { subject: '{product} ya está aquí', body: 'Reclama {handle} en {claim_url}' },
          ja: { subject: '{product}', body: '{handle}さん' },
        },
      });
      expect(missing).toMatchObject({
        status: 400,
        body: {
          code: 'announcement_translation_placeholder',
          error: messages.announcementTranslationPlaceholder('ja', 'claim_url'),
          field: 'translations',
        },
      });
      expect(await app.sql('SELECT id FROM announcements')).toEqual(before);
    });
  });
});
