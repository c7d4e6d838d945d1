import { GAME, RESEND, USER_ID, VERIFICATION_TTL_MS } from '../constants';
import { ERASE_LINK_TTL_MS, MANAGE_LINK_TTL_MS } from '../manage';

/**
 * The values every pattern may name besides its text's own arguments: the product's name and the
 * site's figures, so a rule's number is written once, in constants, for every language.
 */
export function siteArguments(product: string) {
  return {
    product,
    verificationHours: VERIFICATION_TTL_MS / 3_600_000,
    manageLinkDays: MANAGE_LINK_TTL_MS / 86_400_000,
    eraseLinkHours: ERASE_LINK_TTL_MS / 3_600_000,
    handleMin: USER_ID.min,
    handleMax: USER_ID.max,
    resendsPerDay: RESEND.perAddressPerDay,
    patternLength: GAME.sequenceLength,
  };
}
