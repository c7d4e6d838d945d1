import { HumanCheckDialog } from '../../features/human-check/components/HumanCheckDialog';
import { ReservePage } from '../../features/reserve/components/ReservePage';

/** `/`: the reserve form, gated by the human check (features meet here, not in each other). */
export default function ReserveRoute() {
  return <ReservePage humanCheck={HumanCheckDialog} />;
}
