import { API_KEY_LIMITS, API_KEY_SCOPES, GAME_PAGE, GAME_RESERVATION_STATUSES } from './game-api';

/** The answers of `/api/admin/api-keys` and `/api/v1`: the portal's labels live in admin-web. */
export function createGameApiMessages() {
  return Object.freeze({
    apiKeyShape: `Send a name (1 to ${API_KEY_LIMITS.name} characters) and scopes: a list of one or more of ${API_KEY_SCOPES.join(', ')}.`,
    apiKeyRequired: 'Send an API key as Authorization: Bearer <key>. Keys are created by an owner on the API keys page of the portal.',
    apiKeyScopeMissing: (scope: string) => `This API key does not have the ${scope} scope.`,
    gameListQuery: `status must be one of ${[...GAME_RESERVATION_STATUSES, 'all'].join(', ')}, limit a whole number from 1 to ${GAME_PAGE.max}, and after the next_cursor of a previous page.`,
    gameCursorInvalid: 'after must be the next_cursor of a previous page, exactly as it was given.',
    claimCodeShape: 'Send a JSON object whose code is the code from the claim link.',
    claimCodeUnknown: 'No claim code like this one: check that the whole code was sent.',
    claimAlreadyRedeemed: 'This reservation has already been claimed.',
  });
}

export type GameApiMessages = ReturnType<typeof createGameApiMessages>;
