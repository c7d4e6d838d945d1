import { ADMIN_TABLE, type WebhookRecord } from '@gameshift/contracts';
import { CreateButton, DataTable, DateField, List, TopToolbar } from 'react-admin';
import { AdminPagination } from '../components/AdminPagination';
import { ListLoadError } from '../components/ListLoadError';
import { messages } from '../messages';
import { WebhookStateField } from './WebhookStateField';

const Column = DataTable.Col<WebhookRecord>;

const ListActions = () => (
  <TopToolbar>
    <CreateButton label={messages.webhookAdd} />
  </TopToolbar>
);

/** The game's endpoints, newest first, each enabled or disabled with the reason; a row opens its deliveries. */
export const WebhookList = () => (
  <List
    sort={{ field: 'created_at', order: 'DESC' }}
    perPage={ADMIN_TABLE.defaultPageSize}
    pagination={<AdminPagination />}
    actions={<ListActions />}
    exporter={false}
    empty={false}
    error={<ListLoadError />}
  >
    <DataTable bulkActionButtons={false} rowClick="show" empty={messages.webhookNone}>
      <Column source="url" label={messages.webhookColUrl} />
      <Column source="events" label={messages.webhookColEvents} disableSort render={(record) => record.events.join(', ')} />
      <Column label={messages.webhookColState} disableSort field={WebhookStateField} />
      <Column source="created_at" label={messages.webhookColCreated}>
        <DateField source="created_at" showTime />
      </Column>
    </DataTable>
  </List>
);
