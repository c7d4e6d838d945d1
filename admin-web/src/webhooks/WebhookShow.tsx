import type { WebhookDeliveryRecord, WebhookRecord } from '@gameshift/contracts';
import { Box, Button as MuiButton, Dialog, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import {
  Confirm,
  ReferenceManyField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
} from 'react-admin';
import { webhookText } from '../messages';
import { failureReason, useCustomAction } from '../components/useCustomAction';
import { DeliveryList } from './DeliveryList';
import { SecretNotice } from './SecretNotice';
import { WebhookStateField } from './WebhookStateField';
import { rotateWebhook } from './webhookApi';

/** While a delivery is pending its attempts are fetched again this often, so a retry or a redelivery shows as it happens. */
const PENDING_POLL_MS = 2000;

/** Enable or disable: enabling again clears the reason it was disabled. */
const EnableButton = () => {
  const record = useRecordContext<WebhookRecord>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<WebhookRecord>();
  if (!record) return null;
  const handleClick = () =>
    void update(
      'webhooks',
      { id: record.id, data: { enabled: !record.enabled }, previousData: record },
      { mutationMode: 'pessimistic', onError: (error) => notify(failureReason(error), { type: 'error' }) },
    );
  return (
    <MuiButton onClick={handleClick} disabled={isPending}>
      {record.enabled ? webhookText.disable : webhookText.enable}
    </MuiButton>
  );
};

/** A new signing secret after a confirmation, shown once in a dialog. */
const RotateButton = () => {
  const record = useRecordContext<WebhookRecord>();
  const refresh = useRefresh();
  const [secret, setSecret] = useState<string | null>(null);
  const headingId = useId();
  // The page is fetched again once the secret is put away, not while it shows.
  const rotate = useCustomAction({
    call: rotateWebhook,
    success: webhookText.rotated,
    onSuccess: (rotated) => setSecret(rotated.secret),
    refresh: false,
  });
  if (!record) return null;
  const handleDone = () => {
    setSecret(null);
    refresh();
  };
  return (
    <>
      <MuiButton onClick={rotate.ask} disabled={rotate.isPending}>
        {webhookText.rotate}
      </MuiButton>
      <Confirm {...rotate.confirmProps(record.id)} title={webhookText.rotate} content={webhookText.rotateConfirm} />
      <Dialog open={secret !== null} aria-labelledby={headingId}>
        {secret !== null && <SecretNotice secret={secret} url={record.url} headingId={headingId} onDone={handleDone} />}
      </Dialog>
    </>
  );
};

const Actions = () => (
  <TopToolbar>
    <EnableButton />
    <RotateButton />
  </TopToolbar>
);

/** One endpoint: its state and events, Enable or Disable, Rotate, and its deliveries with every attempt. */
export const WebhookShow = () => (
  <Show actions={<Actions />}>
    <SimpleShowLayout>
      <TextField source="url" label={webhookText.colUrl} sx={{ overflowWrap: 'anywhere' }} />
      <Stack direction="row" spacing={1}>
        <WebhookStateField />
      </Stack>
      <EventsField />
      <Box>
        <Typography variant="h6" component="h2">
          {webhookText.deliveries}
        </Typography>
        <ReferenceManyField<WebhookRecord, WebhookDeliveryRecord>
          reference="webhook-deliveries"
          target="webhook_id"
          sort={{ field: 'created_at', order: 'DESC' }}
          perPage={50}
          queryOptions={{
            refetchInterval: (query) =>
              query.state.data?.data.some((delivery) => delivery.status === 'pending') ? PENDING_POLL_MS : false,
          }}
        >
          <DeliveryList />
        </ReferenceManyField>
      </Box>
    </SimpleShowLayout>
  </Show>
);

const EventsField = () => {
  const record = useRecordContext<WebhookRecord>();
  return record ? <Typography variant="body2">{record.events.join(', ')}</Typography> : null;
};
