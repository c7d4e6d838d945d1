import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Catalogue, PageCatalogue } from '../catalogue';
import { loadCatalogue } from '../catalogues';
import english from '../catalogues/en.json';
import { ENGLISH } from '../english';
import { ENGLISH_PARAMS } from '../english-params.generated';
import { localize, siteArguments, type ParamNames, type Translation } from '../localize';
import { LOCALE_TAGS, TRANSLATED_LOCALES, type TranslatedLocale } from '../locales';
import { parseMessage } from '../message-parser';
import { SECTION_NAMES, SECTIONS, type PageSection, type SectionSpec } from '../sections';
import { loadPageCatalogue } from './load';

const I18N = path.join(__dirname, '..');
const COMPILER = path.join(I18N, '..', '..', 'scripts', 'compile-page-catalogues.mjs');
const PAGE_SECTIONS = SECTION_NAMES.filter((section) => (SECTIONS[section] as SectionSpec).serverOnly !== true) as PageSection[];
const PRODUCTS = ['GameShift', 'Acme'];
const COUNTS = [0, 1, 2, 5, 1500];

type Texts = { readonly [key: string]: unknown };
type Text = (...args: (string | number)[]) => string;

/** A section's English texts as a page holds them: what its English page factory makes. */
function pageEnglish(section: PageSection, product: string): Texts {
  const texts = ENGLISH[section](product) as Texts;
  const { serverOnly }: SectionSpec = SECTIONS[section];
  return Array.isArray(serverOnly) ? Object.fromEntries(Object.entries(texts).filter(([key]) => !serverOnly.includes(key))) : texts;
}

/** `section` of a compiled catalogue, made from the English texts a page holds. */
function made(catalogue: PageCatalogue, section: PageSection, product = 'GameShift', english = pageEnglish(section, product)): Texts {
  // Each factory takes its own section's English: `english` is that section's, as `pageEnglish` makes it.
  const factory = catalogue[section] as unknown as (product: string, english: Texts) => Texts;
  return factory(product, english);
}

/** The English pattern at `path` of a section of en.json. */
function englishPattern(section: PageSection, path: string): string {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], english[section]) as string;
}

/** The arguments a pattern formats as numbers (plural, number), nested ones included. */
function numericArguments(pattern: string, found = new Set<string>()): Set<string> {
  for (const part of parseMessage(pattern)) {
    if (typeof part === 'string') continue;
    if (part.kind === 'plural' || part.kind === 'number') found.add(part.name);
    for (const branch of Object.values(part.branches ?? {})) numericArguments(branch, found);
  }
  return found;
}

/**
 * The arguments each function is tried with: every count in each place, counts that differ from
 * place to place (so an order mixed up shows), and words where English takes any text.
 */
function samples(section: PageSection, path: string): (string | number)[][] {
  const names = (ENGLISH_PARAMS as Record<PageSection, ParamNames>)[section][path];
  const numeric = numericArguments(englishPattern(section, path));
  return [
    ...COUNTS.map((count) => names.map(() => count)),
    names.map((_, i) => COUNTS[(i + 2) % COUNTS.length]),
    names.map((name, i) => (numeric.has(name) ? i + 1 : `@${name}_${i}`)),
  ];
}

/** Where two trees of texts differ, each difference named by its path and the arguments that show it. */
function differences(section: PageSection, compiled: unknown, runtime: unknown, path = ''): string[] {
  if (typeof runtime === 'function') {
    if (typeof compiled !== 'function') return [`${path}: ${typeof compiled}, not a function`];
    return samples(section, path).flatMap((args) => {
      const [ours, theirs] = [(compiled as Text)(...args), (runtime as Text)(...args)];
      return ours === theirs ? [] : [`${path}(${args.join(', ')}): ${JSON.stringify(ours)} ≠ ${JSON.stringify(theirs)}`];
    });
  }
  if (runtime !== null && typeof runtime === 'object') {
    if (compiled === null || typeof compiled !== 'object') return [`${path}: ${typeof compiled}, not an object`];
    const keys = [...new Set([...Object.keys(runtime), ...Object.keys(compiled)])];
    return keys.flatMap((key) => differences(section, (compiled as Texts)[key], (runtime as Texts)[key], path ? `${path}.${key}` : key));
  }
  return compiled === runtime ? [] : [`${path}: ${JSON.stringify(compiled)} ≠ ${JSON.stringify(runtime)}`];
}

/** `section` in `locale` as the server's formatter makes it from the language's file. */
function localized(locale: TranslatedLocale, catalogue: Catalogue, section: PageSection, product: string): unknown {
  return localize(
    pageEnglish(section, product),
    catalogue[section] as unknown as Translation,
    (ENGLISH_PARAMS as Record<PageSection, ParamNames>)[section],
    LOCALE_TAGS[locale],
    siteArguments(product),
  );
}

const temporary: string[] = [];

