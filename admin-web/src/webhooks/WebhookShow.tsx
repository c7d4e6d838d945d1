import type { WebhookDeliveryRecord, WebhookRecord } from '@gameshift/contracts';
import { Box, Button as MuiButton, Dialog, List as MuiList, ListItem, Stack, Typography } from '@mui/material';
import { useId, useState } from 'react';
import {
  Confirm,
  DataTable,
  DateField,
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
import { dataProvider } from '../dataProvider';
import { messages } from '../messages';
import { failureReason } from '../reservations/reservationActions';
import { SecretNotice } from './SecretNotice';
import { WebhookStateField } from './WebhookStateField';

const DeliveryColumn = DataTable.Col<WebhookDeliveryRecord>;

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
      {record.enabled ? messages.webhookDisable : messages.webhookEnable}
    </MuiButton>
  );
};

/** A new signing secret after a confirmation, shown once in a dialog. */
const RotateButton = () => {
  const record = useRecordContext<WebhookRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const headingId = useId();
  if (!record) return null;
  const handleConfirm = async () => {
    setAsking(false);
    try {
      setSecret((await dataProvider.rotateWebhook(record.id)).secret);
      notify(messages.webhookRotated, { type: 'success' });
    } catch (error) {
      notify(failureReason(error), { type: 'error' });
    }
  };
  const handleDone = () => {
    setSecret(null);
    refresh();
  };
  return (
    <>
      <MuiButton onClick={() => setAsking(true)}>{messages.webhookRotate}</MuiButton>
      <Confirm
        isOpen={asking}
        title={messages.webhookRotate}
        content={messages.webhookRotateConfirm}
        onConfirm={() => void handleConfirm()}
        onClose={() => setAsking(false)}
      />
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

/** Every attempt of a delivery: the status answered (or none), how long it took, and why it failed. */
export const AttemptsField = () => {
  const record = useRecordContext<WebhookDeliveryRecord>();
  if (!record) return null;
  if (record.attempts.length === 0) return <Typography variant="body2">{messages.webhookAttemptNone}</Typography>;
  return (
    <MuiList dense disablePadding aria-label={messages.webhookAttempts}>
      {record.attempts.map((attempt) => (
        <ListItem key={attempt.id} disableGutters>
          <Typography variant="body2">
            {new Date(attempt.created_at).toLocaleString()} ·{' '}
            {messages.webhookAttemptLine(attempt.status_code, attempt.duration_ms, attempt.error)}
          </Typography>
        </ListItem>
      ))}
    </MuiList>
  );
};

const DeliveryStatusField = () => {
  const record = useRecordContext<WebhookDeliveryRecord>();
  return record ? <span>{messages.webhookDeliveryStatuses[record.status]}</span> : null;
};

/** Sends a delivery again now, same id and body: a delivered one again, or a failing one without waiting for its next retry. */
export const RedeliverButton = () => {
  const record = useRecordContext<WebhookDeliveryRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [sending, setSending] = useState(false);
  if (!record) return null;
  const handleClick = async () => {
    setSending(true);
    try {
      await dataProvider.redeliverWebhook(record.id);
      notify(messages.webhookRedelivered, { type: 'success' });
      refresh();
    } catch (error) {
      notify(failureReason(error), { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <MuiButton size="small" onClick={() => void handleClick()} disabled={sending}>
      {messages.webhookRedeliver}
    </MuiButton>
  );
};

/** One endpoint: its state and events, Enable or Disable, Rotate, and its deliveries with every attempt. */
export const WebhookShow = () => (
  <Show actions={<Actions />}>
    <SimpleShowLayout>
      <TextField source="url" label={messages.webhookColUrl} />
      <Stack direction="row" spacing={1}>
        <WebhookStateField />
      </Stack>
      <EventsField />
      <Box>
        <Typography variant="h6" component="h2">
          {messages.webhookDeliveries}
        </Typography>
        <ReferenceManyField reference="webhook-deliveries" target="webhook_id" sort={{ field: 'created_at', order: 'DESC' }} perPage={50}>
          <DataTable bulkActionButtons={false} rowClick={false} empty={messages.webhookDeliveryNone}>
            <DeliveryColumn source="event" label={messages.webhookColEvents} />
            <DeliveryColumn source="status" label={messages.webhookColState} field={DeliveryStatusField} />
            <DeliveryColumn source="created_at" label={messages.webhookColCreated}>
              <DateField source="created_at" showTime />
            </DeliveryColumn>
            <DeliveryColumn label={messages.webhookAttempts} disableSort field={AttemptsField} />
            <DeliveryColumn label="" disableSort field={RedeliverButton} />
          </DataTable>
        </ReferenceManyField>
      </Box>
    </SimpleShowLayout>
  </Show>
);

const EventsField = () => {
  const record = useRecordContext<WebhookRecord>();
  return record ? <Typography variant="body2">{record.events.join(', ')}</Typography> : null;
};
