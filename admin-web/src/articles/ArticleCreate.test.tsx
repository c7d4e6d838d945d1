import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { AdminContext, Notification, ResourceContextProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { stubFetch, type FetchStub, type StubAnswer } from '../../../jest/fetchStub';
import { dataProvider } from '../dataProvider';
import { articleText } from '../messages';
import { ArticleCreate } from './ArticleForms';

// The first render of react-admin in jsdom takes seconds on a busy machine.
jest.setTimeout(20_000);

const TAKEN = 'The address /learn/go-live is another article’s, or one an article had before it was renamed: choose another slug.';

describe('ArticleCreate', () => {
  let server: FetchStub;
  let answer: StubAnswer;

  beforeEach(() => {
    server = stubFetch(() => answer);
  });
  afterEach(() => server.restore());

  function renderCreate() {
    render(
      <StrictMode>
        <MemoryRouter initialEntries={['/articles/create']}>
          <AdminContext dataProvider={dataProvider}>
            <ResourceContextProvider value="articles">
              <Routes>
                <Route path="/articles/create" element={<ArticleCreate />} />
                <Route path="/articles/:id" element={<p>the editor</p>} />
              </Routes>
            </ResourceContextProvider>
            <Notification />
          </AdminContext>
        </MemoryRouter>
      </StrictMode>,
    );
  }

  const field = (name: string) => screen.getByRole('textbox', { name });

  async function writeTitle(title: string) {
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: articleText.fieldTitle }), title);
    return user;
  }

  /** The other required fields, pasted: how they are typed is not what these tests are about. */
  async function fillTheRest(user: ReturnType<typeof userEvent.setup>) {
    for (const [name, text] of [
      [articleText.fieldExcerpt, 'Squads arrive.'],
      [articleText.fieldAuthor, 'The team'],
      [articleText.fieldContent, 'Soon.'],
    ]) {
      await user.click(field(name));
      await user.paste(text);
    }
  }

  it('proposes the slug from the title as it is typed, and shows the address it makes', async () => {
    renderCreate();
    await writeTitle('Season One: Ranked & Squads');
    expect(field(articleText.fieldSlug)).toHaveValue('season-one-ranked-squads');
    expect(screen.getByText(articleText.address('season-one-ranked-squads'))).toBeInTheDocument();
  });

  it('keeps the slug the editor typed whatever the title becomes, and sends it with the draft', async () => {
    answer = { status: 201, body: { id: 'a1' } };
    renderCreate();
    const user = await writeTitle('Launch day');
    expect(field(articleText.fieldSlug)).toHaveValue('launch-day');
    await user.clear(field(articleText.fieldSlug));
    await user.type(field(articleText.fieldSlug), 'go-live');
    await user.type(field(articleText.fieldTitle), ' is here');
    expect(field(articleText.fieldSlug)).toHaveValue('go-live');

    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('the editor')).toBeInTheDocument();
    const [sent] = server.requests.filter((request) => request.method === 'POST');
    expect(sent).toMatchObject({
      path: '/api/admin/articles',
      body: { title: 'Launch day is here', slug: 'go-live', category: 'updates' },
    });
  });

  it('shows the server’s refusal of a taken slug under the slug', async () => {
    answer = { status: 409, body: { error: TAKEN, field: 'slug', code: 'article_slug_taken' } };
    renderCreate();
    const user = await writeTitle('Go live');
    await user.clear(field(articleText.fieldSlug));
    await user.type(field(articleText.fieldSlug), 'go-live');
    await fillTheRest(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field(articleText.fieldSlug)).toHaveAccessibleDescription(TAKEN));
    expect(field(articleText.fieldSlug)).toBeInvalid();
  });
});
