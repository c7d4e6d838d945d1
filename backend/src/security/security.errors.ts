import type { ErrorTable } from '../common/app-error';

/** The access rules in front of every route: the operator's port, the metrics token, the site's password. */
export const SECURITY_ERRORS = {
  // Answered as an unknown route, so the public port does not even reveal that operator routes exist.
  not_on_this_port: { status: 404, answer: (messages) => ({ body: { error: messages.httpError[404] } }) },
  metrics_token_required: {
    status: 401,
    answer: (messages) => ({ body: { error: messages.httpError[401] }, headers: { 'WWW-Authenticate': 'Bearer realm="metrics"' } }),
  },
  site_password_required: {
    status: 401,
    answer: (messages) => ({
      body: { error: messages.sitePasswordRequired },
      headers: { 'WWW-Authenticate': `Basic realm="${messages.sitePasswordRealm}", charset="UTF-8"` },
    }),
  },
} satisfies ErrorTable;
