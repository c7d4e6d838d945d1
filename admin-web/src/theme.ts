import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { adminText } from './messages';

/** The CSP allows no external fonts, so the portal uses what the operating system ships. */
const SYSTEM_FONT_STACK = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
].join(',');

const baseTypography = defaultLightTheme.typography;

export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    // MUI's default blues fall just short of 4.5:1 on the page and input backgrounds; these clear it.
    primary: { light: '#5e92f3', main: '#1565c0', dark: '#003c8f', contrastText: '#fff' },
    secondary: { light: '#5e92f3', main: '#0d47a1', dark: '#002171', contrastText: '#fff' },
    // Warning notifications carry white text, which MUI's default orange leaves at 3:1.
    warning: { main: '#b45309', contrastText: '#fff' },
  },
  typography:
    typeof baseTypography === 'function'
      ? (palette) => ({ ...baseTypography(palette), fontFamily: SYSTEM_FONT_STACK })
      : { ...baseTypography, fontFamily: SYSTEM_FONT_STACK },
  components: {
    ...defaultLightTheme.components,
    // A progressbar needs a name to be announced (axe's aria-progressbar-name), and react-admin's
    // set none: the title bar's spinner while a page loads its data, the full page's while the portal
    // starts, a field's bar. A name given where one is drawn still wins.
    MuiCircularProgress: { defaultProps: { 'aria-label': adminText.loading } },
    MuiLinearProgress: { defaultProps: { 'aria-label': adminText.loading } },
  },
};
