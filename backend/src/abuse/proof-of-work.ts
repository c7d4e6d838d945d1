import { HUMAN_CHECK_POW, type PowChallenge, type PowSolution } from '@gameshift/contracts';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { hkdfSync } from 'node:crypto';

/** The challenge of a human check a proof of work belongs to, carried inside it and signed with it. */
const BOUND_TO = 'check';

/**
 * ALTCHA v2 proof of work in deterministic mode: the server derives the key of a counter drawn
 * from [cost/2, cost] and signs its prefix and the key itself, so the solver must try counters
 * until it meets that key, while checking an answer is two HMACs. Each challenge names the human
 * check it belongs to, so a solution counts once: with that check, which is spent when answered.
 */
export class ProofOfWork {
  private readonly signatureSecret: string;
  private readonly keySignatureSecret: string;

  constructor(
    secret: string,
    private readonly cost: number,
  ) {
    this.signatureSecret = Buffer.from(hkdfSync('sha256', secret, 'gameshift', 'pow challenge v1', 32)).toString('base64url');
    this.keySignatureSecret = Buffer.from(hkdfSync('sha256', secret, 'gameshift', 'pow key v1', 32)).toString('base64url');
  }

  async challenge(checkId: string, expiresAt: number): Promise<PowChallenge> {
    const challenge = await createChallenge({
      algorithm: HUMAN_CHECK_POW.algorithm,
      cost: HUMAN_CHECK_POW.iterations,
      counter: this.cost === 1 ? 1 : randomInt(this.cost, Math.ceil(this.cost / 2)),
      deriveKey,
      data: { [BOUND_TO]: checkId },
      expiresAt: new Date(expiresAt),
      hmacSignatureSecret: this.signatureSecret,
      hmacKeySignatureSecret: this.keySignatureSecret,
    });
    return challenge as PowChallenge;
  }

  /** Whether `solution` solves a challenge this server signed for the human check `checkId`, before it expired. */
  async solved(checkId: string, challenge: PowChallenge, solution: PowSolution): Promise<boolean> {
    if (challenge.parameters.data?.[BOUND_TO] !== checkId) return false;
    try {
      const result = await verifySolution({
        challenge: challenge as Challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: this.signatureSecret,
        hmacKeySignatureSecret: this.keySignatureSecret,
      });
      return result.verified;
    } catch {
      // A challenge of the wrong shape makes the library throw; it is simply not solved.
      return false;
    }
  }
}
