import type { Catalogue } from '../catalogue';
import type { ParamNames } from '../localize';
import { LOCALE_TAGS, LOCALES, TRANSLATED_LOCALES as TRANSLATED, type TranslatedLocale } from '../locales';
import { ENGLISH as FACTORIES } from '../english';
import { ENGLISH_PARAMS } from '../english-params.generated';
import { isTranslated, SECTION_NAMES, SECTIONS, type Section, type SectionSpec } from '../sections';
import { formatCount } from '../../format';
import { READ_ALOUD } from '../../constants';
import { siteArguments } from '../localize';
import { messageArguments } from '../message-format';
import { loadCatalogue, localizedMessages } from '.';

const PRODUCT = 'GameShift';
const SITE = siteArguments(PRODUCT);

/** The English texts a section translates: the portal's and developers' texts stay English. */
function translatedEnglish(section: Section): object {
  const spec: SectionSpec = SECTIONS[section];
  return Object.fromEntries(Object.entries(FACTORIES[section](PRODUCT)).filter(([key]) => isTranslated(spec, key)));
}

const ENGLISH = Object.fromEntries(SECTION_NAMES.map((section) => [section, translatedEnglish(section)])) as Record<Section, object>;

const PARAMS = ENGLISH_PARAMS as Record<Section, ParamNames>;

/** Sample input and layout every language keeps as English has it. */
const EVERYWHERE = ['verify.demoHandle', 'newsPage.player.time'];

/**
 * Texts that rightly read the same as English: codes, sample input, the product's name and words
 * the language itself borrows.
 */
const SAME_AS_ENGLISH: Record<TranslatedLocale, readonly string[]> = {
  es: ['news.notFoundCode', 'public.sitePasswordRealm'],
  'pt-br': ['news.notFoundCode', 'public.sitePasswordRealm', 'manage.manageStatus'],
  de: [
    'news.notFoundCode',
    'public.sitePasswordRealm',
    'manage.manageStatus',
    'site.newsLink',
    'news.articlePageTitle',
    'newsPage.categories.roadmap',
  ],
  ja: [
    'news.notFoundCode',
    'public.sitePasswordRealm',
    'site.reserve.handlePlaceholder',
    'site.reserve.emailPlaceholder',
    'manage.manageHandle',
    'site.reserve.headingAccent',
    'site.reserve.handleLabel',
    'site.success.handleLabel',
  ],
};

type Leaf = { path: string; english: unknown; translated: unknown };

/** Every leaf of the English tree beside what the translation has at the same path. */
function leaves(english: unknown, translated: unknown, path: string, out: Leaf[] = []): Leaf[] {
  if (english !== null && typeof english === 'object') {
    for (const [key, value] of Object.entries(english)) {
      const next = translated !== null && typeof translated === 'object' ? (translated as Record<string, unknown>)[key] : undefined;
      leaves(value, next, path ? `${path}.${key}` : key, out);
    }
  } else {
    out.push({ path, english, translated });
  }
  return out;
}

function keyPaths(tree: unknown, path = ''): string[] {
  if (tree === null || typeof tree !== 'object') return [path];
  return Object.entries(tree).flatMap(([key, value]) => keyPaths(value, path ? `${path}.${key}` : key));
}

const catalogues = new Map<TranslatedLocale, Catalogue>();

beforeAll(async () => {
  for (const locale of TRANSLATED) catalogues.set(locale, await loadCatalogue(locale));
});

describe('the parameter maps', () => {
  it.each(SECTION_NAMES)('name every argument of every function of %s, in number', (section) => {
    const functions = leaves(ENGLISH[section], undefined, '').filter((leaf) => typeof leaf.english === 'function');
    expect(Object.keys(PARAMS[section]).sort()).toEqual(functions.map((leaf) => leaf.path).sort());
    for (const { path, english } of functions) {
      expect({ path, arity: PARAMS[section][path].length }).toEqual({ path, arity: (english as (...a: unknown[]) => string).length });
    }
  });
});

describe.each(TRANSLATED)('the %s catalogue', (locale) => {
  const catalogue = () => catalogues.get(locale)!;

  it.each(SECTION_NAMES)('has every key of English %s and no other', (section) => {
    expect(keyPaths(catalogue()[section]).sort()).toEqual(keyPaths(ENGLISH[section]).sort());
  });

  it.each(SECTION_NAMES)('uses in %s the arguments English takes, and the site’s', (section) => {
    for (const { path, english, translated } of leaves(ENGLISH[section], catalogue()[section], '')) {
      expect(typeof translated).toBe('string');
      const used = messageArguments(translated as string).filter((name) => !(name in SITE));
      const expected = typeof english === 'function' ? [...PARAMS[section][path]].sort() : [];
      expect({ path, arguments: used }).toEqual({ path, arguments: expected });
    }
  });

  it('renders every plural for 0, 1, 2 and 5', () => {
    const localized = localizedMessages(locale, catalogue(), PRODUCT) as Record<Section, unknown>;
    let plurals = 0;
    for (const section of SECTION_NAMES) {
      for (const { path, translated } of leaves(ENGLISH[section], catalogue()[section], '')) {
        if (!(translated as string).includes(', plural,')) continue;
        plurals += 1;
        const format = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], localized[section]) as (
          ...args: number[]
        ) => string;
        for (const n of [0, 1, 2, 5]) {
          const text = format(...PARAMS[section][path].map(() => n));
          expect(text).not.toMatch(/[{}#]/);
          if (n !== 1) expect(text).toContain(new Intl.NumberFormat(LOCALE_TAGS[locale]).format(n));
        }
      }
    }
    // A language with one plural form (Japanese: {minutes}分) writes its counts without plural syntax.
    const forms = new Intl.PluralRules(LOCALE_TAGS[locale]).resolvedOptions().pluralCategories.length;
    if (forms > 1) expect(plurals).toBeGreaterThanOrEqual(4);
    else expect(plurals).toBe(0);
  });

  it('leaves no text as English has it, but names and codes', () => {
    const localized = localizedMessages(locale, catalogue(), PRODUCT) as Record<Section, unknown>;
    const english = localizedMessages('en', null, PRODUCT) as Record<Section, unknown>;
    const same: string[] = [];
    for (const section of SECTION_NAMES) {
      for (const leaf of leaves(ENGLISH[section], localized[section], '')) {
        const englishText = leaves(english[section], undefined, '').find((l) => l.path === leaf.path)!.english;
        const sample = (value: unknown) =>
          typeof value === 'function' ? (value as (...a: unknown[]) => string)(...PARAMS[section][leaf.path].map((_, i) => i + 2)) : value;
        if (sample(leaf.translated) === sample(englishText)) same.push(`${section}.${leaf.path}`);
      }
    }
    expect(same.sort()).toEqual([...EVERYWHERE, ...SAME_AS_ENGLISH[locale]].sort());
  });
});

