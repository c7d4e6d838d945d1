/**
 * Compiles each language's catalogue (src/i18n/catalogues/<locale>.json) into the texts its pages
 * show, as code: src/i18n/page-catalogues/<locale>.generated.ts holds, for each section a page reads,
 * a factory taking the product's name and the section's English texts (as English's page factory
 * makes them) and giving them back in the language, each text a string or a function of the
 * arguments English's takes, in English's order. A translated page then parses no pattern before it
 * hydrates, and carries no pattern reader. What the language has no text for stays the English
 * object's, as `localize` (the server's formatter) leaves it; page-catalogues.spec.ts holds the two to
 * the same words.
 *
 * Run by compile-english.mjs, which writes or checks these files with its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALE_TAGS, TRANSLATED_LOCALES } from '../src/i18n/locales.ts';
import { parseMessage } from '../src/i18n/message-parser.ts';
import { SECTIONS } from '../src/i18n/sections.ts';
import { formatCode } from './format-code.mjs';
import { ownArguments, templateText } from './message-code.mjs';
import { SITE_NAMES } from './site-names.mjs';

const I18N = path.join(import.meta.dirname, '..', 'src', 'i18n');
const CATALOGUES = path.join(I18N, 'catalogues');
export const PAGE_CATALOGUES = path.join(I18N, 'page-catalogues');

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const pascal = (section) => section[0].toUpperCase() + section.slice(1);
const isIdentifier = (name) => /^[A-Za-z_$][\w$]*$/.test(name);
const member = (object, key) => (isIdentifier(key) ? `${object}.${key}` : `${object}[${JSON.stringify(key)}]`);

/** The names the generated code gives its own values: a text's argument may not take one of them. */
const RESERVED = new Set(['product', 'site', 'english', 'formatNumber', 'formatCount', 'pluralOf', 'Number', 'String']);

/** What a pattern may name in one text: the text's own arguments (by English), and the site's values. */
function valueOf(name, own, needs) {
  if (own.has(name)) return { code: name, numeric: own.get(name) };
  if (name === 'product') {
    needs.add('product');
    return { code: 'product', numeric: false, text: true };
  }
  if (SITE_NAMES.includes(name)) {
    needs.add('site');
    return { code: `site.${name}`, numeric: true };
  }
  return null;
}

/**
 * A pattern as the body of a template literal, read as message-format.ts's `formatMessage` reads
 * it: `count` is the number `#` stands for, an argument the text has not stays as written.
 */
