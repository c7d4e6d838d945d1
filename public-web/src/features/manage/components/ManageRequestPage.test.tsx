import { createManageMessages, loadPageCatalogue, MANAGE_API_ROUTES } from '@gameshift/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { stubFetch, type FetchStub } from '../../../../../jest/fetchStub';
import { config } from '../../../lib/config';
import { LocaleProvider } from '../../../lib/locale';
import { createTranslator, type Translator } from '../../../lib/translator';
import { messages as englishMessages } from '../../../messages';
import ManageRequestPage from './ManageRequestPage';

const SENT = 'Si esa dirección tiene una reserva, te hemos enviado un enlace.';

describe(ManageRequestPage.name, () => {
  let translate: Translator;
  let server: FetchStub;

  beforeAll(async () => {
    translate = createTranslator(await loadPageCatalogue('es'), config.productName);
  });

  beforeEach(() => {
    // The server's wording for a refused address, which the page must not need to show.
    server = stubFetch((request) =>
      request.path === MANAGE_API_ROUTES.request && /@.+\./.test(String((request.body as { email: string }).email))
        ? { status: 200, body: { message: SENT } }
        : { status: 400, body: { error: 'Envía la dirección de correo de tu reserva', field: 'email' } },
    );
  });

  afterEach(() => server.restore());

  function renderInSpanish() {
    render(
      <StrictMode>
        <LocaleProvider locale="es" translate={translate}>
          <ManageRequestPage />
        </LocaleProvider>
      </StrictMode>,
    );
    return translate(englishMessages, 'public');
  }

  it("says what is wrong with the address in the visitor's language, before asking the server", async () => {
    const messages = renderInSpanish();
    const field = screen.getByRole('textbox');

    await userEvent.type(field, 'ana@correo');
    await userEvent.keyboard('{Enter}');

    expect(screen.getByRole('alert')).toHaveTextContent(messages.emailInvalid);
    expect(field).toHaveAccessibleDescription(messages.emailInvalid);
    expect(server.requests).toEqual([]);
  });

  it('moves focus to the confirmation once the link is asked for', async () => {
    renderInSpanish();

    await userEvent.type(screen.getByRole('textbox'), 'ana@example.com');
    await userEvent.keyboard('{Enter}');

    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveFocus();
  });

  it('names the address the link was asked for, in words that do not say whether it has a reservation', async () => {
    renderInSpanish();
    const manage = translate(createManageMessages(config.productName), 'manage');

    await userEvent.type(screen.getByRole('textbox'), 'ana@example.com');
    await userEvent.keyboard('{Enter}');

    // The same sentence for an address with a reservation and one without: only the typed address is in it.
    expect(await screen.findByRole('status')).toHaveTextContent(manage.manageLinkSentTo('ana@example.com'));
    await userEvent.click(screen.getByRole('button', { name: manage.manageOtherAddress }));
    expect(screen.getByRole('textbox')).toHaveFocus();
    expect(screen.getByRole('textbox')).toHaveValue('ana@example.com');
  });
});
