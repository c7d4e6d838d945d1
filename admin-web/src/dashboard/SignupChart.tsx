import { useId } from 'react';
import { Box, Card, CardContent, Skeleton, Typography, useTheme } from '@mui/material';
import type { DailyActivity } from '@gameshift/contracts';
import { DATE_LABEL_ROOM, labelAnchor, useChartWidth } from '../components/useChartWidth';
import { adminText } from '../messages';

const HEIGHT = 220;
const PAD = { top: 16, right: 12, bottom: 28, left: 40 };
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;
const GRID_STEPS = 4;
const FONT_SIZE = 12;

/** 'YYYY-MM-DD' as a short month and day, read as a calendar date so no time zone shifts it. */
function shortDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** A round ceiling for the axis so the grid lines land on whole numbers. */
function niceMax(value: number): number {
  if (value <= GRID_STEPS) return GRID_STEPS;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s * GRID_STEPS >= value);
  return (step ?? 10 * magnitude) * GRID_STEPS;
}

type SignupChartProps = {
  days: DailyActivity[] | undefined;
  isPending: boolean;
  /** The figures failed to load; the dashboard offers Retry above, the chart says it has nothing. */
  isError?: boolean;
};

/** Sign-ups per day as bars, with that day's verifications as a darker inner bar. Plain SVG. */
export const SignupChart = ({ days, isPending, isError = false }: SignupChartProps) => {
  const theme = useTheme();
  const headingId = useId();
  const [chartRef, width] = useChartWidth(720);
  const plotW = width - PAD.left - PAD.right;
  const series = [...(days ?? [])].sort((a, b) => a.date.localeCompare(b.date));
  const count = series.length;
  const totalSignups = series.reduce((sum, day) => sum + day.signups, 0);
  const peak = series.reduce((max, day) => Math.max(max, day.signups, day.verifications), 0);
  const yMax = niceMax(peak);
  const slot = count > 0 ? plotW / count : plotW;
  const barW = Math.max(2, slot * 0.7);
  const y = (value: number) => PAD.top + PLOT_H - (value / yMax) * PLOT_H;
  const labelEvery = Math.max(1, Math.ceil(count / Math.max(1, Math.floor(plotW / DATE_LABEL_ROOM))));
  // The last day is always labelled; a regular label too close before it would run into it.
  const labelled = (i: number) => i === count - 1 || (i % labelEvery === 0 && count - 1 - i >= labelEvery);

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2">
          {adminText.signupChartTitle}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {adminText.signupChartRange(count || 30)}
        </Typography>
        {isError ? (
          <Typography variant="body2" color="error">
            {adminText.statsFailed}
          </Typography>
        ) : isPending ? (
          <Skeleton variant="rectangular" height={HEIGHT} />
        ) : count === 0 ? (
          <Typography variant="body2">{adminText.noDailyData}</Typography>
        ) : (
          <Box ref={chartRef}>
            <svg
              width={width}
              height={HEIGHT}
              viewBox={`0 0 ${width} ${HEIGHT}`}
              role="img"
              aria-label={adminText.signupChartSummary(
                totalSignups,
                count,
                series.reduce((max, day) => Math.max(max, day.signups), 0),
              )}
              style={{ display: 'block' }}
            >
              {Array.from({ length: GRID_STEPS + 1 }, (_, i) => {
                const value = (yMax / GRID_STEPS) * i;
                return (
                  <g key={value}>
                    <line x1={PAD.left} x2={width - PAD.right} y1={y(value)} y2={y(value)} stroke={theme.palette.divider} />
                    <text
                      x={PAD.left - 6}
                      y={y(value)}
                      textAnchor="end"
                      dominantBaseline="middle"
                      fontSize={FONT_SIZE}
                      fill={theme.palette.text.secondary}
                    >
                      {value}
                    </text>
                  </g>
                );
              })}
              {series.map((day, i) => {
                const x = PAD.left + i * slot + (slot - barW) / 2;
                return (
                  <g key={day.date}>
                    <title>{adminText.signupBar(day.date, day.signups, day.verifications)}</title>
                    <rect
                      x={x}
                      y={y(day.signups)}
                      width={barW}
                      height={PAD.top + PLOT_H - y(day.signups)}
                      fill={theme.palette.primary.light}
                    />
                    <rect
                      x={x + barW * 0.25}
                      y={y(day.verifications)}
                      width={barW * 0.5}
                      height={PAD.top + PLOT_H - y(day.verifications)}
                      fill={theme.palette.primary.dark}
                    />
                    {labelled(i) && (
                      <text
                        x={{ start: x, middle: x + barW / 2, end: x + barW }[labelAnchor(i, count)]}
                        y={HEIGHT - 8}
                        textAnchor={labelAnchor(i, count)}
                        fontSize={FONT_SIZE}
                        fill={theme.palette.text.secondary}
                      >
                        {shortDate(day.date)}
                      </text>
                    )}
                  </g>
                );
              })}
            </svg>
            <Box sx={{ display: 'flex', gap: 2, mt: 1 }} aria-hidden="true">
              <Legend color={theme.palette.primary.light} label={adminText.legendSignups} />
              <Legend color={theme.palette.primary.dark} label={adminText.legendVerifications} />
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
};

type LegendProps = { color: string; label: string };

const Legend = ({ color, label }: LegendProps) => (
  <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
    <Box sx={{ width: 12, height: 12, bgcolor: color, borderRadius: 0.5 }} />
    <Typography variant="caption">{label}</Typography>
  </Box>
);
