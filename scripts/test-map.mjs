// Which backend e2e files and browser specs guard each source folder, for `npm run test:changed`.
// Import graphs cannot tell: an e2e file runs the built app as a child process, and a browser spec
// drives the built site and imports nothing from the SPAs. So the map is written by hand, and
// backend/test/unit/test-map.spec.ts holds it to the tree: every source folder has an entry, and
// every file an entry names exists.
//
// A key is a folder (ending in "/") or a file; a changed file takes the longest key it starts with.
// Each folder directly under SOURCE_ROOTS must have its own key; a root's own key stands for the
// files directly in it. A folder's entry names the e2e files and browser specs whose subject is that
// folder's behaviour (its routes, tables, jobs or pages), not every file that passes through it on
// the way: `npm test` runs the rest. Folders with controllers or request classes name
// openapi.e2e-spec.ts, which checks the committed openapi.json against the app.
//
// An entry with a `note` is a folder many others depend on: its set is a stated choice, printed
// with the note, rather than the whole suite. `unit` names unit specs that read a file instead of
// importing it, which Jest's --findRelatedTests cannot find.

/** The folders whose every subfolder needs an entry of its own. */
export const SOURCE_ROOTS = ['backend/src/', 'public-web/src/', 'public-web/src/features/', 'admin-web/src/', 'contracts/src/'];

const OPENAPI = 'openapi.e2e-spec.ts';

