import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { ProofOfWork } from './proof-of-work';

const SECRET = 'unit-secret-unit-secret-unit-secret';

async function solved(pow: ProofOfWork, checkId: string, expiresAt = Date.now() + 60_000) {
  const challenge = await pow.challenge(checkId, expiresAt);
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('not solved');
  return { challenge, solution };
}

describe(ProofOfWork.name, () => {
  const pow = new ProofOfWork(SECRET, 4);

  it('accepts a solution of its own challenge for the human check it names', async () => {
    const { challenge, solution } = await solved(pow, 'check-1');
    await expect(pow.solved('check-1', challenge, solution)).resolves.toBe(true);
  });

  it('makes the solver try a counter from the upper half of the cost', async () => {
    const counters = await Promise.all(Array.from({ length: 8 }, async () => (await solved(pow, 'c')).solution.counter));
    for (const counter of counters) expect([2, 3, 4]).toContain(counter);
  });

  it('refuses a solution for another human check', async () => {
    const { challenge, solution } = await solved(pow, 'check-1');
    await expect(pow.solved('check-2', challenge, solution)).resolves.toBe(false);
  });

  it('refuses an expired challenge', async () => {
    const { challenge, solution } = await solved(pow, 'check-1', Date.now() + 1_000);
    const later = { ...challenge, parameters: { ...challenge.parameters, expiresAt: Math.floor(Date.now() / 1000) - 1 } };
    await expect(pow.solved('check-1', later, solution)).resolves.toBe(false);
    const expired = await solved(pow, 'check-1', Date.now() - 2_000);
    await expect(pow.solved('check-1', expired.challenge, expired.solution)).resolves.toBe(false);
  });

  it("refuses another server's challenge and a wrong key", async () => {
    const { challenge, solution } = await solved(new ProofOfWork(`${SECRET}-other`, 4), 'check-1');
    await expect(pow.solved('check-1', challenge, solution)).resolves.toBe(false);
    const own = await solved(pow, 'check-1');
    await expect(pow.solved('check-1', own.challenge, { ...own.solution, derivedKey: '00'.repeat(32) })).resolves.toBe(false);
  });
});
