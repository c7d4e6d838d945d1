import { Button } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout } from 'react-admin';
import { adminText } from '../messages';

export const SignOutButton = () => {
  const logout = useLogout();
  // A deliberate sign-out starts the next session on the dashboard, not on this page.
  const handleClick = () => {
    void logout({}, undefined, false);
  };
  return (
    <Button color="inherit" startIcon={<LogoutIcon />} onClick={handleClick}>
      {adminText.signOut}
    </Button>
  );
};
