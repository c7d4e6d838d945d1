import ReservationsIcon from '@mui/icons-material/HowToReg';
import type { ResourceProps } from 'react-admin';
import type { AdminReservation } from '@gameshift/contracts';
import { adminText } from '../messages';
import { requireRole } from '../session/RequireRole';
import { ReservationList } from './ReservationList';

const reservations: Omit<ResourceProps, 'name'> = {
  list: requireRole('reservations', 'read', ReservationList),
  icon: ReservationsIcon,
  options: { label: adminText.reservations },
  recordRepresentation: (record: AdminReservation) => record.email,
};

export default reservations;
