import { useState } from 'react';
import {
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { TrafficSource } from '@gameshift/contracts';
import { TruncatedText } from '../components/TruncatedText';
import { adminText } from '../messages';
import { TrafficCard } from './TrafficCard';
import { percent, useSources, type TrafficRange } from './useTraffic';

type SourceRow = TrafficSource & { reservationRate: number; confirmationRate: number };
export type Column = keyof SourceRow;
export type Sort = { column: Column; direction: 'asc' | 'desc' };

const COLUMNS: ReadonlyArray<[Column, string]> = [
  ['id', adminText.colSource],
  ['visitors', adminText.colVisitors],
  ['reservations', adminText.colReservations],
  ['confirmations', adminText.colConfirmations],
  ['reservationRate', adminText.colReservationRate],
  ['confirmationRate', adminText.colConfirmationRate],
];

/** A column's first direction when chosen: sources A to Z, figures highest first. */
const firstDirection = (column: Column): Sort['direction'] => (column === 'id' ? 'asc' : 'desc');

/** A rate to sort by: with nothing to divide by, or a part larger than its whole (see percent), it sorts below every real rate. */
const rate = (part: number, whole: number) => (whole > 0 && part <= whole ? part / whole : -1);

/** The sources with both rates, in the order asked; ties go by source. */
export function sourceRows(sources: TrafficSource[], { column, direction }: Sort): SourceRow[] {
  const withRates = sources.map((source) => ({
    ...source,
    reservationRate: rate(source.reservations, source.visitors),
    confirmationRate: rate(source.confirmations, source.reservations),
  }));
  const sign = direction === 'asc' ? 1 : -1;
  return withRates.sort((a, b) => {
    const order = column === 'id' ? a.id.localeCompare(b.id) : a[column] - b[column];
    return sign * order || a.id.localeCompare(b.id);
  });
}

const texts = (row: SourceRow) => ({
  reservationRate: percent(row.reservations, row.visitors),
  confirmationRate: percent(row.confirmations, row.reservations),
});

/** Visitors, reservations and confirmations per source, with both rates; sorted by any column, here in the browser. */
export const SourcesTable = ({ days }: { days: TrafficRange }) => {
  const sources = useSources(days);
  const [sort, setSort] = useState<Sort>({ column: 'visitors', direction: 'desc' });
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const sorted = sourceRows(sources.data ?? [], sort);

  const handleSort = (column: Column) =>
    setSort((current) =>
      current.column === column
        ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { column, direction: firstDirection(column) },
    );

  let body;
  if (sorted.length === 0) body = <Typography variant="body2">{adminText.noSources}</Typography>;
  else if (narrow) {
    body = (
      <>
        <TextField
          select
          size="small"
          label={adminText.sortBy}
          value={sort.column}
          onChange={(event) => {
            const column = event.target.value as Column;
            setSort({ column, direction: firstDirection(column) });
          }}
          sx={{ my: 1, minWidth: 200 }}
        >
          {COLUMNS.map(([column, label]) => (
            <MenuItem key={column} value={column}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <List dense aria-label={adminText.sourcesTitle}>
          {sorted.map((row) => (
            <ListItem key={row.id} disableGutters divider>
              <ListItemText
                primary={<TruncatedText text={row.id} maxWidth="100%" />}
                secondary={adminText.sourceLine({ ...row, ...texts(row) })}
              />
            </ListItem>
          ))}
        </List>
      </>
    );
  } else {
    body = (
      <Table size="small" aria-label={adminText.sourcesTitle}>
        <TableHead>
          <TableRow>
            {COLUMNS.map(([column, label]) => (
              <TableCell
                key={column}
                align={column === 'id' ? 'left' : 'right'}
                sortDirection={sort.column === column ? sort.direction : false}
              >
                <TableSortLabel
                  active={sort.column === column}
                  direction={sort.column === column ? sort.direction : 'desc'}
                  onClick={() => handleSort(column)}
                >
                  {label}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((row) => {
            const rates = texts(row);
            return (
              <TableRow key={row.id}>
                <TableCell component="th" scope="row">
                  <TruncatedText text={row.id} maxWidth={280} />
                </TableCell>
                <TableCell align="right">{row.visitors}</TableCell>
                <TableCell align="right">{row.reservations}</TableCell>
                <TableCell align="right">{row.confirmations}</TableCell>
                <TableCell align="right">{rates.reservationRate}</TableCell>
                <TableCell align="right">{rates.confirmationRate}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    );
  }

  return (
    <TrafficCard title={adminText.sourcesTitle} intro={adminText.sourcesIntro} query={sources} placeholderHeight={160}>
      {body}
    </TrafficCard>
  );
};
