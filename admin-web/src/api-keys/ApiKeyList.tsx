import { type ApiKeyRecord } from '@gameshift/contracts';
import { Chip, Stack } from '@mui/material';
import { DataTable, DateField, DeleteButton, SimpleList, useRecordContext } from 'react-admin';
import { NewestFirstList } from '../components/NewestFirstList';
import { apiKeyText } from '../messages';

const Column = DataTable.Col<ApiKeyRecord>;

const scopeName = (scope: string): string => apiKeyText.scopeNames[scope] ?? scope;
const lastUsed = (record: ApiKeyRecord): string =>
  record.last_used_at ? new Date(record.last_used_at).toLocaleString() : apiKeyText.neverUsed;

const ScopesField = () => {
  const record = useRecordContext<ApiKeyRecord>();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={0.5}>
      {record.scopes.map((scope) => (
        <Chip key={scope} size="small" label={scopeName(scope)} />
      ))}
    </Stack>
  );
};

const PrefixField = () => {
  const record = useRecordContext<ApiKeyRecord>();
  return record ? <code>{record.prefix}…</code> : null;
};

const LastUsedField = () => {
  const record = useRecordContext<ApiKeyRecord>();
  return record ? <span>{lastUsed(record)}</span> : null;
};

/** Revoking cannot be undone: the confirmation names the key and says what its services lose. */
const RevokeButton = () => {
  const record = useRecordContext<ApiKeyRecord>();
  if (!record) return null;
  return (
    <DeleteButton
      label={apiKeyText.revoke}
      mutationMode="pessimistic"
      confirmTitle={apiKeyText.revokeTitle(record.name)}
      confirmContent={apiKeyText.revokeText}
      successMessage={apiKeyText.revoked}
      redirect={false}
    />
  );
};

/** The keys the game's services use, newest first, never the keys themselves; owners only (the server decides). */
export const ApiKeyList = () => {
  return (
    <NewestFirstList
      createLabel={apiKeyText.createTitle}
      narrow={
        <SimpleList<ApiKeyRecord>
          rowClick={false}
          primaryText={(record) => record.name}
          secondaryText={(record) => record.scopes.map(scopeName).join(', ')}
          tertiaryText={(record) => `${record.prefix}…`}
        />
      }
      wide={
        <DataTable bulkActionButtons={false} rowClick={false}>
          <Column source="name" label={apiKeyText.name} />
          <Column label={apiKeyText.scopes} disableSort field={ScopesField} />
          <Column label={apiKeyText.prefix} disableSort field={PrefixField} />
          <Column source="created_by" label={apiKeyText.createdBy} disableSort />
          <Column source="created_at" label={apiKeyText.createdAt}>
            <DateField source="created_at" showTime />
          </Column>
          <Column source="last_used_at" label={apiKeyText.lastUsedAt} field={LastUsedField} />
          <Column label="" disableSort>
            <RevokeButton />
          </Column>
        </DataTable>
      }
    />
  );
};
