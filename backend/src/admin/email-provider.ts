import { mailProvider } from '@gameshift/contracts';

/** Every domain outside the well-known providers counts as one group. */
export const OTHER_PROVIDER = 'Other';

/** The provider behind an email domain, so a mail delay at one of them shows as a drop in its rate. */
export function emailProvider(domain: string): string {
  return mailProvider(domain) ?? OTHER_PROVIDER;
}
