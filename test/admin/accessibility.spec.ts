import { createMessages } from '@gameshift/contracts';
import { randomBytes } from 'node:crypto';
import { AdminAnnouncementsPage } from '../pages/AdminAnnouncementsPage';
import { AdminArticlesPage } from '../pages/AdminArticlesPage';
import { uniquePrefix } from '../pages/AdminDb';
import { AdminTrafficPage } from '../pages/AdminTrafficPage';
import { ACCESSIBILITY_STATES, type AccessibilityState } from '../pages/accessibility-states';
import { expectAccessible } from '../pages/accessibility';
import { expect, test } from './fixtures';

const messages = createMessages('GameShift');

/** The mail in its sandboxed frame: not the portal's, and axe's run would wait on it until the test times out. */
const PREVIEW_FRAME = 'iframe[title="HTML preview"]';
/** The article's page in the editor's frame: the public site's, judged with the news pages. */
const ARTICLE_PREVIEW_FRAME = 'iframe[title="Article preview"]';

/** An article of the visit's own, as an editor writes one. */
const ARTICLE = {
  excerpt: 'Squads and ranked play arrive with the first season.',
  author: 'The {product} Team',
  tags: ['season-one'],
  content: 'The first season starts soon.\n\n## Squads\n\nTeam up with friends.',
  category: 'updates',
};

type Fixtures = Parameters<Parameters<typeof test>[2]>[0];
type VisitFixtures = Pick<
  Fixtures,
  'page' | 'signInPage' | 'openSignedIn' | 'dashboard' | 'reservations' | 'adminDb' | 'workerSession' | 'baseURL'
>;
type Visit = (fixtures: VisitFixtures) => Promise<void>;

