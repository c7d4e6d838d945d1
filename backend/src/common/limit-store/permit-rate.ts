/**
 * A site-wide rate of permits (messages per second to a mail provider), as the generic cell rate
 * algorithm keeps it: one "theoretical arrival time" per key, moved on by one interval per permit.
 * Permits may run ahead of the clock by a tenth of a second's worth (at least one), so a batch can
 * take several at once, while any one-second window holds at most `perSecond` plus that tenth.
 */
export interface Permits {
  /** How many of the permits asked for may be used now (0 to the number asked for). */
  granted: number;
  /** With none granted: how long until the next one frees up. */
  waitMs: number;
}

export interface PermitSpacing {
  intervalUs: number;
  burstUs: number;
}

export function permitSpacing(perSecond: number): PermitSpacing {
  const intervalUs = 1_000_000 / perSecond;
  return { intervalUs, burstUs: Math.max(intervalUs, 100_000) };
}

/** One step of the algorithm: what to grant at `nowUs` given the stored arrival time, and the new one. */
export function takePermits(
  tatUs: number,
  nowUs: number,
  wanted: number,
  { intervalUs, burstUs }: PermitSpacing,
): Permits & { tatUs: number } {
  const tat = Math.max(tatUs, nowUs);
  const room = Math.floor((nowUs + burstUs - tat) / intervalUs);
  const granted = Math.max(0, Math.min(wanted, room));
  if (granted === 0) return { granted, waitMs: Math.max(1, Math.ceil((tat + intervalUs - burstUs - nowUs) / 1000)), tatUs: tat };
  return { granted, waitMs: 0, tatUs: tat + granted * intervalUs };
}

/**
 * The same step in Redis, so every instance draws from one rate; Redis's own clock keeps instances
 * with drifting clocks in step. KEYS[1]: the arrival time (µs); ARGV: wanted, interval and burst (µs).
 */
export const PERMIT_SCRIPT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000000 + tonumber(t[2])
local interval = tonumber(ARGV[2])
local burst = tonumber(ARGV[3])
local tat = tonumber(redis.call('GET', KEYS[1]) or '0')
if tat < now then tat = now end
local room = math.floor((now + burst - tat) / interval)
local granted = math.min(tonumber(ARGV[1]), room)
if granted <= 0 then
  return {0, math.max(1, math.ceil((tat + interval - burst - now) / 1000))}
end
tat = tat + granted * interval
redis.call('SET', KEYS[1], string.format('%.0f', tat), 'PX', math.ceil((tat - now) / 1000) + 1000)
return {granted, 0}
`;

/** The per-instance fallback: the same algorithm over a map, for one instance or while Redis is away. */
export class MemoryPermitRate {
  private readonly arrivals = new Map<string, number>();

  constructor(private readonly nowUs: () => number = () => Date.now() * 1000) {}

  take(key: string, wanted: number, perSecond: number): Permits {
    const now = this.nowUs();
    const step = takePermits(this.arrivals.get(key) ?? 0, now, wanted, permitSpacing(perSecond));
    this.arrivals.set(key, step.tatUs);
    return { granted: step.granted, waitMs: step.waitMs };
  }
}
