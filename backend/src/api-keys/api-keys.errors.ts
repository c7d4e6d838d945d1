import type { ErrorTable } from '../common/app-error';

/** A call of the game's API without a key, or with a key that lacks the route's scope. */
export const API_KEY_ERRORS = {
  api_key_required: {
    status: 401,
    answer: (messages) => ({ body: { error: messages.apiKeyRequired }, headers: { 'WWW-Authenticate': 'Bearer realm="api"' } }),
  },
  api_key_scope: {
    status: 403,
    answer: (messages, details: { scope: string }) => ({ body: { error: messages.apiKeyScopeMissing(details.scope) } }),
  },
} satisfies ErrorTable;
