import { Alert, Button } from '@mui/material';
import { useLogout } from 'react-admin';
import { ADMIN_SESSION } from '@gameshift/contracts';
import { adminText } from '../messages';
import { useSessionExpiry } from './useSessionExpiry';

const MINUTE_MS = 60_000;

/** Watches the session on every guarded page and warns once ten minutes or fewer are left. */
export const SessionWarning = () => {
  const remainingMs = useSessionExpiry();
  const logout = useLogout();

  if (remainingMs === null || remainingMs <= 0 || remainingMs > ADMIN_SESSION.warningBeforeExpiryMs) {
    return null;
  }

  // Signing in again from here should land the admin back on this page.
  const handleSignInAgain = () => {
    void logout({}, undefined, true);
  };

  return (
    <Alert
      severity="warning"
      sx={{ my: 1 }}
      action={
        <Button color="inherit" size="small" onClick={handleSignInAgain}>
          {adminText.signInAgain}
        </Button>
      }
    >
      {adminText.sessionExpiresIn(Math.max(1, Math.ceil(remainingMs / MINUTE_MS)))}
    </Alert>
  );
};
