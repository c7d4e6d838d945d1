/**
 * What the compiled English texts (english/<section>.generated.ts) call at run time: numbers in
 * English's format, counts shortened as posts show them (1.5K), and English's plural categories. No
 * pattern is read here; each formatter is made on first use.
 */
let number: Intl.NumberFormat | undefined;
let count: Intl.NumberFormat | undefined;
let plural: Intl.PluralRules | undefined;

export function englishNumber(value: string | number): string {
  return typeof value === 'number' ? (number ??= new Intl.NumberFormat('en')).format(value) : value;
}

export function englishCount(value: string | number): string {
  return typeof value === 'number'
    ? (count ??= new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 })).format(value)
    : value;
}

export function englishPlural(value: number): Intl.LDMLPluralRule {
  return (plural ??= new Intl.PluralRules('en')).select(value);
}
