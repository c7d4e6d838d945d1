import type { WebhookRecord } from '@gameshift/contracts';
import { Chip, Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { webhookText } from '../messages';

/** Enabled, or disabled with the reason the server gave (failing for 24 hours straight). */
export const WebhookStateField = () => {
  const record = useRecordContext<WebhookRecord>();
  if (!record) return null;
  if (record.enabled) return <Chip size="small" color="success" label={webhookText.enabled} />;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Chip size="small" color="error" label={webhookText.disabledState} />
      {record.disabled_reason && <Typography variant="body2">{record.disabled_reason}</Typography>}
    </Stack>
  );
};
