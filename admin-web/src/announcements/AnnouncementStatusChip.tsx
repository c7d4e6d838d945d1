import { Chip, type ChipProps } from '@mui/material';
import type { AnnouncementStatus } from '@gameshift/contracts';
import { announcementText } from '../messages';

const COLORS: Record<AnnouncementStatus, ChipProps['color']> = {
  draft: 'default',
  scheduled: 'info',
  sending: 'primary',
  paused: 'warning',
  sent: 'success',
  cancelled: 'default',
};

export const AnnouncementStatusChip = ({ status }: { status: AnnouncementStatus }) => (
  <Chip size="small" variant="outlined" color={COLORS[status]} label={announcementText.statuses[status] ?? status} />
);
