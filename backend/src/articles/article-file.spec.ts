import { ArticleFileError, parseArticleFile } from './article-file';

const FILE = 'content/articles/a.md';

function source(fields: Record<string, string | undefined>, body = 'Some words here.'): string {
  const base: Record<string, string | undefined> = {
    id: '"7"',
    slug: 'hello-world',
    title: '"Hello {product}"',
    excerpt: 'Short summary.',
    date: '2025-03-04',
    author: 'The Team',
    tags: '[a, b]',
    category: 'updates',
    status: 'published',
    ...fields,
  };
  const lines = Object.entries(base)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join('\n')}\n---\n${body}\n`;
}

function problem(text: string): ArticleFileError {
  try {
    parseArticleFile(FILE, text, 'GameShift');
  } catch (err) {
    if (err instanceof ArticleFileError) return err;
    throw err;
  }
  throw new Error('the file was accepted');
}

describe(parseArticleFile.name, () => {
  it('reads every field, fills in the product name and computes the reading time', () => {
    const article = parseArticleFile(
      FILE,
      source(
        {
          lastUpdated: '2025-03-05',
          image: '/media/articles/x.svg',
          ogImage: 'https://cdn.example.com/og.png',
          audioFile: '/media/articles/x.ogg',
          metaTitle: 'Meta',
          metaDescription: 'Desc',
        },
        'word '.repeat(450),
      ),
      'GameShift',
    );
    expect(article).toEqual({
      id: '7',
      slug: 'hello-world',
      title: 'Hello GameShift',
      excerpt: 'Short summary.',
      date: '2025-03-04',
      lastUpdated: '2025-03-05',
      author: 'The Team',
      image: '/media/articles/x.svg',
      tags: ['a', 'b'],
      category: 'updates',
      status: 'published',
      metaTitle: 'Meta',
      metaDescription: 'Desc',
      ogImage: 'https://cdn.example.com/og.png',
      audioFile: '/media/articles/x.ogg',
      content: 'word '.repeat(450).trim(),
      readingTime: 3,
    });
  });

  it('keeps a reading time written in the front matter', () => {
    expect(parseArticleFile(FILE, source({ readingTime: '9' }), 'P').readingTime).toBe(9);
  });

  it('accepts a numeric id and missing optional fields', () => {
    const article = parseArticleFile(FILE, source({ id: '12', tags: undefined }), 'P');
    expect(article.id).toBe('12');
    expect(article.tags).toEqual([]);
    expect(article).not.toHaveProperty('image');
  });

  it.each([
    ['date', { date: '2025-02-30' }, /date must be a YYYY-MM-DD date/],
    ['lastUpdated', { lastUpdated: '2025-03-01' }, /lastUpdated must not be before date/],
    ['status', { status: 'live' }, /status must be published or draft/],
    ['slug', { slug: 'Hello_World' }, /slug must be lowercase words/],
    ['title', { title: undefined }, /title is required/],
    ['tags', { tags: 'launch' }, /tags must be a list/],
    ['image', { image: 'javascript:alert(1)' }, /image must be a path starting with \/ or an https:\/\/ address/],
    ['audioFile', { audioFile: '//evil.example/x.ogg' }, /audioFile must be a path/],
    ['readingTime', { readingTime: '0' }, /readingTime must be a whole number/],
    // A category is a key of the fixed list, not a name in one language.
    ['category', { category: 'Announcements' }, /category must be one of announcements, updates, guides, roadmap \(got "Announcements"\)/],
    ['audioNote', { audioNote: '"A 35-second summary."' }, /audioNote says what audioFile plays/],
    ['colour', { colour: 'blue' }, /colour is not an article field/],
  ])('names the file and the bad field: %s', (field, fields, message) => {
    const error = problem(source(fields));
    expect(error.file).toBe(FILE);
    expect(error.field).toBe(field);
    expect(error.message).toMatch(message);
    expect(error.message.startsWith(`Invalid article ${FILE}: ${field} `)).toBe(true);
  });

  it('refuses an empty body', () => {
    expect(problem(source({}, '   ')).field).toBe('content');
  });

  it('reports broken front matter as the front matter field, with the line', () => {
    const error = problem('---\ntitle "x"\n---\nbody');
    expect(error.field).toBe('front matter');
    expect(error.message).toMatch(/line 2/);
  });
});
