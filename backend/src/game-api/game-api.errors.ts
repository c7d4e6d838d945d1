import type { ErrorTable } from '../common/app-error';

/** A claim code the game redeems: unknown, or redeemed before. */
export const GAME_API_ERRORS = {
  claim_code_unknown: { status: 404, answer: (messages) => ({ body: { error: messages.claimCodeUnknown } }) },
  claim_redeemed: {
    status: 409,
    answer: (messages, details: { redeemedAt: string | undefined }) => ({
      body: { error: messages.claimAlreadyRedeemed, ...(details.redeemedAt && { redeemed_at: details.redeemedAt }) },
    }),
  },
} satisfies ErrorTable;
