import { Box, useTheme } from '@mui/material';
import type { VisitorsPerDay } from '@gameshift/contracts';
import { DATE_LABEL_ROOM, labelAnchor, useChartWidth } from '../components/useChartWidth';
import { adminText } from '../messages';
import { TrafficCard } from './TrafficCard';
import { useVisitors, type TrafficRange } from './useTraffic';

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
  const [chartRef, width] = useChartWidth(720);
  const peakDay = days.reduce((best, day) => (day.visitors > best.visitors ? day : best), days[0]);
  const peak = Math.max(1, peakDay.visitors);
  const slot = width / days.length;
  const labelEvery = Math.max(1, Math.ceil(days.length / Math.max(1, Math.floor(width / DATE_LABEL_ROOM))));
  const total = days.reduce((sum, day) => sum + day.visitors, 0);
  return (
    <Box ref={chartRef}>
      <svg
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-label={adminText.visitorsChart(total, days.length, peakDay.visitors, shortDate(peakDay.date))}
        style={{ display: 'block' }}
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
                <text
                  x={{ start: i * slot, middle: i * slot + slot / 2, end: (i + 1) * slot }[labelAnchor(i, days.length)]}
                  y={HEIGHT - 6}
                  textAnchor={labelAnchor(i, days.length)}
                  fontSize="12"
                  fill={theme.palette.text.secondary}
                >
                  {shortDate(day.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </Box>
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
