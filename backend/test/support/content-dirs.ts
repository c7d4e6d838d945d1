import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/*
 * The content directories (CONTENT_DIR) of the shared configurations that serve other content
 * than the shipped one. Each is made when its app starts, and removed when the run ends.
 */

const SHIPPED_CONTENT = path.resolve(__dirname, '..', '..', 'content');

const made: string[] = [];
process.once('exit', () => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

function freshDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** The shipped article that translatedContent() has in Japanese. */
export const TRANSLATED_ARTICLE = 'reserve-your-id-before-launch';
const JAPANESE_ARTICLE_TITLE = 'ローンチ前に{product} IDを予約しよう';
export const JAPANESE_AUDIO_NOTE = '読み上げでは、記事全体ではなく35秒の要約を再生します。';
const GERMAN_PRIVACY_TITLE = 'Datenschutz bei {product}';

/**
 * The shipped content with the article in Japanese, the privacy page in German under a title of
 * its own, and no privacy page in Japanese: one language still reads the English page with a note.
 */
export function translatedContent(): string {
  const dir = freshDir('translated-content-');
  fs.cpSync(SHIPPED_CONTENT, dir, { recursive: true });
  fs.rmSync(path.join(dir, 'privacy.ja.md'), { force: true });
  const article = fs.readFileSync(path.join(dir, 'articles', `${TRANSLATED_ARTICLE}.md`), 'utf8');
  fs.writeFileSync(
    path.join(dir, 'articles', `${TRANSLATED_ARTICLE}.ja.md`),
    article
      .replace('title: "Reserve your {product} ID before launch"', `title: "${JAPANESE_ARTICLE_TITLE}"`)
      .replace(/^audioNote: .*$/m, `audioNote: "${JAPANESE_AUDIO_NOTE}"`),
  );
  const privacy = fs.readFileSync(path.join(dir, 'privacy.md'), 'utf8');
  fs.writeFileSync(path.join(dir, 'privacy.de.md'), privacy.replace('title: "Privacy at {product}"', `title: "${GERMAN_PRIVACY_TITLE}"`));
  return dir;
}
