import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { reservationStatus, type AdminReservation, type ReservationStatus } from '@gameshift/contracts';
import { adminText } from '../messages';

const LABELS: Record<ReservationStatus, string> = {
  verified: adminText.statusVerified,
  pending: adminText.statusPending,
  expired: adminText.statusExpired,
};

// Alert-palette pairs: each keeps its text above 7:1 against its background.
const COLORS: Record<ReservationStatus, { bgcolor: string; color: string }> = {
  verified: { bgcolor: '#edf7ed', color: '#1e4620' },
  pending: { bgcolor: '#fff4e5', color: '#663c00' },
  expired: { bgcolor: '#eeeeee', color: '#303030' },
};

const CLAIMED = { bgcolor: '#e5f6fd', color: '#014361' };

export const ReservationStatusChip = () => {
  const record = useRecordContext<AdminReservation>();
  if (!record) return null;
  // The server's status is authoritative; the shared rule covers rows from an older server.
  const status = record.status ?? reservationStatus(record);
  // A claimed handle belongs to the game: the last state of a confirmed reservation, with when.
  if (record.claimed_at) {
    const at = new Date(record.claimed_at).toLocaleString();
    return <Chip size="small" label={adminText.claimed} title={`${adminText.claimedAt} ${at}`} sx={{ ...CLAIMED, fontWeight: 500 }} />;
  }
  return <Chip size="small" label={LABELS[status]} sx={{ ...COLORS[status], fontWeight: 500 }} />;
};
