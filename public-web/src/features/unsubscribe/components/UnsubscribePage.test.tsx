import { createSuppressionMessages, loadPageCatalogue } from '@gameshift/contracts';
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { stubFetch, type FetchStub } from '../../../../../jest/fetchStub';
import { config } from '../../../lib/config';
import { LocaleProvider } from '../../../lib/locale';
import { createTranslator, type Translator } from '../../../lib/translator';
import UnsubscribePage from './UnsubscribePage';

const TOKEN = '0b6c1f7e-8f5e-4d8a-9a51-4b0f3c2d1e00.signature';
const BASE = `/api/unsubscribe/${encodeURIComponent(TOKEN)}`;

describe(UnsubscribePage.name, () => {
  let translate: Translator;
  let text: ReturnType<typeof createSuppressionMessages>;
  let server: FetchStub | undefined;

  beforeAll(async () => {
    translate = createTranslator(await loadPageCatalogue('es'), config.productName);
    text = translate(createSuppressionMessages(config.productName), 'suppression');
  });

  afterEach(() => server?.restore());

  function openLink() {
    render(
      <StrictMode>
        <LocaleProvider locale="es" translate={translate}>
          <MemoryRouter initialEntries={[`/unsubscribe/${TOKEN}`]}>
            <Routes>
              <Route path="/unsubscribe/:token" element={<UnsubscribePage />} />
            </Routes>
          </MemoryRouter>
        </LocaleProvider>
      </StrictMode>,
    );
  }

  it('names the reservation, stops announcements, and undoes it from the same page', async () => {
    let announcements = 'subscribed';
    server = stubFetch((request) => {
      if (request.method === 'GET') return { status: 200, body: { handle: 'ana', announcements } };
      announcements = request.path.endsWith('/resubscribe') ? 'subscribed' : 'unsubscribed';
      return { status: 200, body: request.path.endsWith('/resubscribe') ? { announcements } : { unsubscribed: true } };
    });
    openLink();

    expect(await screen.findByText(text.unsubscribeAbout('ana'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: text.unsubscribeButton }));
    expect(await screen.findByRole('heading', { name: text.unsubscribedTitle })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: text.resubscribeButton }));
    expect(await screen.findByRole('heading', { name: text.resubscribedTitle })).toHaveFocus();
    expect(screen.getByText(text.unsubscribeAbout('ana'))).toBeInTheDocument();
    expect(server.requests.map((r) => `${r.method} ${r.path}`).filter((r) => r.startsWith('POST'))).toEqual([
      `POST ${BASE}`,
      `POST ${BASE}/resubscribe`,
    ]);
  });

  it('says a changed link is not valid before offering any button', async () => {
    server = stubFetch(() => ({ status: 404, body: { code: 'unsubscribe_link_invalid', error: text.unsubscribeLinkInvalid } }));
    openLink();

    expect(await screen.findByRole('heading', { name: text.unsubscribeInvalidTitle })).toHaveFocus();
    expect(screen.queryByRole('button', { name: text.unsubscribeButton })).not.toBeInTheDocument();
  });
});
