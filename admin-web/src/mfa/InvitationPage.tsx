import { useEffect, useState, type FormEvent } from 'react';
import type { InvitationDetails } from '@gameshift/contracts';
import { Alert, Box, Button, Link, Stack, TextField } from '@mui/material';
import { useParams } from 'react-router-dom';
import { AuthCard } from '../components/AuthCard';
import { acceptInvitation, lookUpInvitation } from './mfaApi';
import { adminText, messages } from '../messages';
import { rememberSignInEmail } from '../session/sessionStore';

const MIN_PASSWORD = 12;

/**
 * /admin/invite/:token: an invited admin chooses a password with the emailed link (single use, 24 h).
 * The page first says which address the account is for (the one to sign in with), and carries it
 * in a username field so a password manager saves the new password under it.
 */
export const InvitationPage = () => {
  const { token = '' } = useParams();
  const [invitation, setInvitation] = useState<InvitationDetails | null>(null);
  const [lookUpFailed, setLookUpFailed] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    let current = true;
    lookUpInvitation(token).then(
      (details) => current && setInvitation(details),
      (caught: unknown) =>
        current && setLookUpFailed(caught instanceof Error && caught.message ? caught.message : messages.invitationInvalid),
    );
    return () => {
      current = false;
    };
  }, [token]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (password.length < MIN_PASSWORD) return setError(messages.adminPasswordTooShort);
    if (password !== repeat) return setError(adminText.passwordsDiffer);
    setBusy(true);
    setError(null);
    try {
      await acceptInvitation(token, password);
      if (invitation) rememberSignInEmail(invitation.email);
      setDone(true);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : messages.invitationInvalid);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={adminText.inviteTitle} intro={done ? undefined : adminText.inviteIntro}>
      {done ? (
        <Stack spacing={2}>
          <Alert severity="success">{adminText.inviteDone}</Alert>
          {/* Full page load: the sign-in page starts from a clean portal. */}
          <Button variant="contained" href="/admin">
            {adminText.goToSignIn}
          </Button>
        </Stack>
      ) : lookUpFailed ? (
        <Alert severity="error" role="alert">
          {lookUpFailed}
        </Alert>
      ) : !invitation ? (
        <Alert severity="info">{adminText.inviteChecking}</Alert>
      ) : (
        <form noValidate onSubmit={(event) => void handleSubmit(event)} aria-label={adminText.inviteTitle}>
          <Stack spacing={1}>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
            <Alert severity="info">{adminText.inviteFor(invitation.email, adminText.roleNames[invitation.role] ?? invitation.role)}</Alert>
            <TextField
              id="invite-email"
              label={adminText.email}
              type="email"
              autoComplete="username"
              value={invitation.email}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <TextField
              id="invite-password"
              label={adminText.newPassword}
              type="password"
              autoComplete="new-password"
              required
              autoFocus
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              disabled={busy}
            />
            <TextField
              id="invite-repeat"
              label={adminText.repeatPassword}
              type="password"
              autoComplete="new-password"
              required
              value={repeat}
              onChange={(event) => setRepeat(event.target.value)}
              disabled={busy}
            />
            <Button type="submit" variant="contained" size="large" disabled={busy} aria-busy={busy}>
              {adminText.inviteSubmit}
            </Button>
          </Stack>
        </form>
      )}
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link href="/" underline="hover">
          {adminText.backToMainSite}
        </Link>
      </Box>
    </AuthCard>
  );
};
