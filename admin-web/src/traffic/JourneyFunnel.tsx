import { useId } from 'react';
import { Box, Card, CardContent, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { LoadError } from '../components/LoadError';
import { adminText } from '../messages';
import { percent, useJourney, type TrafficRange } from './useTraffic';

/** The journey from visit to confirmed: how many reached each step, and what share of the visits that is. */
export const JourneyFunnel = ({ days }: { days: TrafficRange }) => {
  const headingId = useId();
  const journey = useJourney(days);
  const steps = journey.data?.steps ?? [];
  const visits = steps[0]?.count ?? 0;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {adminText.journeyTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {adminText.journeyIntro}
        </Typography>
        {journey.isError ? (
          <LoadError message={adminText.trafficFailed} onRetry={() => void journey.refetch()} />
        ) : journey.isPending ? (
          <Skeleton variant="rectangular" height={200} />
        ) : (
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
        )}
      </CardContent>
    </Card>
  );
};
