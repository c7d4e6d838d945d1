import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { resolveContentDir } from '../config/content-dir';
import { loadContent } from './content-loader';

describe(loadContent.name, () => {
  it('loads the shipped articles: one published launch article and one draft', () => {
    const { articles, media } = loadContent(resolveContentDir({}), 'GameShift');
    const published = articles.filter((a) => a.status === 'published');
    expect(published).toHaveLength(1);
    expect(articles.filter((a) => a.status === 'draft')).toHaveLength(1);
    const [launch] = published;
    expect(launch.content.split(/\s+/).length).toBeGreaterThanOrEqual(600);
    expect(launch.content).toMatch(/^## /m);
    expect(launch.content).toMatch(/^### /m);
    expect(launch.content).toMatch(/^https:\/\/x\.com\/\w+\/status\/\d+$/m);
    expect(launch.content).toMatch(/^- /m);
    expect(launch.audioFile && media.has(path.basename(launch.audioFile))).toBe(true);
    expect(launch.image && media.has(path.basename(launch.image))).toBe(true);
    expect(media.get(path.basename(launch.audioFile!))!.body.length).toBeLessThan(1024 * 1024);
  });

  describe('with a content folder of its own', () => {
    let dir: string;

    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'articles-spec-'));
      fs.mkdirSync(path.join(dir, 'articles'));
      fs.mkdirSync(path.join(dir, 'media'));
    });
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    const write = (name: string, front: string) =>
      fs.writeFileSync(
        path.join(dir, 'articles', name),
        `---\n${front}\nexcerpt: x\ndate: 2025-01-01\nauthor: a\ncategory: updates\nstatus: published\n---\nBody.\n`,
      );

    it('sorts articles newest first', () => {
      write('a.md', 'id: a\nslug: old\ntitle: Old');
      fs.writeFileSync(
        path.join(dir, 'articles', 'b.md'),
        '---\nid: b\nslug: new\ntitle: New\nexcerpt: x\ndate: 2025-02-01\nauthor: a\ncategory: updates\nstatus: published\n---\nBody.\n',
      );
      expect(loadContent(dir, 'P').articles.map((a) => a.slug)).toEqual(['new', 'old']);
    });

    it('refuses two articles with one slug, naming the second file', () => {
      write('a.md', 'id: a\nslug: same\ntitle: A');
      write('b.md', 'id: b\nslug: same\ntitle: B');
      expect(() => loadContent(dir, 'P')).toThrow(
        `Invalid article ${path.join(dir, 'articles', 'b.md')}: slug same is already used by another article`,
      );
    });

    it('refuses a reference to a media file that is not there', () => {
      write('a.md', 'id: a\nslug: a\ntitle: A\nimage: /media/articles/missing.svg');
      expect(() => loadContent(dir, 'P')).toThrow(/: image names \/media\/articles\/missing\.svg, which is not in/);
    });

    it('refuses a media file of an unknown kind', () => {
      fs.writeFileSync(path.join(dir, 'media', 'script.js'), 'alert(1)');
      expect(() => loadContent(dir, 'P')).toThrow(/script\.js: file name must be/);
    });
  });
});
