/** What stands for an address taken out of a text. */
export const ADDRESS_MARK = '[address]';

// A local part of the characters RFC 5322 allows unquoted, at a domain name or an address literal.
const ADDRESS =
  /[\w!#$%&'*+/=?^`{|}~.-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+|\[[^\]\s]+\])/g;

/**
 * A text from outside (an SMTP server's answer, an error message quoting it) with every email
 * address in it replaced by ADDRESS_MARK: servers quote the recipient in their refusals, and such a
 * text reaches logs and pages that are not allowed the address.
 */
export function redactAddresses(text: string): string {
  return text.replace(ADDRESS, ADDRESS_MARK);
}
