import { type WebhookRecord } from '@gameshift/contracts';
import { DataTable, DateField } from 'react-admin';
import { NewestFirstList } from '../components/NewestFirstList';
import { messages } from '../messages';
import { WebhookStateField } from './WebhookStateField';

const Column = DataTable.Col<WebhookRecord>;

/** The game's endpoints, newest first, each enabled or disabled with the reason; a row opens its deliveries. */
export const WebhookList = () => (
  <NewestFirstList
    createLabel={messages.webhookAdd}
    wide={
      <DataTable bulkActionButtons={false} rowClick="show" empty={messages.webhookNone}>
        <Column source="url" label={messages.webhookColUrl} />
        <Column source="events" label={messages.webhookColEvents} disableSort render={(record) => record.events.join(', ')} />
        <Column label={messages.webhookColState} disableSort field={WebhookStateField} />
        <Column source="created_at" label={messages.webhookColCreated}>
          <DateField source="created_at" showTime />
        </Column>
      </DataTable>
    }
  />
);
