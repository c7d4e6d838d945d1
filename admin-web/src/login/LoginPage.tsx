import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert, Box, Button, Link, Stack, TextField } from '@mui/material';
import { AuthCard } from '../components/AuthCard';
import { Navigate, useLocation, useLogin } from 'react-admin';
import { SecondFactorNeeded } from '../authProvider';
import { adminText, messages } from '../messages';
import { clearSession, hasValidSession, rememberedSignInEmail } from '../session/sessionStore';
import { nextLocation } from './nextLocation';
import { validateLogin, type LoginErrors, type LoginValues } from './validateLogin';

/** The sign-in page at /admin: email and password, then the second factor where one is set up. */
export const LoginPage = () => {
  const location = useLocation();
  const login = useLogin();
  const target = nextLocation(location.state);
  // Read once: after a successful sign-in useLogin navigates, and this page must not race it.
  const [signedInOnArrival] = useState(() => hasValidSession());
  // An invited admin arrives with the address they just set a password for: only the password is asked.
  const [values, setValues] = useState<LoginValues>(() => ({ email: rememberedSignInEmail(), password: '' }));
  const [emailGiven] = useState(() => values.email !== '');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Shown once the password was right and the account has a second factor.
  const [codeStep, setCodeStep] = useState(false);
  const [code, setCode] = useState('');
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (codeStep) codeRef.current?.focus();
  }, [codeStep]);

  // Leftovers of a lapsed session (say, a tab that slept past expiry) go as soon as it is clear they are stale.
  useEffect(() => {
    if (!signedInOnArrival) clearSession();
  }, [signedInOnArrival]);

  if (signedInOnArrival) return <Navigate to={target} replace />;

  const handleChange = (field: keyof LoginValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = validateLogin(values);
    setErrors(found);
    setServerError(null);
    if (found.email) {
      emailRef.current?.focus();
      return;
    }
    if (found.password) {
      passwordRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await login({ email: values.email.trim(), password: values.password, ...(codeStep && { code: code.trim() }) }, target);
    } catch (error) {
      if (error instanceof SecondFactorNeeded) {
        // The first time it is a question, not a mistake: the code field says what to type.
        setServerError(codeStep ? error.message : null);
        setCodeStep(true);
        setCode('');
        codeRef.current?.focus();
      } else {
        setServerError(error instanceof Error && error.message ? error.message : messages.loginError);
      }
      setBusy(false);
    }
  };

  return (
    <AuthCard title={adminText.signInHeading} intro={adminText.signInIntro}>
      <form noValidate onSubmit={handleSubmit} aria-label={messages.signIn}>
        <Stack spacing={1}>
          {serverError && (
            <Alert severity="error" role="alert" id="login-error">
              {serverError}
            </Alert>
          )}
          <TextField
            id="login-email"
            label={adminText.email}
            type="email"
            name="email"
            autoComplete="username"
            autoFocus={!emailGiven}
            required
            value={values.email}
            onChange={handleChange('email')}
            error={Boolean(errors.email)}
            helperText={errors.email}
            inputRef={emailRef}
            disabled={busy}
          />
          <TextField
            id="login-password"
            label={adminText.password}
            type="password"
            name="password"
            autoComplete="current-password"
            autoFocus={emailGiven}
            required
            value={values.password}
            onChange={handleChange('password')}
            error={Boolean(errors.password)}
            helperText={errors.password}
            inputRef={passwordRef}
            disabled={busy}
          />
          {codeStep && (
            <TextField
              id="login-code"
              label={adminText.code}
              name="code"
              autoComplete="one-time-code"
              required
              value={code}
              onChange={(event: ChangeEvent<HTMLInputElement>) => setCode(event.target.value)}
              helperText={adminText.codeHelp}
              inputRef={codeRef}
              disabled={busy}
              slotProps={{ htmlInput: { inputMode: 'text', maxLength: 32, spellCheck: false } }}
            />
          )}
          <Button type="submit" variant="contained" size="large" disabled={busy} aria-busy={busy}>
            {busy ? messages.signingIn : messages.signIn}
          </Button>
        </Stack>
      </form>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        {/* The public site lives outside the portal's router, so this is a plain link. */}
        <Link href="/" underline="hover">
          {adminText.backToMainSite}
        </Link>
      </Box>
    </AuthCard>
  );
};
