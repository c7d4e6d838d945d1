import { describe, expect, it, jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { AdminContext, ResourceContextProvider, testDataProvider } from 'react-admin';
import type { ArticleRecord } from '@gameshift/contracts';
import { articleText } from '../messages';
import { storeSession } from '../session/sessionStore';
import { ArticleList } from './ArticleList';
import { ArticleStateChip } from './ArticleStateChip';

jest.setTimeout(20_000);

/** Noon UTC: the same calendar day in every time zone the machine may run in. */
const AT_NOON = '2026-12-01T12:00:00.000Z';

const article = (id: string, changes: Partial<ArticleRecord>): ArticleRecord => ({
  id,
  slug: `article-${id}`,
  category: 'updates',
  title: `Article ${id}`,
  excerpt: 'Excerpt',
  author: 'The team',
  tags: [],
  content: 'Words.',
  locale: 'en',
  state: 'draft',
  date: '2026-11-01',
  publish_at: null,
  revision: 1,
  saved_by: 'editor@example.com',
  saved_at: '2026-11-01T10:00:00.000Z',
  readingTime: 1,
  translations: {},
  missing: ['es', 'pt-br', 'de', 'ja'],
  ...changes,
});

describe(ArticleStateChip.name, () => {
  it('names a draft and a published text in words', () => {
    render(
      <StrictMode>
        <ArticleStateChip state="draft" publishAt={null} />
        <ArticleStateChip state="published" publishAt={AT_NOON} />
      </StrictMode>,
    );
    expect(screen.getByText(articleText.states.draft)).toBeInTheDocument();
    expect(screen.getByText(articleText.states.published)).toBeInTheDocument();
  });

  it('says when a scheduled text goes live', () => {
    render(
      <StrictMode>
        <ArticleStateChip state="scheduled" publishAt={AT_NOON} />
      </StrictMode>,
    );
    expect(screen.getByText(/^Scheduled for /)).toHaveTextContent(/Dec 1, 2026/);
  });

  it('shows each article’s state and its languages, the missing ones named, in the list', async () => {
    const payload = btoa(JSON.stringify({ sub: 'a', exp: Math.floor(Date.now() / 1000) + 3600 })).replace(/=+$/, '');
    storeSession(`e30.${payload}.signature`, 'viewer@example.com', 'viewer');
    const spanish = { ...article('x', {}), locale: 'es' as const };
    const rows = [
      article('1', {
        title: 'Later',
        state: 'scheduled',
        publish_at: AT_NOON,
        translations: { es: spanish },
        missing: ['pt-br', 'de', 'ja'],
      }),
      article('2', { title: 'Out now', state: 'published', publish_at: '2026-11-02T09:00:00.000Z' }),
    ];
    render(
      <StrictMode>
        <AdminContext dataProvider={testDataProvider({ getList: (() => Promise.resolve({ data: rows, total: rows.length })) as never })}>
          <ResourceContextProvider value="articles">
            <ArticleList />
          </ResourceContextProvider>
        </AdminContext>
      </StrictMode>,
    );
    const later = (await screen.findByText('Later')).closest('tr')!;
    expect(within(later).getByText(/^Scheduled for .*Dec 1, 2026/)).toBeInTheDocument();
    expect(within(later).getByText('EN · ES')).toBeInTheDocument();
    expect(within(later).getByText(articleText.missingLanguages('PT-BR · DE · JA'))).toBeInTheDocument();
    expect(within(screen.getByText('Out now').closest('tr')!).getByText(articleText.states.published)).toBeInTheDocument();
    // A viewer reads: no new article offered.
    expect(screen.queryByRole('link', { name: articleText.create })).toBeNull();
  });
});