afterAll(() => {
  for (const dir of temporary) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * `translation` compiled as the contracts build compiles a language's file, and loaded: written
 * where its one import of our code (siteArguments) finds the real one.
 */
function compiledFrom(locale: TranslatedLocale, translation: unknown): PageCatalogue {
  const source = execFileSync(
    process.execPath,
    [
      '--no-warnings',
      '--input-type=module',
      '-e',
      `import fs from 'node:fs';
       import { compilePageCatalogue } from ${JSON.stringify(pathToFileURL(COMPILER).href)};
       const { locale, translation } = JSON.parse(fs.readFileSync(0, 'utf8'));
       process.stdout.write(await compilePageCatalogue(locale, translation));`,
    ],
    { input: JSON.stringify({ locale, translation }), encoding: 'utf8' },
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-catalogue-'));
  temporary.push(dir);
  fs.mkdirSync(path.join(dir, 'page-catalogues'));
  for (const helper of ['site-arguments', 'number-format']) {
    fs.writeFileSync(path.join(dir, `${helper}.ts`), `export * from ${JSON.stringify(path.join(I18N, helper))};\n`);
  }
  const file = path.join(dir, 'page-catalogues', `${locale}.generated.ts`);
  fs.writeFileSync(file, source);
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the module this test has just written, known by its path only now
  return (require(file) as { CATALOGUE: PageCatalogue }).CATALOGUE;
}

const catalogues = new Map<TranslatedLocale, Catalogue>();

beforeAll(async () => {
  for (const locale of TRANSLATED_LOCALES) catalogues.set(locale, await loadCatalogue(locale));
});

describe.each(TRANSLATED_LOCALES)('the compiled %s page catalogue', (locale) => {
  it.each(PAGE_SECTIONS)('gives every text of %s as the server’s formatter makes it from the language’s file', async (section) => {
    const compiled = await loadPageCatalogue(locale);
    for (const product of PRODUCTS) {
      const runtime = localized(locale, catalogues.get(locale)!, section, product);
      expect({ product, differences: differences(section, made(compiled, section, product), runtime) }).toEqual({
        product,
        differences: [],
      });
    }
  });

  it('keeps a text of the English it is given that its file has none of', async () => {
    const english = { ...pageEnglish('site', 'GameShift'), addedSince: 'A text English has and the language not yet' };
    expect(made(await loadPageCatalogue(locale), 'site', 'GameShift', english).addedSince).toBe(english.addedSince);
  });
});

describe('a language file compiled', () => {
  it('shows English, never a key, for each text the file lacks', () => {
    const german = structuredClone(catalogues.get('de')!) as unknown as Record<string, Record<string, unknown>>;
    delete german.public.reserve;
    const reserve = german.site.reserve as { stepOf?: string; perks: unknown[] };
    delete reserve.stepOf;
    reserve.perks[1] = null;
    delete german.newsPage.player;
    const compiled = compiledFrom('de', german);
    const englishSite = ENGLISH.site('GameShift');
    const englishNews = pageEnglish('newsPage', 'GameShift');
    const site = made(compiled, 'site', 'GameShift', englishSite) as unknown as typeof englishSite;
    expect({
      reserve: made(compiled, 'public').reserve,
      stepOf: site.reserve.stepOf(1, 2),
      perk: site.reserve.perks[1],
      player: made(compiled, 'newsPage', 'GameShift', englishNews).player,
    }).toEqual({ reserve: 'Reserve', stepOf: 'Step 1 of 2', perk: englishSite.reserve.perks[1], player: englishNews.player });
    // The rest of the file still compiled: the English above is the lack's, not the compiler's.
    expect(site.reserve.perks[0].title).toBe('Zum Launch gesichert');
  });

  it('reads plurals, selects, counts, quotes and unknown names as the server’s formatter does', () => {
    const german = structuredClone(catalogues.get('de')!) as unknown as Record<string, Record<string, unknown>>;
    (german.site.reserve as Record<string, unknown>).stepOf =
      "{step, plural, =0 {keiner} one {# Schritt} =1 {genau einer} other {{total, select, 2 {# von zwei} other {# von {total}}}}} '{'wörtlich'}' `a` \\ ${unbekannt} {product} {verificationHours, plural, one {# Stunde} other {# Stunden}}";
    german.news.readReplies = '{count, number, ::compact-short} Antworten ({count} genau), {count, plural, other {# insgesamt}}';
    german.public.tooManyAttempts = '{minutes, select, 1 {gleich} other {in {minutes, plural, one {# Minute} other {# Minuten}}}} ${x}';
    const compiled = compiledFrom('de', german);
    for (const section of ['site', 'news', 'public'] as const) {
      for (const product of PRODUCTS) {
        const runtime = localized('de', german as unknown as Catalogue, section, product);
        expect({ section, product, differences: differences(section, made(compiled, section, product), runtime) }).toEqual({
          section,
          product,
          differences: [],
        });
      }
    }
  });
});
