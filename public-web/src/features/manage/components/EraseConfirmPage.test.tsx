import { createManageMessages, loadPageCatalogue, type ErasureResponse } from '@gameshift/contracts';
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { stubFetch, type FetchStub } from '../../../../../jest/fetchStub';
import { config } from '../../../lib/config';
import { LocaleProvider } from '../../../lib/locale';
import { createTranslator, type Translator } from '../../../lib/translator';
import EraseConfirmPage from './EraseConfirmPage';

const TOKEN = 'e'.repeat(43);
const LINK_PATH = `/api/manage/erase/${TOKEN}`;

describe(EraseConfirmPage.name, () => {
  let translate: Translator;
  let text: ReturnType<typeof createManageMessages>;
  let server: FetchStub | undefined;

  beforeAll(async () => {
    translate = createTranslator(await loadPageCatalogue('es'), config.productName);
    text = translate(createManageMessages(config.productName), 'manage');
  });

  afterEach(() => server?.restore());

  function openLink() {
    render(
      <StrictMode>
        <LocaleProvider locale="es" translate={translate}>
          <MemoryRouter initialEntries={[`/manage/erase/${TOKEN}`]}>
            <Routes>
              <Route path="/manage/erase/:token" element={<EraseConfirmPage />} />
            </Routes>
          </MemoryRouter>
        </LocaleProvider>
      </StrictMode>,
    );
  }

  it('says a used or expired link no longer works before any button, and leads to a new manage link', async () => {
    server = stubFetch(() => ({ status: 404, body: { code: 'erase_link_invalid', error: text.eraseLinkInvalid } }));
    openLink();

    expect(await screen.findByRole('heading', { name: text.eraseLinkUsedTitle })).toHaveFocus();
    expect(screen.getByText(text.eraseLinkUsedText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.manageAskAgain })).toHaveAttribute('href', '/manage');
    expect(screen.queryByRole('button', { name: text.eraseButton })).not.toBeInTheDocument();
    // Only the read-only check was asked: nothing was spent by opening the link.
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual(expect.arrayContaining([`GET ${LINK_PATH}`]));
    expect(server.requests.every((r) => r.method === 'GET')).toBe(true);
  });

  it('names the handle before deleting, then what was erased and only what is kept for this person', async () => {
    const erased: ErasureResponse = {
      handle: 'ana',
      handle_held_until: '2027-01-15T10:00:00.000Z',
      handle_held_for_ever: false,
      suppression: null,
    };
    server = stubFetch((request) => (request.method === 'GET' ? { status: 200, body: { handle: 'ana' } } : { status: 200, body: erased }));
    openLink();

    await userEvent.click(await screen.findByRole('button', { name: text.eraseButton }));

    // The panel takes focus once it is drawn, a moment after its heading appears.
    const erasedTitle = await screen.findByRole('heading', { name: text.erasedTitle });
    await waitFor(() => expect(erasedTitle).toHaveFocus());
    expect(screen.getByText(text.erasedText('ana'))).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent(text.erasedKeptHandle('ana', '15 de enero de 2027'));
    // They never unsubscribed: no word of a code kept to honour an unsubscribe.
    expect(screen.queryByText(text.erasedKeptUnsubscribe)).not.toBeInTheDocument();
    expect(screen.queryByText(text.erasedKeptSuppression)).not.toBeInTheDocument();
    expect(server.requests.filter((r) => r.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/manage/erase', body: { token: TOKEN } },
    ]);
  });

  it('names the kept suppression code to a person who had unsubscribed', async () => {
    const erased: ErasureResponse = { handle: 'ana', handle_held_until: null, handle_held_for_ever: false, suppression: 'unsubscribed' };
    server = stubFetch((request) => (request.method === 'GET' ? { status: 200, body: { handle: 'ana' } } : { status: 200, body: erased }));
    openLink();
    expect(await screen.findByText(text.eraseAsk('ana'))).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: text.eraseButton }));

    expect(await screen.findByRole('listitem')).toHaveTextContent(text.erasedKeptUnsubscribe);
  });
});
