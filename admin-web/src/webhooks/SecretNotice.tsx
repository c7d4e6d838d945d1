import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { webhookText } from '../messages';

type SecretNoticeProps = {
  secret: string;
  /** The endpoint the secret signs for. */
  url: string;
  /** For a dialog that names itself by this heading. */
  headingId?: string;
  onDone: () => void;
};

/** A signing secret, which the server shows this once: the admin copies it before moving on. */
export const SecretNotice = ({ secret, url, headingId, onDone }: SecretNoticeProps) => {
  const notify = useNotify();
  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      notify(webhookText.secretCopied, { type: 'success' });
    } catch {
      notify(webhookText.secretCopyFailed, { type: 'error' });
    }
  };
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 640 }}>
      <Box>
        <Typography variant="h6" component="h2" id={headingId}>
          {webhookText.secretHeading}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {url}
        </Typography>
      </Box>
      <Alert severity="warning">{webhookText.secretOnce}</Alert>
      <TextField
        label={webhookText.secretLabel}
        value={secret}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false }, input: { sx: { fontFamily: 'monospace' } } }}
        onFocus={(event) => event.target.select()}
        fullWidth
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => void handleCopy()}>
          {webhookText.secretCopy}
        </Button>
        <Button onClick={onDone}>{webhookText.secretDone}</Button>
      </Stack>
    </Box>
  );
};
