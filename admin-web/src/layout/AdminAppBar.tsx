import { Box, Typography, type Theme } from '@mui/material';
import { AppBar, LoadingIndicator, TitlePortal, useGetIdentity, type AppBarProps } from 'react-admin';
import { SignOutButton } from './SignOutButton';

const Toolbar = () => {
  const { identity } = useGetIdentity();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <LoadingIndicator />
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
