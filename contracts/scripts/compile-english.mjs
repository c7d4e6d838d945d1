/**
 * Compiles the English catalogue (src/i18n/catalogues/en.json, ICU patterns like every other
 * language's) into code: one factory per section, each text a string or a function of its
 * arguments, so that an English page formats nothing at run time and `/` carries no pattern reader.
 * Writes src/i18n/english/<section>.generated.ts (the section's factory and its type: a file each,
 * so that a bundle puts each section in the chunk of the pages that show it) and
 * src/i18n/english-params.generated.ts (each function's argument names, in the order it takes
 * them: the order they first appear in the English pattern), all formatted by oxfmt. From those
 * names and each language's catalogue it then writes src/i18n/page-catalogues/<locale>.generated.ts,
 * what that language's pages show, compiled the same way (compile-page-catalogues.mjs).
 *
 *   node contracts/scripts/compile-english.mjs           writes the files where they differ
 *   node contracts/scripts/compile-english.mjs --check   exits 1, naming them, where they differ
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseMessage } from '../src/i18n/message-parser.ts';
import { SECTIONS } from '../src/i18n/sections.ts';
import { PAGE_CATALOGUES, pageCatalogueFiles } from './compile-page-catalogues.mjs';
import { formatCode } from './format-code.mjs';
import { argumentsOf, ownArguments, templateText } from './message-code.mjs';
import { SITE_NAMES } from './site-names.mjs';

const I18N = path.join(import.meta.dirname, '..', 'src', 'i18n');
const SOURCE = path.join(I18N, 'catalogues', 'en.json');
const FACTORIES = path.join(I18N, 'english');
const PARAMS = path.join(I18N, 'english-params.generated.ts');
const HEADER = '// Generated from catalogues/en.json by contracts/scripts/compile-english.mjs (the contracts build): edit the JSON.\n';
const kebab = (section) => section.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const factoryFile = (section) => path.join(FACTORIES, `${kebab(section)}.generated.ts`);

const pascal = (section) => section[0].toUpperCase() + section.slice(1);

/** A pattern as the body of a template literal; `count` is the expression `#` stands for. */
function compilePattern(pattern, helpers, count) {
  let out = '';
  for (const part of parseMessage(pattern)) {
    if (typeof part === 'string') {
      const text = templateText(part);
      if (count === undefined) out += text;
      else {
        if (text.includes('#')) helpers.add('englishNumber');
        out += text.replace(/#/g, `\${englishNumber(${count})}`);
      }
      continue;
    }
    const value = part.name === 'product' ? 'product' : SITE_NAMES.includes(part.name) ? `site.${part.name}` : part.name;
    if (part.kind === 'plural') {
      let expression = '';
      for (const [key, branch] of Object.entries(part.branches)) {
        if (key === 'other') continue;
        if (!key.startsWith('=')) helpers.add('englishPlural');
        const test = key.startsWith('=') ? `${value} === ${Number(key.slice(1))}` : `englishPlural(${value}) === '${key}'`;
        expression += `${test} ? \`${compilePattern(branch, helpers, value)}\` : `;
      }
      out += `\${${expression}\`${compilePattern(part.branches.other ?? '', helpers, value)}\`}`;
    } else if (part.kind === 'select') {
      let expression = '';
      for (const [key, branch] of Object.entries(part.branches)) {
        if (key !== 'other') expression += `String(${value}) === ${JSON.stringify(key)} ? \`${compilePattern(branch, helpers, count)}\` : `;
      }
      out += `\${${expression}\`${compilePattern(part.branches.other ?? '', helpers, count)}\`}`;
    } else if (value === 'product') {
      out += '${product}';
    } else {
      const helper = part.compact ? 'englishCount' : 'englishNumber';
      helpers.add(helper);
      out += `\${${helper}(${value})}`;
    }
  }
  return out;
}

/** One text as code: a string, or a function of its own arguments. Records what it needs. */
function compileText(pattern, key, needs, params) {
  const found = argumentsOf(pattern);
  const own = [...ownArguments(pattern)];
  for (const name of found.keys()) if (SITE_NAMES.includes(name)) needs.add(name === 'product' ? 'product' : 'site');
  const parts = parseMessage(pattern);
  const literal = parts.every((part) => typeof part === 'string')
    ? JSON.stringify(parts.join(''))
    : `\`${compilePattern(pattern, needs.helpers)}\``;
  if (own.length === 0) return literal;
  params.set(
    key,
    own.map(([name]) => name),
  );
  return `(${own.map(([name, numeric]) => `${name}: ${numeric ? 'number' : 'string | number'}`).join(', ')}) => ${literal}`;
}

function compileValue(value, key, needs, params) {
  if (typeof value === 'string') return compileText(value, key, needs, params);
  if (Array.isArray(value)) return `[${value.map((item, i) => compileValue(item, `${key}.${i}`, needs, params)).join(', ')}]`;
  const entries = Object.entries(value).map(
    ([name, item]) => `${JSON.stringify(name)}: ${compileValue(item, key ? `${key}.${name}` : name, needs, params)}`,
  );
  // Keyed by numbers (HTTP statuses): a table looked up by a number.
  const byNumber = entries.length > 0 && Object.keys(value).every((name) => /^\d+$/.test(name));
  return byNumber ? `({ ${entries.join(', ')} }) as Readonly<Record<number, string>>` : `{ ${entries.join(', ')} }`;
}

async function generate() {
  const english = JSON.parse(fs.readFileSync(SOURCE, 'utf8'));
  const files = {};
  const allParams = {};
  for (const [section, texts] of Object.entries(english)) {
    const params = new Map();
    // A section with keys only the server writes also has a factory of what a page shows, so a
    // page's bundle carries none of the rest.
    const serverOnly = Array.isArray(SECTIONS[section]?.serverOnly) ? SECTIONS[section].serverOnly : [];
    const pageTexts = Object.fromEntries(Object.entries(texts).filter(([key]) => !serverOnly.includes(key)));
    const serverTexts = Object.fromEntries(Object.entries(texts).filter(([key]) => serverOnly.includes(key)));
    const helpers = new Set();
    const factories = [];
    const factory = (name, doc, values, spread) => {
      const needs = new Set();
      needs.helpers = helpers;
      const body = compileValue(values, '', needs, params);
      const object = spread ? `{ ...${spread}(product), ${body.slice(2)}` : body;
      const takesProduct = spread !== undefined || needs.has('product') || needs.has('site');
      factories.push(
        `/** ${doc} */\n` +
          `export function ${name}(${takesProduct ? 'product: string' : ''}) {\n` +
          (needs.has('site') ? '  const site = siteArguments(product);\n' : '') +
          `  return Object.freeze(${object});\n}\n\n` +
          `export type ${name.replace(/^create/, '')} = ReturnType<typeof ${name}>;\n`,
      );
    };
    const name = `create${pascal(section)}Messages`;
    if (serverOnly.length > 0) {
      const page = `create${pascal(section)}PageMessages`;
      factory(page, `The English texts of the catalogue's \`${section}\` section that a page shows.`, pageTexts);
      factory(
        name,
        `The English texts of the catalogue's \`${section}\` section: a page's, and those only the server writes.`,
        serverTexts,
        page,
      );
    } else {
      factory(name, `The English texts of the catalogue's \`${section}\` section.`, texts);
    }
    const imports = [];
    if (helpers.size > 0) imports.push(`import { ${[...helpers].sort().join(', ')} } from '../english-runtime';`);
    if (factories.some((code) => code.includes('siteArguments('))) imports.push("import { siteArguments } from '../site-arguments';");
    const code = `${HEADER}${imports.join('\n')}\n\n${factories.join('\n')}`;
    files[factoryFile(section)] = await formatCode(factoryFile(section), code);
    allParams[section] = Object.fromEntries(params);
  }
  files[PARAMS] = await formatCode(
    PARAMS,
    `${HEADER}\n/** The argument names of each English text that takes arguments, by section and path, in the order its function takes them. */\n` +
      `export const ENGLISH_PARAMS = ${JSON.stringify(allParams)} as const;\n`,
  );
  return { ...files, ...(await pageCatalogueFiles(english)) };
}

const files = await generate();
const stale = Object.entries(files).filter(([file, text]) => !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text);
// A section removed from en.json, or a language from LOCALES, leaves a file behind.
const generatedIn = (folder, test) =>
  fs.existsSync(folder)
    ? fs
        .readdirSync(folder)
        .filter(test)
        .map((name) => path.join(folder, name))
    : [];
const extra = [...generatedIn(FACTORIES, () => true), ...generatedIn(PAGE_CATALOGUES, (name) => name.endsWith('.generated.ts'))].filter(
  (file) => !(file in files),
);
if (process.argv.includes('--check')) {
  for (const [file] of stale)
    console.error(`${path.relative(process.cwd(), file)} is not what the catalogues compile to: run npm run build -w contracts`);
  for (const file of extra)
    console.error(`${path.relative(process.cwd(), file)} is compiled from no catalogue: run npm run build -w contracts`);
  process.exit(stale.length + extra.length > 0 ? 1 : 0);
}
fs.mkdirSync(FACTORIES, { recursive: true });
fs.mkdirSync(PAGE_CATALOGUES, { recursive: true });
for (const [file, text] of stale) fs.writeFileSync(file, text);
for (const file of extra) fs.rmSync(file);
