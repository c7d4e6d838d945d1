import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { adminText } from '../messages';
import { TrafficCard } from './TrafficCard';
import { percent, useJourney, type TrafficRange } from './useTraffic';

/** The journey from visit to confirmed: how many reached each step, and what share of the visits that is. */
export const JourneyFunnel = ({ days }: { days: TrafficRange }) => {
  const journey = useJourney(days);
  const steps = journey.data?.steps ?? [];
  const visits = steps[0]?.count ?? 0;
  return (
    <TrafficCard title={adminText.journeyTitle} intro={adminText.journeyIntro} query={journey} placeholderHeight={200}>
      <Table size="small" aria-label={adminText.journeyTitle}>
        <TableHead>
          <TableRow>
            <TableCell>{adminText.colStep}</TableCell>
            <TableCell align="right">{adminText.colCount}</TableCell>
            <TableCell align="right">{adminText.colShare}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {steps.map(({ step, count }) => (
            <TableRow key={step}>
              <TableCell component="th" scope="row">
                {adminText.journeySteps[step]}
                <Box
                  aria-hidden="true"
                  sx={{
                    mt: 0.5,
                    height: 6,
                    borderRadius: 3,
                    bgcolor: 'primary.main',
                    width: visits > 0 ? `${(Math.min(count, visits) / visits) * 100}%` : 0,
                  }}
                />
              </TableCell>
              <TableCell align="right">{count}</TableCell>
              <TableCell align="right">{percent(count, visits)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TrafficCard>
  );
};
