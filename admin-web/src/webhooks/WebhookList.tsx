import { type WebhookRecord } from '@gameshift/contracts';
import { Typography } from '@mui/material';
import { DataTable, DateField, SimpleList } from 'react-admin';
import { NewestFirstList } from '../components/NewestFirstList';
import { messages } from '../messages';
import { WebhookStateField } from './WebhookStateField';

const Column = DataTable.Col<WebhookRecord>;

/** The game's endpoints, newest first, each enabled or disabled with the reason; a row opens its deliveries. */
export const WebhookList = () => (
  <NewestFirstList
    createLabel={messages.webhookAdd}
    narrow={
      <SimpleList<WebhookRecord>
        rowClick="show"
        empty={<Typography sx={{ p: 2 }}>{messages.webhookNone}</Typography>}
        primaryText={(record) => record.url}
        secondaryText={(record) => record.events.join(', ')}
        tertiaryText={(record) => (record.enabled ? messages.webhookEnabled : messages.webhookDisabledState)}
        sx={{ '& .MuiListItemText-primary': { overflowWrap: 'anywhere' } }}
      />
    }
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
