import { Box, Typography } from '@mui/material';
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

export const AdminAppBar = (props: AppBarProps) => (
  <AppBar {...props} userMenu={false} toolbar={<Toolbar />}>
    {/* The page title doubles as the page's main heading. */}
    <TitlePortal component="h1" />
  </AppBar>
);
