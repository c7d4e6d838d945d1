import type { PowChallenge, PowSolution } from '@gameshift/contracts';
import PowWorker from './pow.worker?worker';

export type PowJob = {
  /** The solution, or null when the browser could not solve it (no workers, an error, cancelled). */
  solution: Promise<PowSolution | null>;
  cancel(): void;
};

/**
 * Solves the human check's proof of work in a Web Worker, so the game's pattern plays on a free
 * main thread while the work is done beside it.
 */
export function solvePow(challenge: PowChallenge): PowJob {
  if (typeof Worker === 'undefined') return { solution: Promise.resolve(null), cancel: () => undefined };
  const worker = new PowWorker();
  let settle: (value: PowSolution | null) => void = () => undefined;
  const solution = new Promise<PowSolution | null>((resolve) => {
    settle = resolve;
  });
  const done = (value: PowSolution | null) => {
    worker.terminate();
    settle(value);
  };
  worker.onmessage = (event: MessageEvent<PowSolution | null>) => done(event.data);
  worker.onerror = () => done(null);
  worker.postMessage(challenge);
  return { solution, cancel: () => done(null) };
}
