import { Alert, Box, Button, TextField } from '@mui/material';
import { messages } from '../messages';

type SecretNoticeProps = {
  secret: string;
  onDone: () => void;
};

/** A signing secret, which the server shows this once: the admin copies it before moving on. */
export const SecretNotice = ({ secret, onDone }: SecretNoticeProps) => (
  <Box sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 640 }}>
    <Alert severity="warning">{messages.webhookSecretOnce}</Alert>
    <TextField
      label={messages.webhookSecretLabel}
      value={secret}
      slotProps={{ htmlInput: { readOnly: true, spellCheck: false }, input: { sx: { fontFamily: 'monospace' } } }}
      onFocus={(event) => event.target.select()}
      fullWidth
    />
    <Box>
      <Button variant="contained" onClick={onDone}>
        {messages.webhookSecretDone}
      </Button>
    </Box>
  </Box>
);
