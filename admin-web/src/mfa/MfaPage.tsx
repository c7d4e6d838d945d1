import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { HttpError, Navigate, useLogout, useNavigate } from 'react-admin';
import QRCode from 'qrcode';
import type { MfaEnrolment } from '@gameshift/contracts';
import { SIGN_IN_PATH } from '../authProvider';
import { AuthCard } from '../components/AuthCard';
import { confirmMfaEnrolment, getMe, startMfaEnrolment } from './mfaApi';
import { adminText, messages } from '../messages';
import { hasValidSession, readSession, storeSession } from '../session/sessionStore';

type Step = { name: 'intro' } | { name: 'scan'; enrolment: MfaEnrolment; qr: string } | { name: 'codes'; codes: string[] };

const errorText = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/** The secret in groups of four, as authenticator apps show keys. */
const groups = (secret: string) => secret.match(/.{1,4}/g) ?? [secret];

/**
 * /admin/mfa: setting up the second factor. With one already on, a current code of it or a
 * recovery code is asked first: the server replaces a factor only with its proof. The QR code is
 * drawn here, in the browser, from the otpauth URL; the key is shown too, for apps that take it typed. After the first code the ten
 * recovery codes are shown once, and the session continues with a token that opens everything.
 */
export const MfaPage = () => {
  const navigate = useNavigate();
  const logout = useLogout();
  const [session] = useState(() => readSession());
  const [step, setStep] = useState<Step>({ name: 'intro' });
  const [code, setCode] = useState('');
  const [currentCode, setCurrentCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [signedIn] = useState(() => hasValidSession());
  const [enrolled, setEnrolled] = useState<boolean | null>(null);

  useEffect(() => {
    if (!signedIn || session?.enrolling) return;
    let current = true;
    getMe().then(
      (me) => current && setEnrolled(me.mfa),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [signedIn, session]);

  if (!signedIn || !session) return <Navigate to={SIGN_IN_PATH} replace />;

  const handleStart = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      // A confirmed factor is replaced only with its proof; the server says so when it is missing.
      const enrolment = await startMfaEnrolment(enrolled ? currentCode.trim() : undefined);
      setCurrentCode('');
      const qr = await QRCode.toDataURL(enrolment.otpauth_url, { margin: 1, width: 220 });
      setStep({ name: 'scan', enrolment, qr });
    } catch (caught) {
      // Asked before the account was read: the answer itself says a factor exists.
      if (caught instanceof HttpError && (caught.body as { field?: string } | undefined)?.field === 'current_code') setEnrolled(true);
      setError(errorText(caught, adminText.mfaStartFailed));
    } finally {
      setBusy(false);
    }
  };

  const handleConfirm = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const confirmed = await confirmMfaEnrolment(code.trim());
      storeSession(confirmed.token, session.email, session.role, false);
      setStep({ name: 'codes', codes: confirmed.recovery_codes });
    } catch (caught) {
      setError(errorText(caught, messages.mfaCodeInvalid));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={adminText.mfaTitle} intro={adminText.mfaIntro}>
      <Stack spacing={2}>
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}
        {step.name === 'intro' && (
          <form noValidate onSubmit={(event) => void handleStart(event)} aria-label={adminText.mfaTitle}>
            <Stack spacing={2}>
              {session.enrolling && <Alert severity="info">{adminText.mfaRequiredIntro}</Alert>}
              {enrolled && <Typography variant="body2">{adminText.mfaEnrolled}</Typography>}
              {enrolled && (
                <TextField
                  id="mfa-current-code"
                  label={adminText.mfaCurrentCodeLabel}
                  helperText={adminText.mfaCurrentCodeHelp}
                  name="current_code"
                  autoComplete="one-time-code"
                  required
                  value={currentCode}
                  onChange={(event) => setCurrentCode(event.target.value)}
                  disabled={busy}
                  slotProps={{ htmlInput: { maxLength: 32, autoCapitalize: 'none', spellCheck: false } }}
                />
              )}
              <Button type="submit" variant="contained" size="large" disabled={busy} aria-busy={busy}>
                {enrolled ? adminText.mfaStartAgain : adminText.mfaStart}
              </Button>
            </Stack>
          </form>
        )}
        {step.name === 'scan' && (
          <form noValidate onSubmit={(event) => void handleConfirm(event)} aria-label={adminText.mfaTitle}>
            <Stack spacing={2}>
              <Typography variant="body2">{adminText.mfaScan}</Typography>
              <Box component="img" src={step.qr} alt={adminText.mfaQrAlt} sx={{ width: 220, height: 220, alignSelf: 'center' }} />
              <Box>
                <Typography variant="caption" color="text.secondary" component="p" id="mfa-key-label">
                  {adminText.mfaKey}
                </Typography>
                <Typography
                  component="p"
                  aria-labelledby="mfa-key-label"
                  data-secret={step.enrolment.secret}
                  sx={{ fontFamily: 'monospace' }}
                >
                  {/* A line may break between groups, never inside one, so each group can be typed as seen. */}
                  {groups(step.enrolment.secret).map((group, i) => (
                    <span key={i}>
                      {i > 0 && ' '}
                      <span style={{ whiteSpace: 'nowrap' }}>{group}</span>
                    </span>
                  ))}
                </Typography>
              </Box>
              <TextField
                id="mfa-code"
                label={adminText.mfaCodeLabel}
                name="code"
                autoComplete="one-time-code"
                required
                autoFocus
                value={code}
                onChange={(event) => setCode(event.target.value)}
                disabled={busy}
                slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, pattern: '[0-9]*' } }}
              />
              <Button type="submit" variant="contained" size="large" disabled={busy} aria-busy={busy}>
                {adminText.mfaConfirm}
              </Button>
            </Stack>
          </form>
        )}
        {step.name === 'codes' && (
          <>
            <Typography component="h2" variant="h6">
              {adminText.recoveryTitle}
            </Typography>
            <Typography variant="body2">{adminText.recoveryIntro}</Typography>
            <Box component="ul" aria-label={adminText.recoveryTitle} sx={{ fontFamily: 'monospace', columns: 2, pl: 3, m: 0 }}>
              {step.codes.map((recoveryCode) => (
                <li key={recoveryCode}>{recoveryCode}</li>
              ))}
            </Box>
            <CopyCodesButton codes={step.codes} />
            <Button variant="contained" size="large" onClick={() => navigate('/dashboard', { replace: true })}>
              {adminText.recoveryDone}
            </Button>
          </>
        )}
        {step.name !== 'codes' && (
          <Box sx={{ textAlign: 'center' }}>
            {session.enrolling ? (
              <Link component="button" type="button" underline="hover" onClick={() => void logout()}>
                {adminText.useAnotherAccount}
              </Link>
            ) : (
              <Link component="button" type="button" underline="hover" onClick={() => navigate('/dashboard')}>
                {adminText.dashboard}
              </Link>
            )}
          </Box>
        )}
      </Stack>
    </AuthCard>
  );
};

type CopyCodesButtonProps = { codes: string[] };

/** Copies every recovery code, one a line, for a password manager or a file; says whether it worked. */
const CopyCodesButton = ({ codes }: CopyCodesButtonProps) => {
  const [outcome, setOutcome] = useState<'copied' | 'failed' | null>(null);
  const handleCopy = () => {
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => setOutcome('copied'),
      () => setOutcome('failed'),
    );
  };
  return (
    <Stack spacing={1}>
      <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={handleCopy}>
        {adminText.recoveryCopy}
      </Button>
      <Typography role="status" variant="body2" color={outcome === 'failed' ? 'error' : 'text.secondary'}>
        {outcome === 'copied' ? adminText.recoveryCopied : outcome === 'failed' ? adminText.recoveryCopyFailed : ''}
      </Typography>
    </Stack>
  );
};
