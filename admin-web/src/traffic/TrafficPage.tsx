import { useState } from 'react';
import { Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { adminText } from '../messages';
import { JourneyFunnel } from './JourneyFunnel';
import { SourcesTable } from './SourcesTable';
import { TRAFFIC_RANGES, type TrafficRange } from './useTraffic';
import { VisitorsChart } from './VisitorsChart';

/** /admin/traffic, for every role: visitors per day, sources and the journey, for a chosen period. */
export const TrafficPage = () => {
  const [days, setDays] = useState<TrafficRange>(30);
  return (
    <Stack spacing={3} sx={{ my: 2, minWidth: 0 }}>
      <Title title={adminText.traffic} />
      <Typography variant="body2" color="text.secondary">
        {adminText.trafficIntro}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={days}
        onChange={(_, value: TrafficRange | null) => value !== null && setDays(value)}
        aria-label={adminText.trafficRange}
      >
        {TRAFFIC_RANGES.map((range) => (
          <ToggleButton key={range} value={range}>
            {adminText.trafficDays(range)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <VisitorsChart days={days} />
      <SourcesTable days={days} />
      <JourneyFunnel days={days} />
    </Stack>
  );
};