/**
 * A text's words as WCAG's label-in-name check reads them (ACT rule 2ee8b8): lowercase, split at
 * every character that is no letter, digit or mark ('1.3K' is the words '1' and '3k'), each word
 * between spaces so that one text's words can be looked for, whole, in another's.
 */
function words(text: string): string {
  const list = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter(Boolean);
  return ` ${list.join(' ')} `;
}

describe.each(LOCALES)('the %s controls named apart from their visible text (WCAG 2.5.3)', (locale) => {
  const newsPage = async () =>
    localizedMessages(locale, locale === 'en' ? null : await loadCatalogue(locale as TranslatedLocale), PRODUCT).newsPage;

  it('name the post’s like link with the count it shows, as whole words', async () => {
    const { postLikes } = await newsPage();
    for (const count of [7, 1284, 25_000, 3_400_000].map(formatCount)) expect(words(postLikes(count))).toContain(words(count));
  });

  it('name each pitch preset with the number it shows, as whole words', async () => {
    const { player } = await newsPage();
    for (const pitch of READ_ALOUD.pitch.presets) expect(words(player.pitchPreset(pitch))).toContain(words(String(pitch)));
  });
});

describe('the German catalogue', () => {
  it('leaves no possessive without the noun it belongs to (“Deine zum Launch”)', async () => {
    const german = localizedMessages('de', await loadCatalogue('de'), PRODUCT) as Record<Section, unknown>;
    const texts = SECTION_NAMES.flatMap((section) =>
      leaves(german[section], undefined, '').map(({ english }) =>
        typeof english === 'function' ? (english as (...a: unknown[]) => string)('x', 'y', 'z') : String(english),
      ),
    );
    expect(texts.length).toBeGreaterThan(100);
    // A possessive is followed by its noun (or an adjective of it), never straight by a contracted preposition.
    expect(texts.filter((text) => /\b(dein|unser)(e|en|em|er|es)?\s+(zum|zur|am|im|beim|vom|ins|ans)\b/i.test(text))).toEqual([]);
  });
});

describe(localizedMessages.name, () => {
  it('gives English its own catalogues untouched', () => {
    const english = localizedMessages('en', null, PRODUCT);
    expect(english.public.tooManyAttempts(1)).toBe('Too many attempts. Try again in 1 minutes.');
    expect(english.mail.confirmSubject('ace')).toBe('Confirm your GameShift ID: ace');
  });

  it('shows the English text, never a key, where a language has none', async () => {
    const japanese = structuredClone(await loadCatalogue('ja')) as unknown as Record<string, Record<string, unknown>>;
    delete japanese.public.reserve;
    delete japanese.public.tooManyAttempts;
    const ja = localizedMessages('ja', japanese as unknown as Catalogue, PRODUCT);
    expect(ja.public.reserve).toBe('Reserve');
    expect(ja.public.tooManyAttempts(3)).toBe('Too many attempts. Try again in 3 minutes.');
    expect(ja.public.oneMoreStep).toBe('あと少しです');
  });

  it('formats a language with its plural rules and number format', async () => {
    const de = localizedMessages('de', await loadCatalogue('de'), PRODUCT);
    expect(de.public.tooManyAttempts(1)).toBe('Zu viele Versuche. Versuch es in 1 Minute noch einmal.');
    // Reply counts are shortened, each language its own way.
    expect(de.news.readReplies(1200)).toBe('1200 Antworten lesen');
    expect(de.news.readReplies(1_250_000)).toBe('1,3\u00a0Mio. Antworten lesen');
    const es = localizedMessages('es', await loadCatalogue('es'), PRODUCT);
    expect(es.news.readReplies(1500)).toBe('Leer 1,5\u00a0mil respuestas');
    expect(es.news.readReplies(1)).toBe('Leer 1 respuesta');
    const ja = localizedMessages('ja', await loadCatalogue('ja'), PRODUCT);
    expect(ja.site.reserve.stepOf(1, 2)).toBe('ステップ 1/2');
    expect(ja.news.readReplies(12_000)).toBe('1.2万件の返信を読む');
  });
});
