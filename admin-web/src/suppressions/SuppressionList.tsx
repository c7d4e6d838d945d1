import {
  LIFTABLE_SUPPRESSION_REASONS,
  SUPPRESSION_REASONS,
  ADMIN_TABLE,
  type SuppressionRecord,
  type SuppressionReason,
} from '@gameshift/contracts';
import { Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton,
  DataTable,
  DateField,
  DeleteButton,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { AdminPagination } from '../components/AdminPagination';
import { FilterSubmitButton } from '../components/FilterSubmitButton';
import { ListLoadError } from '../components/ListLoadError';
import { suppressionText } from '../messages';
import { useRoleAllows } from '../session/useRole';

const Column = DataTable.Col<SuppressionRecord>;
const REASON_CHOICES = SUPPRESSION_REASONS.map((reason) => ({ id: reason, name: suppressionText.reasons[reason] }));

const FILTERS = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder={suppressionText.search}
    slotProps={{ htmlInput: { 'aria-label': suppressionText.search } }}
  />,
  <SelectInput key="reason" source="reason" label={suppressionText.colReason} choices={REASON_CHOICES} alwaysOn />,
  <FilterSubmitButton key="submit" source="submit" alwaysOn />,
];

const reasonText = (reason: SuppressionReason): string => suppressionText.reasons[reason] ?? reason;
const shownEmail = (record: SuppressionRecord): string => record.email ?? suppressionText.erased;

const EmailField = () => {
  const record = useRecordContext<SuppressionRecord>();
  return record ? <span>{shownEmail(record)}</span> : null;
};

const ReasonField = () => {
  const record = useRecordContext<SuppressionRecord>();
  return record ? <span>{reasonText(record.reason)}</span> : null;
};

/** Remove, for owners, on the entries they may lift: an unsubscribe or complaint is the person's own. */
const RemoveButton = () => {
  const record = useRecordContext<SuppressionRecord>();
  const mayWrite = useRoleAllows('suppressions', 'write');
  if (!record || !mayWrite || !LIFTABLE_SUPPRESSION_REASONS.includes(record.reason)) return null;
  return (
    <DeleteButton
      label={suppressionText.remove}
      mutationMode="pessimistic"
      confirmTitle={suppressionText.remove}
      confirmContent={suppressionText.confirmRemove}
      successMessage={suppressionText.removed}
      redirect={false}
    />
  );
};

const ListActions = () => {
  const mayWrite = useRoleAllows('suppressions', 'write');
  return <TopToolbar>{mayWrite && <CreateButton label={suppressionText.add} />}</TopToolbar>;
};

/** Addresses that get no announcements, newest first, with the search and reason filter; below 600 px one card per entry. */
export const SuppressionList = () => {
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={ADMIN_TABLE.defaultPageSize}
      pagination={<AdminPagination />}
      filters={FILTERS}
      actions={<ListActions />}
      exporter={false}
      empty={false}
      error={<ListLoadError />}
    >
      {isNarrow ? (
        <SimpleList<SuppressionRecord>
          rowClick={false}
          empty={<Typography sx={{ p: 2 }}>{suppressionText.none}</Typography>}
          primaryText={shownEmail}
          secondaryText={(record) => reasonText(record.reason)}
          tertiaryText={(record) => new Date(record.created_at).toLocaleString()}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false} empty={suppressionText.none}>
          <Column source="email" label={suppressionText.colEmail} field={EmailField} />
          <Column source="reason" label={suppressionText.colReason} field={ReasonField} />
          <Column source="created_at" label={suppressionText.colSince}>
            <DateField source="created_at" showTime />
          </Column>
          <Column label="" disableSort>
            <RemoveButton />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
