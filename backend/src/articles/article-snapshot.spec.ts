import type { ArticleTextRow } from './article-snapshot';
import { publicView } from './article-snapshot';

const NOW = Date.parse('2026-11-28T12:00:00Z');

function text(overrides: Omit<Partial<ArticleTextRow>, 'fields'> & { fields?: Partial<ArticleTextRow['fields']> } = {}): ArticleTextRow {
  const { fields, ...rest } = overrides;
  return {
    article_id: 'a',
    slug: 'launch',
    category: 'announcements',
    locale: 'en',
    status: 'published',
    publish_at: new Date(NOW - 1000),
    ...rest,
    fields: {
      title: 'Launch of {product}',
      excerpt: 'E',
      date: '2026-11-28',
      author: 'Team',
      tags: ['{product}'],
      content: 'Play {product}.',
      ...fields,
    },
  };
}

describe(publicView.name, () => {
  it('shows published articles newest first, with the product named and the reading time computed', () => {
    const view = publicView(
      [text(), text({ article_id: 'b', slug: 'older', fields: { date: '2026-01-01', title: 'Older' } })],
      [],
      'GameShift',
      NOW,
    );
    expect(view.list('en').map((a) => a.slug)).toEqual(['launch', 'older']);
    expect(view.article('launch', 'en')).toMatchObject({
      title: 'Launch of GameShift',
      tags: ['GameShift'],
      content: 'Play GameShift.',
      readingTime: 1,
    });
    expect(view.validUntil).toBe(Infinity);
  });

  it('keeps drafts and texts scheduled later out, and holds only until the next scheduled time', () => {
    const later = new Date(NOW + 60_000);
    const view = publicView(
      [text({ status: 'draft', publish_at: null }), text({ article_id: 'b', slug: 'soon', publish_at: later })],
      [],
      'GameShift',
      NOW,
    );
    expect(view.list('en')).toEqual([]);
    expect(view.article('launch', 'en')).toBeUndefined();
    expect(view.validUntil).toBe(later.getTime());
    expect(
      publicView([text({ article_id: 'b', slug: 'soon', publish_at: later })], [], 'GameShift', later.getTime()).list('en'),
    ).toHaveLength(1);
  });

  it('shows a visible translation in its language, English where there is none or it is a draft', () => {
    const rows = [
      text(),
      text({ locale: 'ja', fields: { title: '発売' } }),
      text({ locale: 'de', status: 'draft', publish_at: null, fields: { title: 'Start' } }),
    ];
    const view = publicView(rows, [], 'GameShift', NOW);
    expect(view.article('launch', 'ja')).toMatchObject({ title: '発売', locale: 'ja' });
    expect(view.article('launch', 'de')).toMatchObject({ title: 'Launch of GameShift' });
    expect(view.article('launch', 'de')).not.toHaveProperty('locale');
    // A translation alone publishes nothing.
    expect(publicView([text({ status: 'draft', publish_at: null }), rows[1]], [], 'GameShift', NOW).list('ja')).toEqual([]);
  });

  it('leads an old address to the article’s current one only while it is published and no article has taken it', () => {
    const redirects = [
      { slug: 'old', article_id: 'a' },
      { slug: 'older', article_id: 'b' },
    ];
    const view = publicView([text(), text({ article_id: 'b', slug: 'b', status: 'draft', publish_at: null })], redirects, 'GameShift', NOW);
    expect([view.movedTo('old'), view.movedTo('older'), view.movedTo('launch')]).toEqual(['launch', undefined, undefined]);
  });
});
