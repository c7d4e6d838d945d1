import { useId } from 'react';
import { Card, CardContent, Skeleton, Typography, useTheme } from '@mui/material';
import type { VisitorsPerDay } from '@gameshift/contracts';
import { LoadError } from '../components/LoadError';
import { adminText } from '../messages';
import { useVisitors, type TrafficRange } from './useTraffic';

const WIDTH = 720;
const HEIGHT = 160;
const PAD = { top: 8, bottom: 24 };
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

/** 'YYYY-MM-DD' as a short month and day, read as a calendar date so no time zone shifts it. */
function shortDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : parsed.toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

const Bars = ({ days }: { days: VisitorsPerDay['days'] }) => {
  const theme = useTheme();
  const peakDay = days.reduce((best, day) => (day.visitors > best.visitors ? day : best), days[0]);
  const peak = Math.max(1, peakDay.visitors);
  const slot = WIDTH / days.length;
  const labelEvery = Math.max(1, Math.ceil(days.length / 6));
  const total = days.reduce((sum, day) => sum + day.visitors, 0);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={adminText.visitorsChart(total, days.length, peakDay.visitors, shortDate(peakDay.date))}
      style={{ width: '100%', height: 'auto', display: 'block' }}
    >
      {days.map((day, i) => {
        const height = (day.visitors / peak) * PLOT_H;
        return (
          <g key={day.date}>
            <rect
              x={i * slot + slot * 0.15}
              y={PAD.top + PLOT_H - height}
              width={Math.max(1, slot * 0.7)}
              height={height}
              fill={theme.palette.primary.main}
            >
              <title>{`${shortDate(day.date)}: ${day.visitors}`}</title>
            </rect>
            {i % labelEvery === 0 && (
              <text x={i * slot + slot / 2} y={HEIGHT - 6} textAnchor="middle" fontSize="12" fill={theme.palette.text.secondary}>
                {shortDate(day.date)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
};

/** Visitors per day over the period, with the period's totals. */
export const VisitorsChart = ({ days }: { days: TrafficRange }) => {
  const headingId = useId();
  const visitors = useVisitors(days);
  const series = visitors.data?.days ?? [];
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {adminText.visitorsTitle}
        </Typography>
        {visitors.isError ? (
          <LoadError message={adminText.trafficFailed} onRetry={() => void visitors.refetch()} />
        ) : visitors.isPending ? (
          <Skeleton variant="rectangular" height={HEIGHT} />
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" gutterBottom>
              {adminText.visitorsSummary(
                series.reduce((sum, day) => sum + day.visitors, 0),
                series.reduce((sum, day) => sum + day.page_views, 0),
                days,
              )}
            </Typography>
            {series.length > 0 && <Bars days={series} />}
          </>
        )}
      </CardContent>
    </Card>
  );
};
