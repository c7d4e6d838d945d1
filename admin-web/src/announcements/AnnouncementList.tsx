import type { AnnouncementRecord } from '@gameshift/contracts';
import { Typography } from '@mui/material';
import { DataTable, DateField, SimpleList, useRecordContext } from 'react-admin';
import { NewestFirstList } from '../components/NewestFirstList';
import { announcementText } from '../messages';
import { useRoleAllows } from '../session/useRole';
import { AnnouncementStatusChip } from './AnnouncementStatusChip';

const Column = DataTable.Col<AnnouncementRecord>;

const StatusField = () => {
  const record = useRecordContext<AnnouncementRecord>();
  return record ? <AnnouncementStatusChip status={record.status} /> : null;
};

const ProgressField = () => {
  const record = useRecordContext<AnnouncementRecord>();
  return record ? <span>{announcementText.sentOf(record.sent, record.recipients)}</span> : null;
};

/** Every announcement, newest first; a row opens its page. Below 600 px one card per announcement. */
export const AnnouncementList = () => {
  const mayWrite = useRoleAllows('announcements', 'write');
  return (
    <NewestFirstList
      title={announcementText.title}
      createLabel={mayWrite ? announcementText.create : undefined}
      narrow={
        <SimpleList<AnnouncementRecord>
          linkType="show"
          empty={<Typography sx={{ p: 2 }}>{announcementText.none}</Typography>}
          primaryText={(record) => record.subject}
          secondaryText={(record) =>
            `${announcementText.statuses[record.status]} · ${announcementText.sentOf(record.sent, record.recipients)}`
          }
          tertiaryText={(record) => new Date(record.created_at).toLocaleDateString()}
        />
      }
      wide={
        <DataTable bulkActionButtons={false} rowClick="show" empty={announcementText.none}>
          <Column source="subject" label={announcementText.colSubject} />
          <Column source="status" label={announcementText.colStatus} field={StatusField} />
          <Column label={announcementText.colProgress} field={ProgressField} disableSort />
          <Column source="created_at" label={announcementText.colCreated}>
            <DateField source="created_at" showTime />
          </Column>
          <Column source="finished_at" label={announcementText.colFinished} disableSort>
            <DateField source="finished_at" showTime emptyText="–" />
          </Column>
        </DataTable>
      }
    />
  );
};
