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

const firstLabel = (domain: string) => domain.split('.')[0];

scope.onmessage = ({ data: email }) => {
  const found = run({ email });
  // A common domain (gmail.con to gmail.com), or a common name (hotmial to hotmail, yahooo to
  // yahoo); an unknown name with only its ending changed (gamil.con to gamil.co) helps nobody.
  const common = found && (POPULAR_DOMAINS.includes(found.domain) || firstLabel(found.domain) !== firstLabel(email.split('@')[1]));
  scope.postMessage({ email, full: common ? found.full : null });
};
