import { useId, type ReactNode } from 'react';
import { Box, Card, CardContent, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { FunnelStep } from '@gameshift/contracts';
import { LoadError } from '../components/LoadError';
import { adminText } from '../messages';
import { useFunnel } from './useFunnel';

/** Days shown in the by-day table, newest first; the API answers thirty. */
const DAYS_SHOWN = 14;

/** 'YYYY-MM-DD' as a short month and day, read as a calendar date so no time zone shifts it. */
function shortDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

type FunnelTableProps = {
  caption: string;
  keyLabel: string;
  rows: Array<FunnelStep & { key: string; label: ReactNode }>;
};

const FunnelTable = ({ caption, keyLabel, rows }: FunnelTableProps) => (
  <Box sx={{ minWidth: 0, flex: '1 1 260px' }}>
    <Table size="small" aria-label={caption}>
      <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 4px' }}>
        <Typography variant="subtitle2" component="span">
          {caption}
        </Typography>
      </caption>
      <TableHead>
        <TableRow>
          <TableCell>{keyLabel}</TableCell>
          <TableCell align="right">{adminText.colSignups}</TableCell>
          <TableCell align="right">{adminText.colConfirmations}</TableCell>
          <TableCell align="right">{adminText.colRate}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            <TableCell component="th" scope="row">
              {row.label}
            </TableCell>
            <TableCell align="right">{row.signups}</TableCell>
            <TableCell align="right">{row.confirmations}</TableCell>
            <TableCell align="right">{adminText.rate(row.rate)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </Box>
);

/**
 * How many sign-ups confirmed their email, per day and per mail provider: on launch day a provider
 * whose rate drops is one whose mail is not arriving.
 */
export const ConfirmationFunnel = () => {
  const headingId = useId();
  const funnel = useFunnel();
  const data = funnel.data;
  const days = data
    ? [...data.days]
        .reverse()
        .filter((day) => day.signups > 0)
        .slice(0, DAYS_SHOWN)
    : [];

  let body: ReactNode;
  if (funnel.isError) body = <LoadError message={adminText.funnelFailed} onRetry={() => void funnel.refetch()} />;
  else if (funnel.isPending) body = <Skeleton variant="rectangular" height={160} />;
  else if (days.length === 0) body = <Typography variant="body2">{adminText.noFunnelData}</Typography>;
  else {
    body = (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
        <FunnelTable
          caption={adminText.funnelByDay}
          keyLabel={adminText.colDay}
          rows={days.map((day) => ({ ...day, key: day.date, label: shortDate(day.date) }))}
        />
        <FunnelTable
          caption={adminText.funnelByProvider}
          keyLabel={adminText.colProvider}
          rows={(data?.providers ?? []).map((provider) => ({ ...provider, key: provider.provider, label: provider.provider }))}
        />
      </Box>
    );
  }

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {adminText.funnelTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {adminText.funnelIntro(data?.days.length || 30)}
        </Typography>
        {body}
      </CardContent>
    </Card>
  );
};
