import { QueryClient } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { CoreAdminContext } from 'react-admin';
import { authProvider } from '../authProvider';
import { theme } from '../theme';
import { LoginPage } from './LoginPage';

const signInTheme = createTheme(theme);
const queryClient = new QueryClient();

/**
 * The sign-in page on its own: react-admin's core (for useLogin and the auth provider) and the few
 * MUI parts the form uses, without the portal's layout, lists and charts, which load after sign-in.
 */
export const SignInScreen = () => (
  <CoreAdminContext authProvider={authProvider} queryClient={queryClient}>
    <ThemeProvider theme={signInTheme}>
      <CssBaseline />
      <LoginPage />
    </ThemeProvider>
  </CoreAdminContext>
);
