import { Box, Typography, type Theme } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal, useGetIdentity, type AppBarProps } from 'react-admin';
import { adminText } from '../messages';
import { SignOutButton } from './SignOutButton';

/**
 * react-admin's refresh button, which turns into a spinner while the page loads its data; the
 * spinner is a progressbar, and a progressbar needs a name to be announced (axe's
 * aria-progressbar-name), which react-admin leaves out.
 */
export const PortalLoadingIndicator = () => <LoadingIndicator aria-label={adminText.loading} />;

const Toolbar = () => {
  const { identity } = useGetIdentity();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <PortalLoadingIndicator />
      {identity?.fullName && (
        <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
          {identity.fullName}
        </Typography>
      )}
      <SignOutButton />
    </Box>
  );
};

// On a phone a long title ("Write an announcement") takes two smaller lines instead of being cut.
const titleSx = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    fontSize: '1.05rem',
    lineHeight: 1.25,
    whiteSpace: 'normal',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
  },
});

export const AdminAppBar = (props: AppBarProps) => (
  <AppBar {...props} userMenu={false} toolbar={<Toolbar />}>
    {/* The page title doubles as the page's main heading. */}
    <TitlePortal component="h1" sx={titleSx} />
  </AppBar>
);
