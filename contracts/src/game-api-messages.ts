import { API_KEY_LIMITS, API_KEY_SCOPES, GAME_PAGE, GAME_RESERVATION_STATUSES } from './game-api';

/** The API keys page of the portal and the answers of `/api/admin/api-keys` and `/api/v1`. */
export function createGameApiMessages() {
  return Object.freeze({
    // API answers
    apiKeyShape: `Send a name (1 to ${API_KEY_LIMITS.name} characters) and scopes: a list of one or more of ${API_KEY_SCOPES.join(', ')}.`,
    apiKeyRequired: 'Send an API key as Authorization: Bearer <key>. Keys are created by an owner on the API keys page of the portal.',
    apiKeyScopeMissing: (scope: string) => `This API key does not have the ${scope} scope.`,
    gameListQuery: `status must be one of ${[...GAME_RESERVATION_STATUSES, 'all'].join(', ')}, limit a whole number from 1 to ${GAME_PAGE.max}, and after the next_cursor of a previous page.`,
    gameCursorInvalid: 'after must be the next_cursor of a previous page, exactly as it was given.',
    claimCodeShape: 'Send a JSON object whose code is the code from the claim link.',
    claimCodeUnknown: 'No claim code like this one: check that the whole code was sent.',
    claimAlreadyRedeemed: 'This reservation has already been claimed.',

    // Portal
    apiKeysTitle: 'API keys',
    apiKeyCreateTitle: 'Create an API key',
    apiKeyName: 'Name',
    apiKeyScopes: 'Scopes',
    apiKeyPrefix: 'Key starts with',
    apiKeyCreatedBy: 'Created by',
    apiKeyCreatedAt: 'Created',
    apiKeyLastUsedAt: 'Last used',
    apiKeyNeverUsed: 'Never',
    apiKeyShownOnce: 'Copy this key now: it is shown only once. Only its hash is kept, so a lost key cannot be recovered, only replaced.',
    apiKeyCopy: 'Copy key',
    apiKeyCopied: 'Key copied',
    apiKeyCopyFailed: 'The browser did not allow copying: select the key and copy it yourself.',
    apiKeyDone: 'I have stored the key',
    apiKeyRevoke: 'Revoke',
    apiKeyRevokeTitle: (name: string) => `Revoke the key "${name}"?`,
    apiKeyRevokeText: 'Services using this key are refused from the next request on. This cannot be undone.',
    apiKeyRevoked: 'Key revoked',
    apiKeyScopeNames: {
      'reservations:read': 'Read reservations',
      'claims:redeem': 'Redeem claim codes',
    } as Readonly<Record<string, string>>,
    claimed: 'Claimed',
    claimedAt: 'Claimed at',
    claimedYes: 'Claimed',
    claimedNo: 'Not claimed',
  });
}

export type GameApiMessages = ReturnType<typeof createGameApiMessages>;