/** @type {Record<string, {e2e?: string[], browser?: string[], unit?: string[], note?: string}>} */
export const TEST_MAP = {
  // backend/src: one Nest module per folder.
  'backend/src/': {
    e2e: ['platform.e2e-spec.ts', 'start.e2e-spec.ts', 'ops-endpoints.e2e-spec.ts', OPENAPI],
    browser: ['platform/site.spec.ts'],
    note: "the app's module and start-up, which every test goes through: the files about booting it, its faults and what it serves",
  },
  'backend/src/abuse/': {
    e2e: ['abuse.e2e-spec.ts', 'email-typo.e2e-spec.ts', 'overload.e2e-spec.ts'],
    browser: ['public/abuse.spec.ts'],
  },
  'backend/src/admin/': {
    e2e: ['admin-table.e2e-spec.ts', 'analytics.e2e-spec.ts', 'mail-launch.e2e-spec.ts', OPENAPI],
    browser: ['admin/dashboard.spec.ts'],
  },
  'backend/src/admission/': { e2e: ['overload.e2e-spec.ts'], browser: ['public/overload.spec.ts'] },
  'backend/src/analytics/': {
    e2e: ['analytics.e2e-spec.ts', 'json-only.e2e-spec.ts', OPENAPI],
    browser: ['public/analytics.spec.ts', 'admin/traffic.spec.ts'],
  },
  'backend/src/announcements/': {
    e2e: [
      'announcements.e2e-spec.ts',
      'announcements-in-flight.e2e-spec.ts',
      'announcements-preview.e2e-spec.ts',
      'announcements-queuing.e2e-spec.ts',
      'announcements-scale.e2e-spec.ts',
      'i18n.e2e-spec.ts',
      OPENAPI,
    ],
    browser: ['admin/announcements.spec.ts'],
  },
  'backend/src/api-keys/': { e2e: ['api-v1.e2e-spec.ts', OPENAPI], browser: ['admin/api-keys.spec.ts'] },
  'backend/src/articles/': {
    e2e: ['articles.e2e-spec.ts', 'article-editor.e2e-spec.ts', 'privacy-consent.e2e-spec.ts', 'web-first-paint.e2e-spec.ts', OPENAPI],
    browser: ['news/article.spec.ts', 'news/list.spec.ts', 'admin/articles.spec.ts'],
  },
  'backend/src/audit/': {
    e2e: ['admin-auth.e2e-spec.ts', 'admin-reservations.e2e-spec.ts', 'admin-team.e2e-spec.ts', 'manage.e2e-spec.ts'],
    browser: ['admin/dashboard.spec.ts'],
  },
  'backend/src/auth/': {
    e2e: [
      'admin-auth.e2e-spec.ts',
      'admin-mfa-stepup.e2e-spec.ts',
      'admin-recovery-code-reuse.e2e-spec.ts',
      'admin-team.e2e-spec.ts',
      'admin-cli.e2e-spec.ts',
      OPENAPI,
    ],
    browser: ['admin/sign-in.spec.ts', 'admin/session.spec.ts', 'admin/mfa-stepup.spec.ts', 'admin/team.spec.ts'],
  },
  'backend/src/cli/': { e2e: ['admin-cli.e2e-spec.ts', 'article-editor.e2e-spec.ts', 'platform.e2e-spec.ts', OPENAPI] },
  'backend/src/common/': {
    e2e: [
      'admin-simple-rest.e2e-spec.ts',
      'json-only.e2e-spec.ts',
      'dto-edge.e2e-spec.ts',
      'fuzz.e2e-spec.ts',
      'request-log.e2e-spec.ts',
      'logs.e2e-spec.ts',
      OPENAPI,
    ],
    note: 'what every answer passes through (errors, JSON only, logging, the admin list dialect): the files about answers and logs',
  },
  // Pieces of common/ that features share, each guarded by the files of what it decides: who calls
  // an admin route and the role it needs, the mail layout, the secret comparison, the limit store.
  'backend/src/common/admin-identity.ts': { e2e: ['admin-auth.e2e-spec.ts', 'admin-team.e2e-spec.ts', 'admin-simple-rest.e2e-spec.ts'] },
  'backend/src/common/roles.decorator.ts': {
    e2e: ['admin-auth.e2e-spec.ts', 'admin-team.e2e-spec.ts', 'admin-simple-rest.e2e-spec.ts', OPENAPI],
  },
  'backend/src/common/render-mail.ts': { e2e: ['mail.e2e-spec.ts', 'verification.e2e-spec.ts'] },
  'backend/src/common/same-secret.ts': { e2e: ['ops-endpoints.e2e-spec.ts', 'admin-simple-rest.e2e-spec.ts', 'human-check.e2e-spec.ts'] },
  'backend/src/common/limit-store/': { e2e: ['launch.e2e-spec.ts', 'metrics.e2e-spec.ts'] },
  'backend/src/config/': {
    e2e: ['platform.e2e-spec.ts', 'start.e2e-spec.ts', 'ops-endpoints.e2e-spec.ts'],
    note: 'every environment variable, read by every module: the files that boot the app with bad and unusual settings',
  },
  'backend/src/database/': {
    e2e: ['database-functions.e2e-spec.ts', 'platform.e2e-spec.ts', 'queue.e2e-spec.ts', 'confirm-paths.e2e-spec.ts'],
    note: 'the data source, migrations and database functions: the files about migrating and the functions',
  },
  'backend/src/game-api/': { e2e: ['api-v1.e2e-spec.ts', OPENAPI] },
  'backend/src/health/': { e2e: ['platform.e2e-spec.ts', 'ops-endpoints.e2e-spec.ts', 'launch.e2e-spec.ts', OPENAPI] },
  'backend/src/housekeeping/': { e2e: ['housekeeping.e2e-spec.ts'] },
  'backend/src/human-check/': {
    e2e: ['human-check.e2e-spec.ts', 'fuzz.e2e-spec.ts', OPENAPI],
    browser: ['public/human-check.spec.ts'],
  },
  'backend/src/infra/': {
    e2e: ['embedded-postgres.e2e-spec.ts', 'start.e2e-spec.ts', 'platform.e2e-spec.ts'],
    browser: ['platform/site.spec.ts'],
    note: 'embedded PostgreSQL, the development inbox and the start-up, under every test: the files about starting and the database',
  },
  'backend/src/limits/': {
    e2e: ['launch.e2e-spec.ts', 'metrics.e2e-spec.ts'],
  },
  'backend/src/mail/': {
    e2e: ['mail.e2e-spec.ts', 'mail-launch.e2e-spec.ts', 'reservations-mail-outage.e2e-spec.ts', 'verification.e2e-spec.ts'],
  },
  'backend/src/manage/': {
    e2e: ['manage.e2e-spec.ts', 'i18n-answers.e2e-spec.ts', OPENAPI],
    browser: ['public/manage.spec.ts', 'admin/reservations.spec.ts'],
  },
  'backend/src/media/': { e2e: ['media.e2e-spec.ts', 'json-only.e2e-spec.ts', OPENAPI] },
  'backend/src/metrics/': { e2e: ['metrics.e2e-spec.ts', 'monitoring.e2e-spec.ts', 'ops-endpoints.e2e-spec.ts'] },
  'backend/src/queue/': {
    e2e: [
      'queue.e2e-spec.ts',
      'queue-upgrade.e2e-spec.ts',
      'outbox-crash.e2e-spec.ts',
      'outbox-fencing.e2e-spec.ts',
      'mail.e2e-spec.ts',
      'database-functions.e2e-spec.ts',
    ],
  },
  'backend/src/reservations/': {
    e2e: [
      'reservations-rules.e2e-spec.ts',
      'reservations-duplicates.e2e-spec.ts',
      'verification.e2e-spec.ts',
      'confirm-paths.e2e-spec.ts',
      'database-functions.e2e-spec.ts',
    ],
    browser: ['public/journey.spec.ts'],
  },
  'backend/src/reservations/reserve/': {
    e2e: [
      'reservations-rules.e2e-spec.ts',
      'reservations-duplicates.e2e-spec.ts',
      'reservations-race.e2e-spec.ts',
      'reservations-honeypot.e2e-spec.ts',
      'reservations-settings.e2e-spec.ts',
      'database-functions.e2e-spec.ts',
      'dto-edge.e2e-spec.ts',
      OPENAPI,
    ],
    browser: ['public/journey.spec.ts'],
  },
  'backend/src/reservations/confirm/': {
    e2e: [
      'verification.e2e-spec.ts',
      'confirm-paths.e2e-spec.ts',
      'reservations-mail-outage.e2e-spec.ts',
      'database-functions.e2e-spec.ts',
      OPENAPI,
    ],
    browser: ['public/journey.spec.ts'],
  },
  'backend/src/reservations/admin/': {
    e2e: [
      'admin-reservations.e2e-spec.ts',
      'admin-table.e2e-spec.ts',
      'admin-simple-rest.e2e-spec.ts',
      'confirm-paths.e2e-spec.ts',
      'logs.e2e-spec.ts',
      OPENAPI,
    ],
    browser: ['admin/reservations.spec.ts'],
  },
  'backend/src/reservations/rules/': {
    e2e: [
      'reservations-rules.e2e-spec.ts',
      'reservations-settings.e2e-spec.ts',
      'dto-edge.e2e-spec.ts',
      'email-typo.e2e-spec.ts',
      'fuzz.e2e-spec.ts',
      'public-page-answers.e2e-spec.ts',
    ],
  },
  'backend/src/security/': {
    e2e: ['ops-endpoints.e2e-spec.ts', 'admin-simple-rest.e2e-spec.ts', 'logs.e2e-spec.ts', 'platform.e2e-spec.ts'],
  },
  'backend/src/suppressions/': {
    e2e: ['suppressions.e2e-spec.ts', 'announcements-in-flight.e2e-spec.ts', OPENAPI],
    browser: ['public/unsubscribe.spec.ts'],
  },
  'backend/src/tweets/': { e2e: ['tweets.e2e-spec.ts', OPENAPI], browser: ['news/article.spec.ts'] },
  'backend/src/web/': {
    e2e: [
      'web-delivery.e2e-spec.ts',
      'web-first-paint.e2e-spec.ts',
      'language-pages.e2e-spec.ts',
      'logs.e2e-spec.ts',
      'articles.e2e-spec.ts',
      'article-editor.e2e-spec.ts',
      'public-page-answers.e2e-spec.ts',
    ],
    browser: ['platform/first-paint.spec.ts', 'news/list.spec.ts'],
  },
  'backend/src/webhooks/': { e2e: ['webhooks.e2e-spec.ts', OPENAPI], browser: ['admin/webhooks.spec.ts'] },

  // public-web/src: the server renders each page's first paint from these sources (entry-server).
  'public-web/src/': {
    e2e: ['web-first-paint.e2e-spec.ts', 'language-pages.e2e-spec.ts'],
    browser: ['platform/first-paint.spec.ts', 'platform/site.spec.ts', 'public/journey.spec.ts'],
    note: "the SPA's entry points and shared texts: the server's first paint, the site's routes and the one whole journey",
  },
  'public-web/src/features/': {
    browser: ['platform/site.spec.ts'],
  },
  'public-web/src/features/human-check/': {
    browser: ['public/human-check.spec.ts', 'public/journey.spec.ts', 'public/abuse.spec.ts'],
  },
  'public-web/src/features/manage/': { browser: ['public/manage.spec.ts'] },
  'public-web/src/features/news/': {
    browser: [
      'news/article.spec.ts',
      'news/list.spec.ts',
      'news/markdown-safety.spec.ts',
      'news/read-aloud.spec.ts',
      'news/read-aloud-speech.spec.ts',
      'news/accessibility.spec.ts',
    ],
  },
  'public-web/src/features/not-found/': { browser: ['platform/site.spec.ts'] },
  'public-web/src/features/reserve/': {
    browser: [
      'public/reserve-form.spec.ts',
      'public/reserve-fixes.spec.ts',
      'public/reserve-stability.spec.ts',
      'public/what-people-meet.spec.ts',
      'public/journey.spec.ts',
    ],
  },
  'public-web/src/features/unsubscribe/': { browser: ['public/unsubscribe.spec.ts'] },
  'public-web/src/features/verify/': { browser: ['public/verify.spec.ts', 'public/journey.spec.ts'] },
  'public-web/src/api/': { browser: ['public/verify.spec.ts'] },
  'public-web/src/app/': {
    e2e: ['web-first-paint.e2e-spec.ts', 'language-pages.e2e-spec.ts'],
    browser: ['platform/first-paint.spec.ts', 'platform/site.spec.ts', 'public/journey.spec.ts', 'public/languages.spec.ts'],
    note: 'the router and providers every page runs in: the first paint, the routes, the one whole journey and the languages',
  },
  'public-web/src/components/': {
    browser: ['public/layout.spec.ts', 'public/header.spec.ts', 'public/languages.spec.ts', 'public/accessibility.spec.ts'],
  },
  'public-web/src/hooks/': { browser: ['platform/site.spec.ts', 'public/human-check.spec.ts', 'public/manage.spec.ts'] },
  'public-web/src/lib/': {
    browser: ['public/journey.spec.ts', 'public/what-people-meet.spec.ts', 'public/verify.spec.ts', 'news/list.spec.ts'],
    note: 'the one API client every page calls through: a journey, the answers that go wrong, and a React Query page',
  },
  'public-web/src/styles/': {
    browser: ['public/layout.spec.ts', 'public/reserve-stability.spec.ts', 'public/accessibility.spec.ts'],
  },

  // admin-web/src: one folder per resource.
  'admin-web/src/': {
    browser: ['admin/sign-in.spec.ts', 'admin/session.spec.ts', 'admin/dashboard.spec.ts'],
    note: "the portal's app, data provider and auth provider: signing in, the session and the first page after it",
  },
  'admin-web/src/admins/': { browser: ['admin/team.spec.ts'] },
  'admin-web/src/announcements/': { browser: ['admin/announcements.spec.ts'] },
  'admin-web/src/api-keys/': { browser: ['admin/api-keys.spec.ts'] },
  'admin-web/src/articles/': { browser: ['admin/articles.spec.ts', 'admin/accessibility.spec.ts'] },
  'admin-web/src/audit/': { browser: ['admin/dashboard.spec.ts'] },
  'admin-web/src/components/': {
    browser: ['admin/reservations.spec.ts', 'admin/launch-day.spec.ts', 'admin/what-people-meet.spec.ts'],
  },
  'admin-web/src/dashboard/': { browser: ['admin/dashboard.spec.ts', 'admin/launch-day.spec.ts'] },
  'admin-web/src/layout/': { browser: ['admin/sign-in.spec.ts', 'admin/launch-day.spec.ts', 'admin/what-people-meet.spec.ts'] },
  'admin-web/src/login/': { browser: ['admin/sign-in.spec.ts'] },
  'admin-web/src/mfa/': { browser: ['admin/mfa-stepup.spec.ts', 'admin/team.spec.ts'] },
  'admin-web/src/reservations/': { browser: ['admin/reservations.spec.ts'] },
  'admin-web/src/session/': { browser: ['admin/session.spec.ts', 'admin/sign-in.spec.ts', 'admin/team.spec.ts'] },
  'admin-web/src/suppressions/': { browser: ['admin/accessibility.spec.ts'] },
  'admin-web/src/traffic/': { browser: ['admin/traffic.spec.ts'] },
  'admin-web/src/violations/': { browser: ['admin/dashboard.spec.ts', 'admin/launch-day.spec.ts'] },
  'admin-web/src/webhooks/': { browser: ['admin/webhooks.spec.ts'] },

  // contracts/src: read by the server and both SPAs. Its unit tests, and those of what imports it,
  // are found through imports; these are the layers above, by file where a file has one subject.
  'contracts/src/': {
    e2e: ['dto-edge.e2e-spec.ts', 'i18n-answers.e2e-spec.ts', OPENAPI],
    browser: ['public/journey.spec.ts', 'public/what-people-meet.spec.ts'],
    note: 'rules and texts read by the server and both SPAs: the request classes at their edges, the answers in each language, and the reservation journey',
  },
  // Every language's texts, English's included (catalogues/en.json, compiled into english.generated.ts).
  'contracts/src/i18n/': {
    e2e: ['i18n.e2e-spec.ts', 'i18n-answers.e2e-spec.ts', 'language-pages.e2e-spec.ts', 'manage.e2e-spec.ts', 'suppressions.e2e-spec.ts'],
    browser: ['public/languages.spec.ts', 'public/manage.spec.ts', 'public/unsubscribe.spec.ts'],
  },
  'contracts/src/announcements.ts': { e2e: ['announcements.e2e-spec.ts', 'announcements-preview.e2e-spec.ts'] },
  'contracts/src/announcement-messages.ts': { e2e: ['announcements.e2e-spec.ts'], browser: ['admin/announcements.spec.ts'] },
  'contracts/src/analytics.ts': { e2e: ['analytics.e2e-spec.ts'], browser: ['public/analytics.spec.ts'] },
  'contracts/src/game-api.ts': { e2e: ['api-v1.e2e-spec.ts', OPENAPI] },
  'contracts/src/game-api-messages.ts': { e2e: ['api-v1.e2e-spec.ts'] },
  'contracts/src/manage.ts': { e2e: ['manage.e2e-spec.ts', OPENAPI], browser: ['public/manage.spec.ts'] },
  'contracts/src/media.ts': { e2e: ['media.e2e-spec.ts', 'json-only.e2e-spec.ts', OPENAPI] },
  'contracts/src/article-admin.ts': { e2e: ['article-editor.e2e-spec.ts', OPENAPI] },
  'contracts/src/news': {
    e2e: ['articles.e2e-spec.ts', 'web-first-paint.e2e-spec.ts'],
    browser: ['news/article.spec.ts', 'news/list.spec.ts', 'news/read-aloud.spec.ts'],
  },
  'contracts/src/resource-roles.ts': {
    e2e: ['admin-team.e2e-spec.ts', OPENAPI],
    browser: ['admin/team.spec.ts', 'admin/dashboard.spec.ts', 'admin/traffic.spec.ts'],
  },
  'contracts/src/suppressions.ts': { e2e: ['suppressions.e2e-spec.ts'], browser: ['public/unsubscribe.spec.ts'] },
  'contracts/src/webhooks.ts': { e2e: ['webhooks.e2e-spec.ts', OPENAPI], browser: ['admin/webhooks.spec.ts'] },
  'contracts/src/webhook-messages.ts': { e2e: ['webhooks.e2e-spec.ts'] },

  // Outside the source folders: what the tests and the build read from files.
  'backend/content/': {
    e2e: ['articles.e2e-spec.ts', 'article-editor.e2e-spec.ts', 'web-first-paint.e2e-spec.ts', 'privacy-consent.e2e-spec.ts'],
    browser: ['news/article.spec.ts', 'news/list.spec.ts'],
  },
  'backend/test/support/': {
    e2e: ['platform.e2e-spec.ts', 'mail.e2e-spec.ts', 'queue.e2e-spec.ts'],
    note: 'support that most e2e files use (the app, its database, the mail sink): a file about each',
  },
  'test/support/': {
    browser: ['public/journey.spec.ts', 'admin/sign-in.spec.ts', 'platform/site.spec.ts'],
    note: 'the fixtures and app start-up of every browser spec: one public journey, the admin sign-in, the served site',
  },
  // The two engines every accessibility check runs, which a spec of their own shows finding faults.
  'test/pages/accessibility.ts': {
    browser: [
      'platform/accessibility-engines.spec.ts',
      'public/accessibility.spec.ts',
      'admin/accessibility.spec.ts',
      'news/accessibility.spec.ts',
    ],
  },
  'deploy/': {
    e2e: ['monitoring.e2e-spec.ts'],
    unit: ['backend/test/unit/compose.spec.ts', 'backend/test/unit/promql.spec.ts', 'backend/test/unit/alert-thresholds.spec.ts'],
  },
  'docker-compose.yml': { unit: ['backend/test/unit/compose.spec.ts'] },
  'openapi.json': { e2e: [OPENAPI] },
  'contracts/scripts/': { unit: ['contracts/src/i18n/english.spec.ts', 'contracts/src/i18n/translation-status.spec.ts'] },
  'scripts/build-if-stale.mjs': { unit: ['backend/test/unit/build-if-stale.spec.ts'] },
  'scripts/start.mjs': { e2e: ['start.e2e-spec.ts'] },
  'scripts/project-node.mjs': { e2e: ['start.e2e-spec.ts'] },
  'scripts/test-map.mjs': { unit: ['backend/test/unit/test-map.spec.ts'] },
  'scripts/test-changed.mjs': { unit: ['backend/test/unit/test-map.spec.ts'] },
  'public-web/public/': { e2e: ['web-delivery.e2e-spec.ts'], browser: ['platform/site.spec.ts'] },
  'public-web/index.html': { e2e: ['web-delivery.e2e-spec.ts'], browser: ['platform/first-paint.spec.ts', 'platform/site.spec.ts'] },
  'public-web/vite.config.ts': { e2e: ['web-delivery.e2e-spec.ts'], browser: ['platform/first-paint.spec.ts', 'platform/site.spec.ts'] },
  'admin-web/index.html': { browser: ['admin/sign-in.spec.ts'] },
  'admin-web/vite.config.ts': { browser: ['admin/sign-in.spec.ts', 'admin/dashboard.spec.ts'] },
};

/** Where an entry's names live. */
export const E2E_DIR = 'backend/test/';
export const BROWSER_DIR = 'test/';

/**
 * Test code other than test files (support, fixtures, page objects) is followed to the test files
 * that import it, up to this many; beyond, the support folder's entry stands for them.
 */
export const MAX_IMPORTERS = 6;

/** The key a changed path falls under: the longest one it starts with, or undefined. */
export function entryKey(path) {
  let best;
  for (const key of Object.keys(TEST_MAP)) {
    const matches = key.endsWith('/') ? path.startsWith(key) : path === key || path.startsWith(key);
    if (matches && (!best || key.length > best.length)) best = key;
  }
  // A root's own key covers only the files directly in it: a new folder under a root is reported
  // as missing from the map rather than run with the root's set.
  if (best && SOURCE_ROOTS.includes(best) && path.slice(best.length).includes('/')) return undefined;
  return best;
}
