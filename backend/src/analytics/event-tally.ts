import { JOURNEY_STEPS, type EventName, type JourneyStep } from '@gameshift/contracts';

/** Each journey step's bit in a visitor's `steps`. */
export const STEP_BIT = Object.fromEntries(JOURNEY_STEPS.map((step, i) => [step, 1 << i])) as Record<JourneyStep, number>;

export interface VisitorTally {
  day: string;
  visitor: Buffer;
  source: string;
  steps: number;
}

export interface PageViewTally {
  day: string;
  path: string;
  source: string;
  views: number;
}

export interface TallyBatch {
  visitors: VisitorTally[];
  pageViews: PageViewTally[];
}

const visitorKey = (day: string, visitor: Buffer) => `${day}\0${visitor.toString('base64')}`;

/**
 * Events counted in memory between writes: one entry per visitor and day (its first source, and
 * every step reached) and one per day, path and source (page views). However many events arrive,
 * a write carries at most `capacity` entries; events that would need a new entry beyond that are
 * dropped and counted in `dropped`.
 */
export class EventTally {
  private visitors = new Map<string, VisitorTally>();
  private pageViews = new Map<string, PageViewTally>();
  dropped = 0;

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.visitors.size + this.pageViews.size;
  }

  add(day: string, visitor: Buffer, source: string, name: EventName, path: string): void {
    const key = visitorKey(day, visitor);
    let entry = this.visitors.get(key);
    if (!entry) {
      if (this.size >= this.capacity) {
        this.dropped += 1;
        return;
      }
      entry = { day, visitor, source, steps: 0 };
      this.visitors.set(key, entry);
    }
    entry.steps |= STEP_BIT.visit | (name === 'page_view' ? 0 : STEP_BIT[name]);
    if (name === 'page_view') this.addPageViews({ day, path, source, views: 1 });
  }

  /** Hands over everything counted so far and starts again. */
  drain(): TallyBatch {
    const batch = { visitors: [...this.visitors.values()], pageViews: [...this.pageViews.values()] };
    this.visitors = new Map();
    this.pageViews = new Map();
    return batch;
  }

  /** Takes back a batch that could not be written, as far as there is room. */
  restore(batch: TallyBatch): void {
    for (const v of batch.visitors) {
      const key = visitorKey(v.day, v.visitor);
      const entry = this.visitors.get(key);
      if (entry) entry.steps |= v.steps;
      else if (this.size < this.capacity) this.visitors.set(key, { ...v });
      else this.dropped += 1;
    }
    for (const p of batch.pageViews) this.addPageViews(p);
  }

  private addPageViews(count: PageViewTally): void {
    const key = `${count.day}\0${count.path}\0${count.source}`;
    const entry = this.pageViews.get(key);
    if (entry) entry.views += count.views;
    else if (this.size < this.capacity) this.pageViews.set(key, { ...count });
    else this.dropped += count.views;
  }
}
