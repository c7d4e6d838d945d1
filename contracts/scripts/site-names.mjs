/**
 * The names of the values every pattern may name besides its text's own arguments
 * (src/i18n/site-arguments.ts, which these scripts cannot load: it imports without extensions).
 * english.spec.ts holds this list to siteArguments' keys.
 */
export const SITE_NAMES = [
  'product',
  'verificationHours',
  'manageLinkDays',
  'eraseLinkHours',
  'handleMin',
  'handleMax',
  'resendsPerDay',
  'patternLength',
];
