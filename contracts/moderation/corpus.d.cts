export type CorpusEntry = { handle: string; source?: string };
export type Measurement = { total: number; refused: CorpusEntry[]; rate: number };

export function benignCorpus(): Array<{ handle: string; source: string }>;
export function offensiveCorpus(): Array<{ handle: string }>;
export function measure(corpus: readonly CorpusEntry[], isRefused: (handle: string) => boolean): Measurement;
export function obscenityMatcher(): (handle: string) => boolean;
