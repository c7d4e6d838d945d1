import type { PowChallenge, PowSolution } from '@gameshift/contracts';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** Solves a challenge's proof of work as a script would: altcha-lib's own solver on node's PBKDF2. */
export async function solvePow(challenge: PowChallenge): Promise<PowSolution> {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey, timeout: 60_000 });
  if (!solution) throw new Error('the proof of work was not solved within 60 s');
  return solution;
}

/** The answer to a challenge: its pattern played back, its proof of work solved. */
export async function answerFor(issued: { challenge: string; sequence: string[]; pow: PowChallenge }) {
  return { challenge: issued.challenge, sequence: issued.sequence, pow: { challenge: issued.pow, solution: await solvePow(issued.pow) } };
}
