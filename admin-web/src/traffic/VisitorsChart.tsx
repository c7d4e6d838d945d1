import { useTheme } from '@mui/material';
import type { VisitorsPerDay } from '@gameshift/contracts';
import { adminText } from '../messages';
import { TrafficCard } from './TrafficCard';
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
  const visitors = useVisitors(days);
  const series = visitors.data?.days ?? [];
  const summary = adminText.visitorsSummary(
    series.reduce((sum, day) => sum + day.visitors, 0),
    series.reduce((sum, day) => sum + day.page_views, 0),
    days,
  );
  return (
    <TrafficCard title={adminText.visitorsTitle} intro={visitors.isSuccess && summary} query={visitors} placeholderHeight={HEIGHT}>
      {series.length > 0 && <Bars days={series} />}
    </TrafficCard>
  );
};
