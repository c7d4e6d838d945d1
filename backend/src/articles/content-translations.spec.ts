import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { ArticleFileError } from './article-file';
import { loadContent, translationKey } from './content-loader';

function articleFile(slug: string, title: string, id = '1', extra = ''): string {
  return `---\nid: "${id}"\nslug: ${slug}\ntitle: "${title}"\nexcerpt: e\ndate: 2025-06-03\nauthor: a\ncategory: updates\nstatus: published\n${extra}---\nBody\n`;
}

describe('the articles’ translations', () => {
  let dir: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'translations-spec-'));
    fs.mkdirSync(path.join(dir, 'articles'));
    fs.writeFileSync(path.join(dir, 'articles', 'launch.md'), articleFile('launch', 'Launch'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('loads <slug>.<locale>.md as the translation of the English article, not as an article of its own', () => {
    fs.writeFileSync(path.join(dir, 'articles', 'launch.ja.md'), articleFile('launch', 'ローンチ'));
    fs.writeFileSync(path.join(dir, 'articles', 'launch.pt-br.md'), articleFile('launch', 'Lançamento'));
    const { articles, translations } = loadContent(dir, 'GameShift');
    expect(articles.map((a) => a.title)).toEqual(['Launch']);
    expect(translations.get(translationKey('launch', 'ja'))).toMatchObject({ slug: 'launch', title: 'ローンチ', locale: 'ja' });
    expect(translations.get(translationKey('launch', 'pt-br'))).toMatchObject({ title: 'Lançamento', locale: 'pt-br' });
    expect(articles[0].locale).toBeUndefined();
  });

  it('refuses a translation of no English article, naming the file', () => {
    const file = path.join(dir, 'articles', 'other.de.md');
    fs.writeFileSync(file, articleFile('other', 'Anderes'));
    expect(() => loadContent(dir, 'GameShift')).toThrow(ArticleFileError);
    expect(() => loadContent(dir, 'GameShift')).toThrow(file);
  });

  it('refuses a translation whose slug is not its file’s', () => {
    fs.writeFileSync(path.join(dir, 'articles', 'launch.es.md'), articleFile('lanzamiento', 'Lanzamiento'));
    expect(() => loadContent(dir, 'GameShift')).toThrow(/slug/);
  });

  it('refuses a translation filed under another category than its English article, naming both', () => {
    fs.writeFileSync(
      path.join(dir, 'articles', 'launch.de.md'),
      articleFile('launch', 'Start').replace('category: updates', 'category: guides'),
    );
    expect(() => loadContent(dir, 'GameShift')).toThrow(/launch\.de\.md: category must be the English article's \(updates\)/);
  });

  it('gives a translation its own narration and note, and none of the English article’s', () => {
    const narration = 'audioFile: /media/articles/launch.ogg\n';
    fs.mkdirSync(path.join(dir, 'media'));
    fs.writeFileSync(path.join(dir, 'media', 'launch.ogg'), Buffer.from('OggS'));
    fs.writeFileSync(
      path.join(dir, 'articles', 'launch.md'),
      articleFile('launch', 'Launch', '1', `${narration}audioNote: "Listen plays a summary."\n`),
    );
    fs.writeFileSync(
      path.join(dir, 'articles', 'launch.es.md'),
      articleFile('launch', 'Lanzamiento', '1', `${narration}audioNote: "Escucha un resumen."\n`),
    );
    fs.writeFileSync(path.join(dir, 'articles', 'launch.ja.md'), articleFile('launch', 'ローンチ'));
    const { translations } = loadContent(dir, 'GameShift');
    expect(translations.get(translationKey('launch', 'es'))).toMatchObject({
      audioFile: '/media/articles/launch.ogg',
      audioNote: 'Escucha un resumen.',
    });
    // Without a narration of its own, the translation is read aloud from its text: no note describes the English one.
    expect(translations.get(translationKey('launch', 'ja'))).not.toHaveProperty('audioNote');
    expect(translations.get(translationKey('launch', 'ja'))).not.toHaveProperty('audioFile');
  });

  it('reads a name with a segment that is no language of the site (en, fr) as an article of its own', () => {
    fs.writeFileSync(path.join(dir, 'articles', 'notes.fr.md'), articleFile('notes-fr', 'Notes', '2'));
    const { articles, translations } = loadContent(dir, 'GameShift');
    expect(articles.map((a) => a.slug).sort()).toEqual(['launch', 'notes-fr']);
    expect(translations.size).toBe(0);
  });
});
