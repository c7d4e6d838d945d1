import { COMPACT, numberFormatter } from './number-format';

/**
 * What the compiled English texts (english/<section>.generated.ts) call at run time: numbers in
 * English's format, counts shortened as posts show them (1.5K), and English's plural categories. No
 * pattern is read here; each formatter is made on first use.
 */
let plural: Intl.PluralRules | undefined;

export const englishNumber = numberFormatter('en');

export const englishCount = numberFormatter('en', COMPACT);

export function englishPlural(value: number): Intl.LDMLPluralRule {
  return (plural ??= new Intl.PluralRules('en')).select(value);
}
