import type { ComponentType } from 'react';
import {
  DataTable,
  DateField,
  FilterContext,
  FilterForm,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  type FilterFormProps,
  type ListProps,
} from 'react-admin';
import { ADMIN_TABLE, type AdminReservation } from '@gameshift/contracts';
import { AdminPagination } from '../components/AdminPagination';
import { adminText } from '../messages';
import { ExportCsvButton } from './ExportCsvButton';
import { ReservationRowActions } from './ReservationRowActions';
import { ReservationStatusChip } from './ReservationStatusChip';

const STATUS_CHOICES = [
  { id: 'verified', name: adminText.statusVerified },
  { id: 'pending', name: adminText.statusPending },
  { id: 'expired', name: adminText.statusExpired },
];

const filterInputs = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder={adminText.search}
    slotProps={{ htmlInput: { 'aria-label': adminText.search } }}
  />,
  <SelectInput key="status" source="status" label={adminText.status} choices={STATUS_CHOICES} alwaysOn />,
];

/**
 * react-admin's filter form waits its own 500 ms after typing and never reads List's `debounce`
 * prop. It hands unknown props on to FilterLiveForm, whose `debounce` it leaves out of its type.
 */
const DebouncedFilterForm = FilterForm as ComponentType<FilterFormProps & { debounce: number }>;

/** The filter form, given to List as one element so that its debounce can be set. */
const Filters = () => (
  <FilterContext.Provider value={filterInputs}>
    <DebouncedFilterForm debounce={ADMIN_TABLE.searchDebounceMs} />
  </FilterContext.Provider>
);

const ListActions = () => (
  <TopToolbar>
    <ExportCsvButton />
  </TopToolbar>
);

const Column = DataTable.Col<AdminReservation>;

type ReservationListProps = Pick<ListProps, 'disableSyncWithLocation' | 'storeKey' | 'title'>;

/**
 * The reservations table: search (debounced), status filter, SPEC page sizes and row actions.
 * The dashboard embeds it too, without syncing its state to the address bar.
 */
export const ReservationList = (props: ReservationListProps) => (
  <List
    resource="reservations"
    filters={<Filters />}
    actions={<ListActions />}
    sort={{ field: 'created_at', order: 'DESC' }}
    perPage={ADMIN_TABLE.defaultPageSize}
    pagination={<AdminPagination />}
    exporter={false}
    empty={false}
    {...props}
  >
    <DataTable bulkActionButtons={false} rowClick={false} empty={adminText.noResults}>
      <Column source="email" label={adminText.colEmail} />
      <Column source="gameshift_id" label={adminText.colHandle} />
      <Column source="status" label={adminText.colStatus} disableSort field={ReservationStatusChip} />
      <Column source="created_at" label={adminText.colCreated}>
        <DateField source="created_at" showTime />
      </Column>
      <Column source="verified_at" label={adminText.colVerifiedAt}>
        <DateField source="verified_at" showTime />
      </Column>
      <Column label={adminText.colActions} disableSort align="right">
        <ReservationRowActions />
      </Column>
    </DataTable>
  </List>
);
