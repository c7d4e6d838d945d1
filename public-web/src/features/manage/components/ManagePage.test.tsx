import { createManageMessages, loadPageCatalogue, type ManagedReservation } from '@gameshift/contracts';
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { stubFetch, type FetchStub } from '../../../../../jest/fetchStub';
import { config } from '../../../lib/config';
import { LocaleProvider } from '../../../lib/locale';
import { createTranslator, type Translator } from '../../../lib/translator';
import ManagePage from './ManagePage';

const TOKEN = 'm'.repeat(43);

const RESERVATION: ManagedReservation = {
  handle: 'ana',
  email: 'ana.garcia@correo.example',
  status: 'verified',
  created_at: '2026-11-20T10:00:00.000Z',
  confirmed_at: '2026-11-20T10:05:00.000Z',
  announcements: 'subscribed',
};

describe(ManagePage.name, () => {
  let translate: Translator;
  let text: ReturnType<typeof createManageMessages>;
  let server: FetchStub | undefined;

  beforeAll(async () => {
    translate = createTranslator(await loadPageCatalogue('es'), config.productName);
    text = translate(createManageMessages(config.productName), 'manage');
  });

  afterEach(() => server?.restore());

  it('after asking to delete, says to check the inbox at the address’s domain and that nothing is deleted yet', async () => {
    server = stubFetch((request) =>
      request.method === 'DELETE' ? { status: 202, body: { message: text.manageCheckMail } } : { status: 200, body: RESERVATION },
    );
    render(
      <StrictMode>
        <LocaleProvider locale="es" translate={translate}>
          <MemoryRouter initialEntries={[`/manage/${TOKEN}`]}>
            <Routes>
              <Route path="/manage/:token" element={<ManagePage />} />
            </Routes>
          </MemoryRouter>
        </LocaleProvider>
      </StrictMode>,
    );

    await userEvent.click(await screen.findByRole('button', { name: text.manageDelete }));

    const title = await screen.findByRole('heading', { name: text.eraseRequestedTitle });
    expect(title).toHaveFocus();
    expect(screen.getByText(text.eraseRequestedText('correo.example'))).toBeInTheDocument();
    expect(screen.getByText(text.eraseNothingYet)).toBeInTheDocument();
    // Not the look of a thing done: the panel is not the success one.
    expect(title.closest('section')).not.toHaveClass('status-panel--success');

    await userEvent.click(screen.getByRole('button', { name: text.eraseBackToManage }));
    expect(screen.getByRole('heading', { name: text.manageTitle })).toHaveFocus();
  });
});