function compilePattern(pattern, own, needs, count) {
  let out = '';
  for (const part of parseMessage(pattern)) {
    if (typeof part === 'string') {
      const text = templateText(part);
      if (count === undefined || !text.includes('#')) out += text;
      else {
        needs.add('formatNumber');
        out += text.replace(/#/g, `\${formatNumber(${count})}`);
      }
      continue;
    }
    const value = valueOf(part.name, own, needs);
    if (value === null) {
      // The brace escaped, so that a `$` before it does not open an expression.
      out += `\\{${templateText(part.name)}}`;
    } else if (part.kind === 'plural') {
      const n = value.numeric ? value.code : `Number(${value.code})`;
      // An exact match (`=1`) before the language's category, whatever their order in the pattern.
      const exact = Object.keys(part.branches).filter((key) => /^=-?\d+(\.\d+)?$/.test(key) && key === `=${Number(key.slice(1))}`);
      const categories = Object.keys(part.branches).filter((key) => !key.startsWith('=') && key !== 'other');
      if (categories.length > 0) needs.add('pluralOf');
      const tests = [
        ...exact.map((key) => [`${n} === ${key.slice(1)}`, key]),
        ...categories.map((key) => [`pluralOf(${n}) === ${JSON.stringify(key)}`, key]),
      ];
      const branch = (key) => `\`${compilePattern(part.branches[key] ?? '', own, needs, n)}\``;
      out += `\${${tests.map(([test, key]) => `${test} ? ${branch(key)} : `).join('')}${branch('other')}}`;
    } else if (part.kind === 'select') {
      const keys = Object.keys(part.branches).filter((key) => key !== 'other');
      const branch = (key) => `\`${compilePattern(part.branches[key] ?? '', own, needs, count)}\``;
      out += `\${${keys.map((key) => `String(${value.code}) === ${JSON.stringify(key)} ? ${branch(key)} : `).join('')}${branch('other')}}`;
    } else if (value.text) {
      out += `\${${value.code}}`;
    } else {
      const helper = part.compact ? 'formatCount' : 'formatNumber';
      needs.add(helper);
      out += `\${${helper}(${value.code})}`;
    }
  }
  return out;
}

/** One translated text as code, of English's kind: a string, or a function of English's arguments. */
function compileText(englishPattern, pattern, needs, where) {
  const own = ownArguments(englishPattern);
  for (const name of own.keys()) {
    if (RESERVED.has(name)) throw new Error(`${where}: the argument {${name}} takes a name the compiled texts use themselves; rename it`);
  }
  let literal;
  try {
    const parts = parseMessage(pattern);
    literal = parts.every((part) => typeof part === 'string')
      ? JSON.stringify(parts.join(''))
      : `\`${compilePattern(pattern, own, needs, undefined)}\``;
  } catch (error) {
    throw new Error(`${where}: ${error.message}`, { cause: error });
  }
  if (own.size === 0) return literal;
  return `(${[...own].map(([name, isNumber]) => `${name}: ${isNumber ? 'number' : 'string | number'}`).join(', ')}) => ${literal}`;
}

/**
 * The code of what the translation gives in place of `english` (a text, a list or a group of texts
 * of en.json), walked as `localize` walks them: null where it gives English's own, which `ref`, the
 * English object's value at that place, then stands for.
 */
function compileNode(english, translated, key, ref, context) {
  if (typeof english === 'string') {
    if (typeof translated !== 'string') return null;
    return compileText(english, translated, context.needs, `${context.locale}.json ${context.section}.${key}`);
  }
  const child = (path) => (key ? `${key}.${path}` : path);
  if (Array.isArray(english)) {
    const list = Array.isArray(translated) ? translated : [];
    const items = english.map((item, i) => compileNode(item, list[i], child(i), `${ref}[${i}]`, context));
    return items.every((item) => item === null) ? null : `[${items.map((item, i) => item ?? `${ref}[${i}]`).join(', ')}]`;
  }
  const source = translated !== null && typeof translated === 'object' ? translated : {};
  const entries = Object.entries(english)
    .map(([name, value]) => [name, compileNode(value, source[name], child(name), member(ref, name), context)])
    .filter(([, code]) => code !== null);
  if (entries.length === 0) return null;
  // English's texts first, where the language lacks one here; and always around a section, whose
  // English object may carry more than a page's (the server's keys).
  const spread = key === '' || entries.length < Object.keys(english).length ? [`...${ref}`] : [];
  return `{ ${[...spread, ...entries.map(([name, code]) => `${JSON.stringify(name)}: ${code}`)].join(', ')} }`;
}

/**
 * The helpers a language's texts call: numbers, shortened counts (as posts show them) and plural
 * categories the language's way, each formatter made on first use.
 */
function helpersCode(tag, needs) {
  const code = [];
  if (needs.has('formatNumber')) code.push(`const formatNumber = numberFormatter('${tag}');\n`);
  if (needs.has('formatCount')) code.push(`const formatCount = numberFormatter('${tag}', COMPACT);\n`);
  if (needs.has('pluralOf'))
    code.push(
      'let pluralRules: Intl.PluralRules | undefined;\n' +
        `const pluralOf = (value: number): Intl.LDMLPluralRule => (pluralRules ??= new Intl.PluralRules('${tag}')).select(value);\n`,
    );
  return code.join('\n');
}

/**
 * One language's page catalogue as the code of a module, formatted by oxfmt: `translation` is the
 * language's file, `english` en.json.
 */
export async function compilePageCatalogue(locale, translation, english = readJson(path.join(CATALOGUES, 'en.json'))) {
  const tag = LOCALE_TAGS[locale];
  const language = new Intl.DisplayNames(['en'], { type: 'language' }).of(tag);
  const needs = new Set();
  const factories = [];
  const table = [];
  for (const [section, texts] of Object.entries(english)) {
    const { serverOnly } = SECTIONS[section] ?? {};
    if (serverOnly === true) continue;
    const serverKeys = Array.isArray(serverOnly) ? serverOnly : [];
    const pageTexts = Object.fromEntries(Object.entries(texts).filter(([key]) => !serverKeys.includes(key)));
    const own = new Set();
    const context = { locale, section, needs: own };
    const body = compileNode(pageTexts, translation[section], '', 'english', context) ?? '{ ...english }';
    for (const need of own) needs.add(need);
    const name = `create${pascal(section)}${serverKeys.length > 0 ? 'Page' : ''}Messages`;
    const type = `PageTextsOf<'${section}'>`;
    factories.push(
      `/** The ${language} texts of the catalogue's \`${section}\` section that a page shows; English's where ${language} has none. */\n` +
        `function ${name}(product: string, english: ${type}): ${type} {\n` +
        (own.has('site') ? '  const site = siteArguments(product);\n' : '') +
        `  return Object.freeze(${body});\n}\n`,
    );
    table.push(`${JSON.stringify(section)}: ${name}`);
  }
  const imports = ["import type { PageCatalogue, PageTextsOf } from '../catalogue';"];
  const formatters = ['formatNumber', 'formatCount'].filter((helper) => needs.has(helper));
  if (formatters.length > 0)
    imports.push(`import { ${formatters.includes('formatCount') ? 'COMPACT, ' : ''}numberFormatter } from '../number-format';`);
  if (needs.has('site')) imports.push("import { siteArguments } from '../site-arguments';");
  const code =
    `// Generated from catalogues/${locale}.json and en.json by contracts/scripts/compile-english.mjs (the contracts build): edit the JSON.\n` +
    `${imports.join('\n')}\n\n${helpersCode(tag, needs)}\n${factories.join('\n')}\n` +
    `/** ${language} as a page's script reads it: each section's texts, made from the page's English ones. */\n` +
    `export const CATALOGUE: PageCatalogue = { ${table.join(', ')} };\n`;
  const file = path.join(PAGE_CATALOGUES, `${locale}.generated.ts`);
  return formatCode(file, code);
}

/** Each language's page catalogue file and its text. `english` is en.json. */
export async function pageCatalogueFiles(english) {
  const files = {};
  for (const locale of TRANSLATED_LOCALES) {
    files[path.join(PAGE_CATALOGUES, `${locale}.generated.ts`)] = await compilePageCatalogue(
      locale,
      readJson(path.join(CATALOGUES, `${locale}.json`)),
      english,
    );
  }
  return files;
}
