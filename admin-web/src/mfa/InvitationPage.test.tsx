import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { InvitationDetails } from '@gameshift/contracts';
import { stubFetch, type FetchStub } from '../../../jest/fetchStub';
import { SignInScreen } from '../login/SignInScreen';
import { adminText } from '../messages';
import { InvitationPage } from './InvitationPage';

const INVITATION: InvitationDetails = { email: 'new.operator@example.com', role: 'operator', expires_at: '2030-01-01T00:00:00.000Z' };

// The first render of react-admin in jsdom takes seconds on a busy machine.
jest.setTimeout(20_000);

describe('InvitationPage', () => {
  let server: FetchStub;

  beforeEach(() => {
    window.sessionStorage.clear();
    server = stubFetch((request) =>
      request.path === '/api/admin-invitations/lookup' ? { status: 200, body: INVITATION } : { status: 204 },
    );
  });
  afterEach(() => server.restore());

  it('hands its address to the sign-in page it leads to, which then asks only for the password', async () => {
    const user = userEvent.setup({ delay: null });
    const invitation = render(
      <StrictMode>
        <MemoryRouter initialEntries={['/invite/token-from-the-mail']}>
          <Routes>
            <Route path="/invite/:token" element={<InvitationPage />} />
          </Routes>
        </MemoryRouter>
      </StrictMode>,
    );
    // Pasted, as a password manager fills it: typing it key by key takes MUI seconds in jsdom.
    await user.click(await screen.findByLabelText(/^New password/));
    await user.paste('operator-password-1');
    await user.click(screen.getByLabelText(/^Repeat the password/));
    await user.paste('operator-password-1');
    await user.click(screen.getByRole('button', { name: adminText.inviteSubmit }));
    expect(await screen.findByRole('link', { name: adminText.goToSignIn })).toHaveAttribute('href', '/admin');
    expect(server.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/api/admin-invitations/accept',
      body: { token: 'token-from-the-mail', password: 'operator-password-1' },
    });

    // "Go to sign-in" is a full page load: the sign-in page starts afresh, in the same tab.
    invitation.unmount();
    render(
      <StrictMode>
        <MemoryRouter initialEntries={['/']}>
          <SignInScreen />
        </MemoryRouter>
      </StrictMode>,
    );
    expect(await screen.findByRole('textbox', { name: adminText.email })).toHaveValue(INVITATION.email);
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
  });
});
