import { WEBHOOK_EVENTS, type WebhookEvent, type WebhookRecord } from '@gameshift/contracts';
import { useState } from 'react';
import { CheckboxGroupInput, Create, required, SimpleForm, TextInput, useRedirect } from 'react-admin';
import { messages } from '../messages';
import { SecretNotice } from './SecretNotice';

const EVENT_CHOICES = WEBHOOK_EVENTS.map((event) => ({ id: event, name: event }));
const DEFAULT_EVENTS: WebhookEvent[] = ['reservation.confirmed', 'reservation.deleted'];

/** A new endpoint; its signing secret is shown once, before the admin goes on to the endpoint's page. */
export const WebhookCreate = () => {
  const [created, setCreated] = useState<(WebhookRecord & { secret: string }) | null>(null);
  const redirect = useRedirect();
  if (created) {
    return <SecretNotice secret={created.secret} url={created.url} onDone={() => redirect('show', 'webhooks', created.id)} />;
  }
  return (
    <Create<WebhookRecord & { secret: string }> title={messages.webhookAdd} redirect={false} mutationOptions={{ onSuccess: setCreated }}>
      <SimpleForm defaultValues={{ events: DEFAULT_EVENTS }}>
        <TextInput source="url" label={messages.webhookColUrl} helperText={messages.webhookUrlHelp} validate={required()} fullWidth />
        <CheckboxGroupInput source="events" label={messages.webhookColEvents} choices={EVENT_CHOICES} validate={required()} />
      </SimpleForm>
    </Create>
  );
};