/** How each portal state is reached; each visit ends with both engines judging the page. */
const VISITS: Record<AccessibilityState<'admin'>, Visit> = {
  'sign-in': async ({ signInPage, page }) => {
    await signInPage.goto();
    await expectAccessible(page);
  },
  'sign-in, refused': async ({ signInPage, page }) => {
    await signInPage.goto();
    await signInPage.submit(`nobody-${randomBytes(6).toString('hex')}@example.com`, 'not-the-password');
    await expect(signInPage.alert(messages.invalidCredentials)).toBeVisible();
    await expectAccessible(page);
  },
  dashboard: async ({ openSignedIn, dashboard, page }) => {
    await openSignedIn('/admin/dashboard');
    await expect(dashboard.card('Total').getByText(/^\d+$/)).toBeVisible();
    await expect(dashboard.violationRows.first()).toBeVisible();
    await expectAccessible(page);
  },
  'reservations list': async ({ openSignedIn, reservations, page }) => {
    await openSignedIn('/admin/reservations');
    await expect(reservations.rows.first()).toBeVisible();
    await expectAccessible(page);
  },
  'violations list': async ({ openSignedIn, page }) => {
    await openSignedIn('/admin/violations');
    await expect(
      page
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
        .first(),
    ).toBeVisible();
    await expectAccessible(page);
  },
  'audit log': async ({ openSignedIn, page }) => {
    await openSignedIn('/admin/audit');
    await expect(
      page
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
        .first(),
    ).toBeVisible();
    await expectAccessible(page);
  },
  traffic: async ({ openSignedIn, page }) => {
    const traffic = new AdminTrafficPage(page);
    await openSignedIn('/admin/traffic');
    await expect(traffic.journeyRow('Visits')).toBeVisible();
    await expect(traffic.sources.getByRole('row').nth(1)).toBeVisible();
    await expectAccessible(page);
  },
  'admins list': async ({ openSignedIn, page }) => {
    await openSignedIn('/admin/admins');
    await expect(
      page
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
        .first(),
    ).toBeVisible();
    await expectAccessible(page);
  },
  'second-factor set-up': async ({ openSignedIn, page }) => {
    // The set-up page has no menu of its own to prove the session, so it is reached through the menu.
    await openSignedIn('/admin/audit');
    await page.getByRole('menuitem', { name: 'Two-factor sign-in' }).click();
    await page.getByRole('button', { name: 'Set up' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expectAccessible(page);
  },
  'announcements list': async ({ openSignedIn, page, workerSession, baseURL }) => {
    await adminPost(baseURL, workerSession.token, '/api/admin/announcements', { subject: 'Listed', body: 'Hello {handle}' });
    await openSignedIn('/admin/announcements');
    await expect(page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: 'Listed' }).first()).toBeVisible();
    await expectAccessible(page);
  },
  'announcement compose, with its preview': async ({ openSignedIn, page }) => {
    const announcements = new AdminAnnouncementsPage(page);
    await openSignedIn('/admin/announcements/create');
    await announcements.compose('{product} is live', '# Hello {handle}\n\nClaim it at [the site]({claim_url}).');
    await expect(announcements.previewFrame.getByRole('heading', { name: 'Hello your_id' })).toBeVisible();
    // A language without a translation: its tab, and the note that its reservers get the English copy.
    await announcements.languageTab('Deutsch').click();
    await expect(page.getByText('No translation into Deutsch: its reservers get this English copy.')).toBeVisible();
    await expect(announcements.previewFrame.getByRole('heading', { name: 'Hello your_id' })).toBeVisible();
    // The frame holds the mail, not the portal; the portal around it is judged.
    await expectAccessible(page, { exclude: [PREVIEW_FRAME] });
  },
  'announcement sending': async ({ openSignedIn, page, adminDb }) => {
    const id = await adminDb.seedAnnouncementInFlight('sending', { settled: 3, waiting: 5 });
    try {
      await openSignedIn(`/admin/announcements/${id}/show`);
      await expect(new AdminAnnouncementsPage(page).progressBar).toHaveAttribute('aria-valuenow', String((3 / 8) * 100));
      // With the page's copies: the English one, in its frame.
      await expect(new AdminAnnouncementsPage(page).previewFrame.locator('body')).not.toBeEmpty();
      await expectAccessible(page, { exclude: [PREVIEW_FRAME] });
    } finally {
      await adminDb.endAnnouncement(id);
    }
  },
  'announcement paused by itself': async ({ openSignedIn, page, adminDb }) => {
    const id = await adminDb.seedAnnouncementInFlight('paused', { settled: 2, waiting: 2, pausedReason: '421 4.7.0 Try again later' });
    try {
      await openSignedIn(`/admin/announcements/${id}/show`);
      await expect(page.getByText('The send paused itself: 421 4.7.0 Try again later')).toBeVisible();
      await expect(new AdminAnnouncementsPage(page).previewFrame.locator('body')).not.toBeEmpty();
      await expectAccessible(page, { exclude: [PREVIEW_FRAME] });
    } finally {
      await adminDb.endAnnouncement(id);
    }
  },
  'suppressions list': async ({ openSignedIn, page, workerSession, baseURL }) => {
    const email = `kept-out-${randomBytes(4).toString('hex')}@example.com`;
    await adminPost(baseURL, workerSession.token, '/api/admin/suppressions', { email });
    await openSignedIn('/admin/suppressions');
    await expect(page.getByText(email)).toBeVisible();
    await expectAccessible(page);
  },
  'API keys list': async ({ openSignedIn, page, workerSession, baseURL }) => {
    const name = `Game service ${randomBytes(4).toString('hex')}`;
    await adminPost(baseURL, workerSession.token, '/api/admin/api-keys', { name, scopes: ['reservations:read'] });
    await openSignedIn('/admin/api-keys');
    await expect(page.getByText(name).first()).toBeVisible();
    await expectAccessible(page);
  },
  'webhooks list': async ({ openSignedIn, page, workerSession, baseURL }) => {
    const url = `http://127.0.0.1:9/hooks/${randomBytes(4).toString('hex')}`;
    await adminPost(baseURL, workerSession.token, '/api/admin/webhooks', { url, events: ['reservation.confirmed'] });
    await openSignedIn('/admin/webhooks');
    await expect(page.getByText(url).first()).toBeVisible();
    await expectAccessible(page);
  },
  'articles list': async ({ openSignedIn, page, workerSession, baseURL }) => {
    const title = `Listed ${randomBytes(4).toString('hex')}`;
    await adminPost(baseURL, workerSession.token, '/api/admin/articles', { ...ARTICLE, title });
    await openSignedIn('/admin/articles');
    await expect(page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: title }).first()).toBeVisible();
    await expectAccessible(page);
  },
  'article editor, with its preview': async ({ openSignedIn, page, workerSession, baseURL }) => {
    const title = `Edited ${randomBytes(4).toString('hex')}`;
    const { id, revision } = await adminPost<{ id: string; revision: number }>(baseURL, workerSession.token, '/api/admin/articles', {
      ...ARTICLE,
      title,
    });
    // A second revision, so that the history has one to compare.
    const saved = await fetch(`${baseURL}/api/admin/articles/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${workerSession.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...ARTICLE, title, content: `${ARTICLE.content}\n\n## Ranked play\n\nClimb.`, revision }),
    });
    expect(saved.status).toBe(200);
    await openSignedIn(`/admin/articles/${id}`);
    const articles = new AdminArticlesPage(page);
    await expect(articles.previewFrame.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The history open on a comparison, its added lines marked; a missing language's tab says so in words.
    await page.getByRole('button', { name: 'Compare with current' }).click();
    await expect(page.getByRole('list', { name: 'Content of revision 1 against the current text' })).toContainText('Added: ## Ranked play');
    await expect(articles.languageTab('Deutsch')).toHaveAccessibleName('Deutsch · missing');
    // The frame holds the public page, not the portal; the portal around it is judged.
    await expectAccessible(page, { exclude: [ARTICLE_PREVIEW_FRAME] });
  },
};

