import { Button, IconButton, useMediaQuery, type Theme } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { useLogout } from 'react-admin';
import { adminText } from '../messages';

export const SignOutButton = () => {
  const logout = useLogout();
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // A deliberate sign-out starts the next session on the dashboard, not on this page.
  const handleClick = () => {
    void logout({}, undefined, false);
  };
  // A phone shows the icon alone, leaving the title bar's width to the page's title; the name stays.
  if (isNarrow) {
    return (
      <IconButton color="inherit" aria-label={adminText.signOut} onClick={handleClick}>
        <LogoutIcon />
      </IconButton>
    );
  }
  return (
    <Button color="inherit" startIcon={<LogoutIcon />} onClick={handleClick}>
      {adminText.signOut}
    </Button>
  );
};
