import { DEFAULT_LOCALE, LOCALES } from '@gameshift/contracts';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parseFrontMatter } from './front-matter';
import { loadSitePage } from './site-page-file';

// The shipped content folder, not a fixture: these checks are about the files the site serves.
const CONTENT_DIR = path.join(__dirname, '../../content');
const TRANSLATED = LOCALES.filter((l) => l !== DEFAULT_LOCALE);
const VALUES = {
  product: 'Gameshift',
  purgeDays: '7',
  contact: 'privacy@example.com',
  holdDays: '30',
  analyticsDays: '400',
  violationDays: '90',
  auditDays: '365',
};

const raw = (name: string) => fs.readFileSync(path.join(CONTENT_DIR, name), 'utf8');

/** What a faithful translation keeps: placeholders, figures, code spans, link targets and the markdown's shape. */
function skeleton(text: string) {
  const { data, body } = parseFrontMatter(text);
  const sorted = (matches: Iterable<RegExpMatchArray>) => [...matches].map((m) => m[0]).sort();
  return {
    keys: Object.keys(data).sort(),
    updated: data.updated,
    placeholders: sorted(text.matchAll(/\{[a-zA-Z]+\}/g)),
    figures: sorted(body.replace(/`[^`]*`/g, '').matchAll(/\d+/g)),
    codeSpans: sorted(body.matchAll(/`[^`]+`/g)),
    links: sorted(body.matchAll(/\]\([^)]+\)/g)),
    headings: body
      .split('\n')
      .filter((line) => line.startsWith('#'))
      .map((line) => line.replace(/ .*/, '')),
    listItems: body.split('\n').filter((line) => line.startsWith('- ')).length,
    paragraphs: body.trim().split(/\n\n+/).length,
    bold: [...body.matchAll(/\*\*[^*]+\*\*/g)].length,
  };
}

describe('the privacy page’s translations in the content folder', () => {
  const english = skeleton(raw('privacy.md'));

  it.each(TRANSLATED)('privacy.%s.md keeps every placeholder, figure, link, code span and section of privacy.md', (locale) => {
    expect(skeleton(raw(`privacy.${locale}.md`))).toEqual(english);
  });

  it.each(TRANSLATED)('privacy.%s.md loads as a site page with every value filled in and its own title', (locale) => {
    const page = loadSitePage(CONTENT_DIR, `privacy.${locale}`, VALUES, locale);
    const base = loadSitePage(CONTENT_DIR, 'privacy', VALUES);
    expect(page).not.toBeNull();
    expect(page!.updated).toBe(base!.updated);
    expect(page!.title).toContain('Gameshift');
    expect(page!.title).not.toBe(base!.title);
    expect(`${page!.title}${page!.description}${page!.content}`).not.toMatch(/\{[a-zA-Z]+\}/);
  });

  it('writes the version’s date in the page’s own language', () => {
    const dates = Object.fromEntries(
      (['en', 'es', 'pt-br', 'de', 'ja'] as const).map((l) => [
        l,
        loadSitePage(CONTENT_DIR, l === 'en' ? 'privacy' : `privacy.${l}`, VALUES, l)!.content,
      ]),
    );
    expect(dates.en).toContain('Version of 25 November 2026.');
    expect(dates.es).toContain('Versión del 25 de noviembre de 2026.');
    expect(dates['pt-br']).toContain('Versão de 25 de novembro de 2026.');
    expect(dates.de).toContain('Fassung vom 25. November 2026.');
    expect(dates.ja).toContain('2026年11月25日版。');
  });
});
