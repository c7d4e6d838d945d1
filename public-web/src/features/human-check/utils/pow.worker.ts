import type { PowChallenge } from '@gameshift/contracts';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** The worker's side: one challenge in, its solution (or null) out. WebCrypto's PBKDF2 does the work off the page's thread. */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<PowChallenge>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = (event) => {
  solveChallenge({ challenge: event.data as Challenge, deriveKey, timeout: 60_000 }).then(
    (solution) => scope.postMessage(solution),
    () => scope.postMessage(null),
  );
};
