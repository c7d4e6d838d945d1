import { type WebhookRecord } from '@gameshift/contracts';
import { Typography } from '@mui/material';
import { DataTable, DateField, SimpleList } from 'react-admin';
import { NewestFirstList } from '../components/NewestFirstList';
import { webhookText } from '../messages';
import { WebhookStateField } from './WebhookStateField';

const Column = DataTable.Col<WebhookRecord>;

/** The game's endpoints, newest first, each enabled or disabled with the reason; a row opens its deliveries. */
export const WebhookList = () => (
  <NewestFirstList
    createLabel={webhookText.add}
    narrow={
      <SimpleList<WebhookRecord>
        rowClick="show"
        empty={<Typography sx={{ p: 2 }}>{webhookText.none}</Typography>}
        primaryText={(record) => record.url}
        secondaryText={(record) => record.events.join(', ')}
        tertiaryText={(record) => (record.enabled ? webhookText.enabled : webhookText.disabledState)}
        sx={{ '& .MuiListItemText-primary': { overflowWrap: 'anywhere' } }}
      />
    }
    wide={
      <DataTable bulkActionButtons={false} rowClick="show" empty={webhookText.none}>
        <Column source="url" label={webhookText.colUrl} />
        <Column source="events" label={webhookText.colEvents} disableSort render={(record) => record.events.join(', ')} />
        <Column label={webhookText.colState} disableSort field={WebhookStateField} />
        <Column source="created_at" label={webhookText.colCreated}>
          <DateField source="created_at" showTime />
        </Column>
      </DataTable>
    }
  />
);
