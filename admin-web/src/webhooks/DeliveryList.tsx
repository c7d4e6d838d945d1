import type { WebhookDeliveryRecord, WebhookDeliveryStatus } from '@gameshift/contracts';
import { Box, Button, Chip, List, ListItem, Stack, Typography, type ChipProps } from '@mui/material';
import { useId, useState } from 'react';
import { RecordContextProvider, useListContext, useRecordContext } from 'react-admin';
import { webhookText } from '../messages';
import { useCustomAction } from '../components/useCustomAction';
import { redeliverWebhook } from './webhookApi';

/** The attempts shown at first, the latest ones: a delivery retried for a day would otherwise fill the page. */
const RECENT_ATTEMPTS = 3;

const STATUS_COLORS: Record<WebhookDeliveryStatus, ChipProps['color']> = {
  pending: 'warning',
  delivered: 'success',
  failed: 'error',
};

const when = (iso: string): string => new Date(iso).toLocaleString();

/** Every attempt of a delivery, oldest first: what it came to (the status answered, or the kind of failure and why) and when. */
export const AttemptsField = () => {
  const record = useRecordContext<WebhookDeliveryRecord>();
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  if (!record) return null;
  if (record.attempts.length === 0) return <Typography variant="body2">{webhookText.attemptNone}</Typography>;
  const earlier = Math.max(0, record.attempts.length - RECENT_ATTEMPTS);
  const shown = showAll ? record.attempts : record.attempts.slice(earlier);
  return (
    <Box>
      {earlier > 0 && (
        <Button size="small" aria-expanded={showAll} aria-controls={listId} onClick={() => setShowAll(!showAll)}>
          {showAll ? webhookText.attemptsHideEarlier : webhookText.attemptsEarlier(earlier)}
        </Button>
      )}
      <List id={listId} dense disablePadding aria-label={webhookText.attempts}>
        {shown.map((attempt) => (
          <ListItem key={attempt.id} disableGutters sx={{ display: 'block', py: 0.25 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {webhookText.attemptOutcome(attempt)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {webhookText.attemptWhen(when(attempt.created_at), attempt.duration_ms)}
            </Typography>
          </ListItem>
        ))}
      </List>
    </Box>
  );
};

/** Delivered, failed, or pending with the time of its next try. */
export const DeliveryStatusField = () => {
  const record = useRecordContext<WebhookDeliveryRecord>();
  if (!record) return null;
  const next = record.status === 'pending' && record.next_attempt_at !== null ? record.next_attempt_at : null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip size="small" variant="outlined" color={STATUS_COLORS[record.status]} label={webhookText.deliveryStatuses[record.status]} />
      {next !== null && (
        <Typography variant="body2">{Date.parse(next) > Date.now() ? webhookText.nextTry(when(next)) : webhookText.nextTryNow}</Typography>
      )}
    </Stack>
  );
};

/** Sends a delivery again now, same id and body: a delivered one again, or a failing one without waiting for its next retry. */
export const RedeliverButton = () => {
  const record = useRecordContext<WebhookDeliveryRecord>();
  // The delivery reads pending again, so its list is fetched again until the new attempt shows.
  const redeliver = useCustomAction({ call: redeliverWebhook, success: webhookText.redelivered });
  if (!record) return null;
  return (
    <Button size="small" onClick={() => redeliver.run(record.id)} disabled={redeliver.isPending}>
      {webhookText.redeliver}
    </Button>
  );
};

/**
 * An endpoint's deliveries as a list, one block each (event, state, when, Redeliver, then its
 * attempts), so a phone shows them without scrolling sideways.
 */
export const DeliveryList = () => {
  const { data, isPending } = useListContext<WebhookDeliveryRecord>();
  if (isPending) return null;
  if (!data || data.length === 0) return <Typography variant="body2">{webhookText.deliveryNone}</Typography>;
  return (
    <List disablePadding aria-label={webhookText.deliveries}>
      {data.map((delivery) => (
        <RecordContextProvider key={delivery.id} value={delivery}>
          <ListItem divider disableGutters sx={{ display: 'block', py: 1.5 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="subtitle2" component="h3" sx={{ fontFamily: 'monospace' }}>
                {delivery.event}
              </Typography>
              <DeliveryStatusField />
              <Box sx={{ ml: 'auto' }}>
                <RedeliverButton />
              </Box>
            </Stack>
            <Typography variant="caption" color="text.secondary" component="p">
              {webhookText.deliveryCreated(when(delivery.created_at))}
            </Typography>
            <AttemptsField />
          </ListItem>
        </RecordContextProvider>
      ))}
    </List>
  );
};
