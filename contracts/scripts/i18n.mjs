/**
 * What a translator or a reviewer asks of the language files (src/i18n/catalogues/<locale>.json,
 * ICU patterns, English's in en.json):
 *
 *   npm run i18n -- status                    each language: texts missing, texts whose English changed
 *                                             since they were translated, placeholders dropped or added
 *   npm run i18n -- check <file> [--locale x] one language file judged the same way, each finding naming
 *                                             its key; exits 1 on a missing or unknown text, a pattern
 *                                             that does not parse, or a placeholder dropped or added
 *   npm run i18n -- translated <locale> [key…] records that the texts named (all of the language's when
 *                                             none is) are translated from today's English
 *
 * Whether a translation is older than its English is told by a fingerprint of the English pattern
 * it was made from, kept beside the language's file in catalogues/fingerprints/<locale>.json.
 * `status` exits 1 only when a committed file has a finding `check` would refuse.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { messageArguments } from '../src/i18n/message-parser.ts';
import { isTranslated, SECTIONS } from '../src/i18n/sections.ts';
import { SITE_NAMES } from './site-names.mjs';

/** The language files, and their fingerprints; I18N_CATALOGUES names a copy of the folder to judge instead. */
const CATALOGUES = process.env.I18N_CATALOGUES ?? path.join(import.meta.dirname, '..', 'src', 'i18n', 'catalogues');
const FINGERPRINTS = path.join(CATALOGUES, 'fingerprints');

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/** Every text of a tree by its dotted key. */
function flatten(tree, prefix = '', out = new Map()) {
  if (typeof tree === 'string') out.set(prefix, tree);
  else if (tree !== null && typeof tree === 'object')
    for (const [key, value] of Object.entries(tree)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  else out.set(prefix, tree);
  return out;
}

/** The English texts a language translates: each section's, less the keys that stay English. */
export function translatableEnglish(english = readJson(path.join(CATALOGUES, 'en.json'))) {
  const texts = new Map();
  for (const [section, spec] of Object.entries(SECTIONS)) {
    for (const [key, value] of Object.entries(english[section] ?? {})) {
      if (isTranslated(spec, key)) flatten(value, `${section}.${key}`, texts);
    }
  }
  return texts;
}

/** The placeholders a pattern names, nested ones included; throws where it does not parse. */
const placeholders = (pattern) => new Set(messageArguments(pattern));

export const fingerprint = (pattern) => createHash('sha256').update(pattern).digest('hex').slice(0, 12);

/** The languages with a file of their own, English aside. */
export function translatedLocales() {
  return fs
    .readdirSync(CATALOGUES)
    .filter((file) => file.endsWith('.json') && file !== 'en.json')
    .map((file) => file.slice(0, -'.json'.length))
    .sort();
}

function fingerprintsOf(locale) {
  const file = path.join(FINGERPRINTS, `${locale}.json`);
  return fs.existsSync(file) ? readJson(file) : {};
}

/**
 * Judges one language's texts against English. Problems refuse the file: a text missing, one
 * English has not, a pattern that does not parse, a placeholder dropped or added. Stale texts
 * (English changed since, or never recorded) are told, not refused: they still read correctly.
 */
export function judge(translation, { english = translatableEnglish(), fingerprints = {} } = {}) {
  const texts = flatten(translation);
  const problems = [];
  const stale = [];
  for (const [key, source] of english) {
    const text = texts.get(key);
    if (typeof text !== 'string') {
      problems.push({ key, kind: 'missing', detail: `English: ${JSON.stringify(source)}` });
      continue;
    }
    let theirs;
    try {
      theirs = placeholders(text);
    } catch (error) {
      problems.push({ key, kind: 'unreadable', detail: error.message });
      continue;
    }
    const ours = placeholders(source);
    const dropped = [...ours].filter((name) => !theirs.has(name));
    // A site figure English spells out in words ("for one hour") a translation may write as the figure.
    const added = [...theirs].filter((name) => !ours.has(name) && !SITE_NAMES.includes(name));
    if (dropped.length) problems.push({ key, kind: 'placeholder dropped', detail: dropped.map((name) => `{${name}}`).join(', ') });
    if (added.length) problems.push({ key, kind: 'placeholder added', detail: added.map((name) => `{${name}}`).join(', ') });
    if (fingerprints[key] !== fingerprint(source))
      stale.push({ key, kind: fingerprints[key] ? 'English changed' : 'never recorded', detail: `English now: ${JSON.stringify(source)}` });
  }
  for (const key of texts.keys()) if (!english.has(key)) problems.push({ key, kind: 'unknown', detail: 'English has no such text' });
  return { texts: english.size, problems, stale };
}

function report(locale, { texts, problems, stale }) {
  const count = (kind) => problems.filter((p) => p.kind === kind).length;
  const lines = [
    `${locale}: ${texts} texts; ${count('missing')} missing, ${stale.length} older than their English, ` +
      `${count('placeholder dropped') + count('placeholder added')} with placeholders dropped or added` +
      (count('unknown') + count('unreadable') ? `, ${count('unknown')} unknown, ${count('unreadable')} unreadable` : ''),
  ];
  for (const { key, kind, detail } of [...problems, ...stale]) lines.push(`  ${key}: ${kind} (${detail})`);
  return `${lines.join('\n')}\n`;
}

function status() {
  const english = translatableEnglish();
  let refused = false;
  for (const locale of translatedLocales()) {
    const result = judge(readJson(path.join(CATALOGUES, `${locale}.json`)), { english, fingerprints: fingerprintsOf(locale) });
    refused ||= result.problems.length > 0;
    process.stdout.write(report(locale, result));
  }
  return refused ? 1 : 0;
}

function check(file, locale = path.basename(file).replace(/\.json$/, '')) {
  let translation;
  try {
    translation = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    process.stderr.write(
      error instanceof SyntaxError ? `${file} is not JSON: ${error.message}\n` : `Cannot read ${file}: ${error.message}\n`,
    );
    return 1;
  }
  const result = judge(translation, { fingerprints: fingerprintsOf(locale) });
  process.stdout.write(report(locale, result));
  return result.problems.length > 0 ? 1 : 0;
}

function translated(locale, keys) {
  if (!translatedLocales().includes(locale)) {
    process.stderr.write(`No language file for "${locale}": the languages are ${translatedLocales().join(', ')}.\n`);
    return 1;
  }
  const english = translatableEnglish();
  const unknown = keys.filter((key) => !english.has(key));
  if (unknown.length) {
    process.stderr.write(`English has no text ${unknown.join(', ')}: nothing recorded.\n`);
    return 1;
  }
  const recorded = fingerprintsOf(locale);
  for (const key of keys.length ? keys : english.keys()) recorded[key] = fingerprint(english.get(key));
  const sorted = Object.fromEntries(
    Object.entries(recorded)
      .filter(([key]) => english.has(key))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
  fs.mkdirSync(FINGERPRINTS, { recursive: true });
  fs.writeFileSync(path.join(FINGERPRINTS, `${locale}.json`), `${JSON.stringify(sorted, null, 2)}\n`);
  process.stdout.write(`${locale}: ${keys.length || english.size} texts recorded as translated from today's English\n`);
  return 0;
}

const USAGE = 'Usage: npm run i18n -- status | check <file> [--locale <locale>] | translated <locale> [key…]\n';

if (import.meta.url === `file://${process.argv[1]}`) {
  // Piped into a reader that stops early (`| head`): end quietly, as other command-line tools do.
  process.stdout.on('error', (error) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(process.exitCode ?? 0);
  });
  const [command, ...rest] = process.argv.slice(2);
  const option = rest.indexOf('--locale');
  const locale = option >= 0 ? rest.splice(option, 2)[1] : undefined;
  if (command === 'status' && rest.length === 0) process.exitCode = status();
  else if (command === 'check' && rest.length === 1) process.exitCode = check(rest[0], locale);
  else if (command === 'translated' && rest.length >= 1) process.exitCode = translated(rest[0], rest.slice(1));
  else {
    process.stderr.write(USAGE);
    process.exitCode = 2;
  }
}
