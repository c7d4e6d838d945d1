import { useState } from 'react';
import { Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { adminText } from '../messages';
import { requireRole } from '../session/RequireRole';
import { JourneyFunnel } from './JourneyFunnel';
import { SourcesTable } from './SourcesTable';
import { TRAFFIC_RANGES, type TrafficRange } from './useTraffic';
import { VisitorsChart } from './VisitorsChart';

/** /admin/traffic: visitors per day, sources and the journey, for a chosen period. */
const TrafficFigures = () => {
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

/** Its sources and journey count reservations, so it opens for the roles RESOURCE_ROLES lets read `traffic`. */
export const TrafficPage = requireRole('traffic', 'read', TrafficFigures);
