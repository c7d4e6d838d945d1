import { ANNOUNCEMENT_LIMITS, type AdminRole, type AnnouncementPreview } from '@gameshift/contracts';
import { randomBytes } from 'node:crypto';
import { ADMIN, addAdmin, bearer, call, signIn } from './support/admin';
import { mailMessages, messages } from './support/api';
import { PUBLIC_URL } from './support/reservations';
import { sharedApp, SharedApp } from './support/shared-app';

const PREVIEW = '/api/admin/announcements/preview';

async function member(app: SharedApp, role: AdminRole): Promise<string> {
  const email = `${role}_${randomBytes(4).toString('hex')}@example.com`;
  await app.sql('INSERT INTO admins (email, password_hash, role) SELECT $1, password_hash, $2 FROM admins WHERE email = $3', [
    email,
    role,
    ADMIN.email,
  ]);
  return signIn(app.baseUrl, email);
}

/**
 * Rows a preview must never add: drafts, audit entries, queued jobs. The app is the run's shared
 * one, so only this file's rows are counted: drafts and jobs that carry `mark`, entries by `owner`.
 */
async function footprint(app: SharedApp, mark: string, owner: string): Promise<Record<string, number>> {
  const [row] = await app.sql<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM announcements WHERE strpos(subject || body, $1) > 0) AS announcements,
            (SELECT count(*)::int FROM admin_audit WHERE admin_email = $2) AS audit,
            (SELECT count(*)::int FROM pgboss.job WHERE strpos(data::text, $1) > 0) AS jobs`,
    [mark, owner],
  );
  return row;
}

describe('the announcement preview', () => {
  let app: SharedApp;
  /** An owner of the file's own, so that the audit entries counted are this file's. */
  let ownerEmail: string;
  let owner: string;

  const preview = (body: unknown, token = owner) => call<AnnouncementPreview>(app.baseUrl, 'POST', PREVIEW, bearer(token), body);

  beforeAll(async () => {
    app = await sharedApp();
    ownerEmail = await addAdmin(app, 'preview_owner');
    owner = await signIn(app.baseUrl, ownerEmail);
  });

  it('renders the markdown into the mail layout and the text, with the sample handle, product and links filled in', async () => {
    const answer = await preview({
      subject: '{product} is live, {handle}',
      body: '# Hello {handle}\n\nClaim **your** ID at [the site]({claim_url}).',
    });
    expect(answer.status).toBe(200);
    const { subject, html, text } = answer.body;
    expect(subject).toBe(`GameShift is live, ${messages.announcementSampleHandle}`);
    expect(html).toMatch(new RegExp(`<h1 style="[^"]*">Hello ${messages.announcementSampleHandle}</h1>`));
    expect(html).toContain('<strong>your</strong>');
    expect(html).toMatch(new RegExp(`<a href="${PUBLIC_URL}" style="[^"]*">the site</a>`));
    expect(text).toContain(`# Hello ${messages.announcementSampleHandle}`);
    // The real copy's footer, its manage link the page that mails one on request.
    expect(html).toMatch(
      new RegExp(
        `<a href="${PUBLIC_URL}/manage" [^>]*>${messages.manageMailLink}</a> · <a href="${PUBLIC_URL}/unsubscribe/sample\\.[^"]+" [^>]*>${mailMessages.announcementUnsubscribe}</a>`,
      ),
    );
    expect(text).toContain(
      [
        '--',
        mailMessages.announcementFooter(messages.announcementSampleHandle),
        `${messages.manageMailLink}: ${PUBLIC_URL}/manage`,
        `${mailMessages.announcementUnsubscribe}: ${PUBLIC_URL}/unsubscribe/sample.`,
      ].join('\n'),
    );
    // A preview is what a recipient gets, not a test copy.
    expect(text).not.toContain(messages.announcementTestNotice);
  });

  it('escapes raw HTML and drops links with unsafe schemes', async () => {
    const answer = await preview({
      subject: 'Hi',
      body: '<script>alert(1)</script>\n\n<img src=x onerror=alert(2)> and [click](javascript:alert(3))',
    });
    expect(answer.status).toBe(200);
    const { html } = answer.body;
    expect(html).not.toMatch(/<script|<img|javascript:/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('refuses bad input with the create form’s errors, and stores, audits and queues nothing', async () => {
    const mark = `mark${randomBytes(6).toString('hex')}`;
    const before = await footprint(app, mark, ownerEmail);
    expect(await preview({ subject: '', body: `x ${mark}` })).toMatchObject({
      status: 400,
      body: { code: 'invalid_body', error: messages.announcementShape, field: 'subject' },
    });
    expect(await preview({ subject: `Hi ${mark}`, body: '  \n ' })).toMatchObject({
      status: 400,
      body: { code: 'invalid_body', error: messages.announcementShape, field: 'body' },
    });
    expect(await preview({ subject: `Hi ${mark}`, body: 'Hello {name}' })).toMatchObject({
      status: 400,
      body: { code: 'announcement_placeholder', error: messages.announcementPlaceholder('name'), field: 'body' },
    });
    expect((await preview({ subject: `Fine ${mark}`, body: `Fine ${mark}` })).status).toBe(200);
    expect(await footprint(app, mark, ownerEmail)).toEqual(before);
  });

  it('takes the longest body the form allows in any script, and names the field one character beyond', async () => {
    // Three UTF-8 bytes a character, with a subject at its own limit: still within the request body's limit.
    const longest = { subject: 'あ'.repeat(ANNOUNCEMENT_LIMITS.subject), body: 'ゲ'.repeat(ANNOUNCEMENT_LIMITS.body) };
    expect((await preview(longest)).status).toBe(200);
    expect(await preview({ ...longest, body: `${longest.body}x` })).toMatchObject({
      status: 400,
      body: { code: 'invalid_body', error: messages.announcementShape, field: 'body' },
    });
  });

  it('is for owners only: operators and viewers are refused, strangers asked to sign in', async () => {
    for (const role of ['operator', 'viewer'] as const) {
      expect(await preview({ subject: 'Hi', body: 'Hello' }, await member(app, role))).toMatchObject({
        status: 403,
        body: { code: 'role_forbidden', error: messages.roleForbidden },
      });
    }
    const stranger = await call(app.baseUrl, 'POST', PREVIEW, {}, { subject: 'Hi', body: 'Hello' });
    expect(stranger.status).toBe(401);
  });
});
