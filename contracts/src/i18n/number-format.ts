/**
 * Writes a number as `new Intl.NumberFormat(tag, options)` would, making that formatter only for a
 * number that needs it. The first `Intl.NumberFormat` a page makes loads its language's number data
 * and holds the main thread for about 15 ms (four times that on Lighthouse's phone), and the texts a
 * page builds while its script loads carry small numbers (hours a link lasts, a limit): written as
 * their digits, they no longer cost the page that wait before it answers a press.
 *
 * A whole number from 0 to 999 is its digits in every language the site ships: Latin digits, no
 * separator below a thousand, nothing shortened below a thousand (number-format.spec.ts holds each
 * language to it, so a language written otherwise fails there before it ships).
 */
export function numberFormatter(tag: string, options?: Intl.NumberFormatOptions): (value: string | number) => string {
  let format: Intl.NumberFormat | undefined;
  return (value) => {
    if (typeof value !== 'number') return value;
    if (Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
    return (format ??= new Intl.NumberFormat(tag, options)).format(value);
  };
}

/** Counts shortened as posts show them (1.5K). */
export const COMPACT: Intl.NumberFormatOptions = { notation: 'compact', maximumFractionDigits: 1 };
