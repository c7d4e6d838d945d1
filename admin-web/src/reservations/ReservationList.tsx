import type { ComponentType } from 'react';
import {
  DataTable,
  DateField,
  FilterContext,
  FilterForm,
  List,
  SearchInput,
  SimpleList,
  useRecordContext,
  SelectInput,
  TextInput,
  TopToolbar,
  type FilterFormProps,
  type ListProps,
} from 'react-admin';
import { listItemIconClasses, Typography, useMediaQuery, type Theme } from '@mui/material';
import { ADMIN_TABLE, type AdminReservation } from '@gameshift/contracts';
import { AdminPagination } from '../components/AdminPagination';
import { ListLoadError } from '../components/ListLoadError';
import { TruncatedText } from '../components/TruncatedText';
import { adminText } from '../messages';
import { FilterSubmitButton } from '../components/FilterSubmitButton';
import { ExportCsvButton } from './ExportCsvButton';
import { ReservationRowActions } from './ReservationRowActions';
import { ReservationStatusChip } from './ReservationStatusChip';
import { useRoleAllows } from '../session/useRole';

const STATUS_CHOICES = [
  { id: 'verified', name: adminText.statusVerified },
  { id: 'pending', name: adminText.statusPending },
  { id: 'expired', name: adminText.statusExpired },
];

/** Whether the game has redeemed a claim code of the reservation. */
const CLAIMED_CHOICES = [
  { id: 'yes', name: adminText.claimedYes },
  { id: 'no', name: adminText.claimedNo },
];

const filterInputs = [
  <SearchInput key="q" source="q" alwaysOn placeholder={adminText.search} slotProps={{ htmlInput: { 'aria-label': adminText.search } }} />,
  <SelectInput key="status" source="status" label={adminText.status} choices={STATUS_CHOICES} alwaysOn />,
  <SelectInput key="claimed" source="claimed" label={adminText.claimed} choices={CLAIMED_CHOICES} />,
  // A source as the Traffic page names it: `stream / launch`, `news.example` or `direct`.
  <TextInput key="source" source="source" label={adminText.sourceFilter} />,
  <FilterSubmitButton key="submit" source="submit" alwaysOn />,
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

/** The export holds every email address: owners only. */
const ListActions = () => {
  const mayExport = useRoleAllows('reservations', 'export');
  return <TopToolbar>{mayExport && <ExportCsvButton />}</TopToolbar>;
};

const Column = DataTable.Col<AdminReservation>;

/** Below this width (MUI's `sm`, 600 px) the table becomes a list of cards with icon actions. */
const isNarrow = (theme: Theme) => theme.breakpoints.down('sm');

const PINNED = 'pinned-actions';

// The actions column stays in view at the right edge while the rest of the table scrolls under it.
const tableSx = {
  [`& .${PINNED}`]: {
    position: 'sticky',
    right: 0,
    zIndex: 1,
    bgcolor: 'background.paper',
    boxShadow: '-6px 0 6px -6px rgba(0, 0, 0, 0.25)',
  },
} as const;

const EmailField = ({ maxWidth = '20ch' }: { maxWidth?: string }) => {
  const record = useRecordContext<AdminReservation>();
  return <TruncatedText text={record?.email} maxWidth={maxWidth} />;
};

const HandleField = () => {
  const record = useRecordContext<AdminReservation>();
  return <TruncatedText text={record?.gameshift_id} maxWidth="16ch" />;
};

const SourceField = () => {
  const record = useRecordContext<AdminReservation>();
  return <TruncatedText text={record?.source ?? undefined} maxWidth="10ch" />;
};

const ReservationTable = ({ actions, glance }: { actions: boolean; glance: boolean }) => (
  <DataTable bulkActionButtons={false} rowClick={false} empty={adminText.noResults} sx={tableSx}>
    <Column source="email" label={adminText.colEmail} field={EmailField} />
    <Column source="gameshift_id" label={adminText.colHandle} field={HandleField} />
    <Column source="status" label={adminText.colStatus} disableSort field={ReservationStatusChip} />
    <Column source="created_at" label={adminText.colCreated}>
      <DateField source="created_at" showTime />
    </Column>
    <Column source="verified_at" label={adminText.colVerifiedAt}>
      <DateField source="verified_at" showTime />
    </Column>
    {!glance && <Column source="source" label={adminText.colSource} field={SourceField} />}
    {actions && (
      <Column label={adminText.colActions} disableSort align="right" headerClassName={PINNED} cellClassName={PINNED}>
        {/* Icons with their names as tooltips: three text buttons made the table wider than a 1280 px window. */}
        <ReservationRowActions compact />
      </Column>
    )}
  </DataTable>
);

const STATUS_LABEL = { verified: 'statusVerified', pending: 'statusPending', expired: 'statusExpired' } as const;

/** Handle and status on one line, when it was made on the next: a phone keeps the created date too. */
const CardDetails = () => {
  const record = useRecordContext<AdminReservation>();
  if (!record) return null;
  return (
    <>
      <span style={{ display: 'block' }}>{`${record.gameshift_id} · ${adminText[STATUS_LABEL[record.status]]}`}</span>
      <span style={{ display: 'block' }}>
        {`${adminText.colCreated} `}
        <DateField source="created_at" showTime variant="inherit" />
      </span>
    </>
  );
};

/** The phone layout: react-admin's SimpleList, one card per reservation, its actions as icons. */
const ReservationCards = () => (
  <SimpleList<AdminReservation>
    rowClick={false}
    empty={<Typography sx={{ p: 2 }}>{adminText.noResults}</Typography>}
    primaryText={<EmailField maxWidth="100%" />}
    secondaryText={<CardDetails />}
    rightIcon={() => <ReservationRowActions compact />}
    sx={{ [`& .${listItemIconClasses.root}`]: { minWidth: 0 } }}
  />
);

type ReservationListProps = Pick<ListProps, 'disableSyncWithLocation' | 'storeKey' | 'title'> & {
  /**
   * The dashboard's glance at the latest sign-ups, in a card narrower than the page: without the
   * source column, which the Reservations page and Traffic show.
   */
  glance?: boolean;
};

/**
 * The reservations table: search (debounced), status filter, page sizes of 10 to 100 and row actions.
 * The dashboard embeds it too, without syncing its state to the address bar.
 */
export const ReservationList = ({ glance = false, ...props }: ReservationListProps) => {
  const narrow = useMediaQuery(isNarrow);
  const actions = useRoleAllows('reservations', 'act');
  return (
    <List
      resource="reservations"
      filters={<Filters />}
      actions={<ListActions />}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={ADMIN_TABLE.defaultPageSize}
      pagination={<AdminPagination />}
      exporter={false}
      empty={false}
      error={<ListLoadError />}
      {...props}
    >
      {narrow ? <ReservationCards /> : <ReservationTable actions={actions} glance={glance} />}
    </List>
  );
};
