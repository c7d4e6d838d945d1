import { lazy, Suspense, useRef } from 'react';
import type { HumanCheckProps } from '../../features/reserve/components/ReserveForm';
import { ReservePage } from '../../features/reserve/components/ReservePage';

const HumanCheckDialog = lazy(() =>
  import('../../features/human-check/components/HumanCheckDialog').then((m) => ({ default: m.HumanCheckDialog })),
);

/** The game's code loads when a visitor first needs it, keeping `/` within its budget. */
function DeferredHumanCheck(props: HumanCheckProps) {
  const wanted = useRef(false);
  if (props.open) wanted.current = true;
  if (!wanted.current) return null;
  return (
    <Suspense fallback={null}>
      <HumanCheckDialog {...props} />
    </Suspense>
  );
}

/** `/`: the reserve form, gated by the human check (features meet here, not in each other). */
export default function ReserveRoute() {
  return <ReservePage humanCheck={DeferredHumanCheck} />;
}
