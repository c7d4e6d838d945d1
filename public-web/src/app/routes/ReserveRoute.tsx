import { lazy, Suspense, useEffect, useRef } from 'react';
import type { HumanCheckProps } from '../../features/reserve/components/ReserveForm';
import { ReservePage } from '../../features/reserve/components/ReservePage';

const loadHumanCheck = () => import('../../features/human-check/components/HumanCheckDialog');
const HumanCheckDialog = lazy(() => loadHumanCheck().then((m) => ({ default: m.HumanCheckDialog })));

/**
 * The game's code loads once the visitor reaches the email step, keeping `/` within its budget
 * while Reserve opens the game without a wait for it.
 */
function DeferredHumanCheck(props: HumanCheckProps) {
  useEffect(() => {
    if (props.preload) void loadHumanCheck();
  }, [props.preload]);
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
