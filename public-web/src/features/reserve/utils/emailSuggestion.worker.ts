import { POPULAR_DOMAINS, run } from '@zootools/email-spell-checker';

/**
 * The worker's side of "Did you mean …?": an address in, the address with its domain corrected
 * (or null) out. The spell checker lives here, in a script of its own loaded only once an address
 * is typed, so the reserve page's first load does not carry it.
 */
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<string>) => void) | null;
  postMessage(message: unknown): void;
};

scope.onmessage = ({ data: email }) => {
  const found = run({ email });
  // A suggestion of another unknown domain (gamil.con to gamil.co) helps nobody.
  scope.postMessage({ email, full: found && POPULAR_DOMAINS.includes(found.domain) ? found.full : null });
};