/** A write through the admin API with the worker's session, for a page that needs a row to show; answers the row. */
async function adminPost<T = unknown>(baseURL: string | undefined, token: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, `POST ${path}`).toBe(201);
  return (await response.json()) as T;
}

/** How many states one test visits in turn on its one page: two groups today, one per worker. */
const STATES_PER_TEST = 8;

/**
 * The states in groups of STATES_PER_TEST, in the order ACCESSIBILITY_STATES lists them, each group
 * visited on one page in turn: a state then costs its page and its judging, not a browser context of
 * its own as well. The sign-in states, listed first, are visited before any state opens a session.
 */
const GROUPS = Array.from({ length: Math.ceil(ACCESSIBILITY_STATES.admin.length / STATES_PER_TEST) }, (_, i) =>
  ACCESSIBILITY_STATES.admin.slice(i * STATES_PER_TEST, (i + 1) * STATES_PER_TEST),
);

test.describe('accessibility of the portal', () => {
  test.beforeAll(async ({ adminDb }) => {
    const prefix = uniquePrefix();
    await adminDb.seedReservations(prefix, 3, { verifiedEvery: 2 });
    await adminDb.seedViolations(prefix, 3);
  });

  for (const group of GROUPS) {
    test(`${group.join('; ')}: no serious axe violation, no HTML_CodeSniffer WCAG2AA error`, async ({
      page,
      signInPage,
      openSignedIn,
      dashboard,
      reservations,
      adminDb,
      workerSession,
      baseURL,
    }) => {
      // Each state keeps the time it had as a test of its own.
      test.setTimeout(test.info().timeout * group.length);
      for (const state of group) {
        await test.step(`${state}: no serious axe violation, no HTML_CodeSniffer WCAG2AA error`, async () => {
          // Each state is reached as a person first opens it, at the window size a test starts with;
          // the judging leaves the page at a phone's width.
          await page.setViewportSize({ width: 1280, height: 720 });
          await VISITS[state]({ page, signInPage, openSignedIn, dashboard, reservations, adminDb, workerSession, baseURL });
        });
      }
    });
  }
});
