import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { AdminContext, useLocation } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { adminText } from '../messages';
import { SessionWarning } from './SessionWarning';
import { clearSession, hasValidSession, msUntilExpiry, readSession, storeSession, tokenExpiry } from './sessionStore';

const MINUTE_MS = 60_000;

function base64Url(value: string): string {
  return btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A token shaped like the server's; its signature is the server's business, not the portal's. */
function tokenExpiringAt(epochMs: number): string {
  const payload = base64Url(JSON.stringify({ sub: 'admin-1', exp: Math.floor(epochMs / 1000) }));
  return `${base64Url('{"alg":"HS256","typ":"JWT"}')}.${payload}.signature`;
}

describe('the session store', () => {
  afterEach(() => clearSession());

  it('reads the expiry from the token', () => {
    expect(tokenExpiry(tokenExpiringAt(1_700_000_000_000))).toBe(1_700_000_000_000);
  });

  it.each(['', 'not-a-token', 'a.b', 'a.%%%.c', `a.${base64Url('{"exp":"soon"}')}.c`, `a.${base64Url('{}')}.c`])(
    'reads no expiry from %p',
    (token) => {
      expect(tokenExpiry(token)).toBeNull();
    },
  );

  it('has a valid session until the token expires, and none after', () => {
    const expiresAt = Math.floor((Date.now() + 30 * MINUTE_MS) / 1000) * 1000;
    storeSession(tokenExpiringAt(expiresAt), 'ops@example.com');
    expect(readSession()).toMatchObject({ email: 'ops@example.com', expiresAt });
    expect(hasValidSession(expiresAt - 1)).toBe(true);
    expect(hasValidSession(expiresAt)).toBe(false);
    expect(msUntilExpiry(expiresAt - 5000)).toBe(5000);
  });

  it('keeps the session entries under their names and clears them all', () => {
    storeSession(tokenExpiringAt(Date.now() + MINUTE_MS), 'ops@example.com');
    expect(window.sessionStorage.getItem('admin_authenticated')).toBe('true');
    expect(window.sessionStorage.getItem('admin_email')).toBe('ops@example.com');
    clearSession();
    expect(window.sessionStorage.length).toBe(0);
    expect(msUntilExpiry()).toBeNull();
  });
});

function WhereAmI() {
  const location = useLocation();
  const state = location.state as { nextPathname?: string; nextSearch?: string } | null;
  return (
    <output aria-label="location">
      {location.pathname} from {state?.nextPathname ?? '-'}
      {state?.nextSearch ?? ''}
    </output>
  );
}

function renderGuardedPage() {
  render(
    <StrictMode>
      <MemoryRouter initialEntries={['/reservations?page=2']}>
        <AdminContext>
          <SessionWarning />
          <WhereAmI />
        </AdminContext>
      </MemoryRouter>
    </StrictMode>,
  );
}

describe(SessionWarning.name, () => {
  beforeEach(() => clearSession());

  it('says nothing while more than ten minutes are left', () => {
    storeSession(tokenExpiringAt(Date.now() + 30 * MINUTE_MS), 'ops@example.com');
    renderGuardedPage();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/reservations from -');
  });

  it('warns with the minutes left once ten or fewer remain', () => {
    storeSession(tokenExpiringAt(Date.now() + 5 * MINUTE_MS + 30_000), 'ops@example.com');
    renderGuardedPage();
    expect(screen.getByRole('alert')).toHaveTextContent(adminText.sessionExpiresIn(6));
    expect(screen.getByRole('button', { name: adminText.signInAgain })).toBeInTheDocument();
  });

  it('ends an expired session at once and sends the admin to sign in, remembering the page', async () => {
    storeSession(tokenExpiringAt(Date.now() - 1000), 'ops@example.com');
    renderGuardedPage();
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/ from /reservations?page=2'));
    expect(window.sessionStorage.getItem('admin_token')).toBeNull();
  });

  it('ends the session the moment the token lapses, between the minute checks', async () => {
    storeSession(tokenExpiringAt(Date.now() + 1500), 'ops@example.com');
    renderGuardedPage();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/reservations from -');
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/ from /reservations?page=2'), {
      timeout: 8000,
    });
    expect(hasValidSession()).toBe(false);
  });
});
