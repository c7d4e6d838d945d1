import { WEBHOOK_EVENTS, type WebhookEvent, type WebhookRecord } from '@gameshift/contracts';
import { useState } from 'react';
import {
  CheckboxGroupInput,
  Create,
  HttpError,
  required,
  SimpleForm,
  TextInput,
  Title,
  useCreate,
  useNotify,
  useRedirect,
} from 'react-admin';
import { webhookText } from '../messages';
import { failureReason } from '../components/useCustomAction';
import { SecretNotice } from './SecretNotice';

const EVENT_CHOICES = WEBHOOK_EVENTS.map((event) => ({ id: event, name: event }));
const DEFAULT_EVENTS: WebhookEvent[] = ['reservation.confirmed', 'reservation.deleted'];
const FORM_FIELDS = ['url', 'events'];

type CreatedWebhook = WebhookRecord & { secret: string };
type WebhookInput = { url: string; events: WebhookEvent[] };

/** The form's field a refusal names (`{error, field}`): a URL that does not resolve, say. */
function refusedField(error: unknown): string | null {
  if (!(error instanceof HttpError) || typeof error.body !== 'object' || error.body === null) return null;
  const { field } = error.body as { field?: unknown };
  return typeof field === 'string' && FORM_FIELDS.includes(field) ? field : null;
}

/** A new endpoint; its signing secret is shown once, before the admin goes on to the endpoint's page. */
export const WebhookCreate = () => {
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const redirect = useRedirect();
  const notify = useNotify();
  const [create] = useCreate<WebhookInput, HttpError, CreatedWebhook>();
  if (created) {
    return (
      <>
        <Title title={webhookText.add} />
        <SecretNotice secret={created.secret} url={created.url} onDone={() => redirect('show', 'webhooks', created.id)} />
      </>
    );
  }
  // The server's refusal goes under the field it names, where the admin corrects it; anything else is a notice.
  const handleSubmit = async (data: Partial<WebhookInput>) => {
    try {
      const made = await create('webhooks', { data }, { returnPromise: true });
      if (made) setCreated(made);
    } catch (error) {
      const field = refusedField(error);
      if (field !== null) return { [field]: failureReason(error) };
      notify(failureReason(error), { type: 'error' });
    }
  };
  return (
    <Create title={webhookText.add}>
      {/* Each error shows under its field; the form-wide notice would only repeat it, over the Save button on a phone. */}
      <SimpleForm defaultValues={{ events: DEFAULT_EVENTS }} onSubmit={handleSubmit} disableInvalidFormNotification>
        <TextInput source="url" label={webhookText.colUrl} helperText={webhookText.urlHelp} validate={required()} fullWidth />
        <CheckboxGroupInput source="events" label={webhookText.colEvents} choices={EVENT_CHOICES} validate={required()} />
      </SimpleForm>
    </Create>
  );
};
