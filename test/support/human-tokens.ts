import { HUMAN_CHECK, type HumanChallenge, type HumanVerifyResponse } from '@gameshift/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** Drawn in batches, so one wait for the server's minimum answer time serves several tests. */
const BATCH = 6;
/** Fewer tokens left than this and the next batch is drawn at once. */
const LOW_WATER = 3;
/** Tokens live ten minutes; one older than this is thrown away rather than risk handing out a dead one. */
const USABLE_FOR_MS = HUMAN_CHECK.tokenTtlMs - 60_000;

async function post<T>(url: string, body?: object): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Real human tokens from the app under test, for games whose answer the test stands in for: the
 * server's own check (pattern and minimum answer time) is paid once per batch in real time here,
 * while the page plays on a fast-forwarded clock. The tokens are genuine, so the reservation call
 * that follows is judged by the real server.
 */
export class HumanTokens {
  private tokens: { token: string; issuedAt: number }[] = [];
  private refill: Promise<void> | null = null;

  /** `batch` below the default for an instance that admits fewer games at once. */
  constructor(
    private readonly baseUrl: string,
    private readonly batch = BATCH,
  ) {}

  /** Starts drawing a batch now, so the first game of a worker finds its token ready. */
  warmUp(): void {
    void this.startRefill().catch(() => undefined);
  }

  async take(): Promise<string> {
    for (;;) {
      this.tokens = this.tokens.filter((entry) => Date.now() - entry.issuedAt < USABLE_FOR_MS);
      const entry = this.tokens.pop();
      if (entry) {
        // The next batch is drawn while this one lasts: a game kept waiting for its token would
        // spin its fast-forwarded clock through seconds of real time.
        if (this.tokens.length < LOW_WATER) this.warmUp();
        return entry.token;
      }
      await this.startRefill();
    }
  }

  private startRefill(): Promise<void> {
    this.refill ??= this.issueBatch().finally(() => {
      this.refill = null;
    });
    return this.refill;
  }

  private async issueBatch(): Promise<void> {
    const issuedAt = Date.now();
    const challenges = await Promise.all(
      Array.from({ length: this.batch }, () => post<HumanChallenge>(`${this.baseUrl}/api/human-check/challenge`)),
    );
    const ripeAt = Date.now() + HUMAN_CHECK.minAnswerMs + 150;
    const solutions = await Promise.all(challenges.map(({ pow }) => solveChallenge({ challenge: pow, deriveKey })));
    // The server refuses answers sooner than a person could give them; nothing else to await but time.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, ripeAt - Date.now())));
    const answers = await Promise.all(
      challenges.map(({ challenge, sequence, pow }, i) =>
        post<HumanVerifyResponse>(`${this.baseUrl}/api/human-check/verify`, {
          challenge,
          sequence,
          pow: { challenge: pow, solution: solutions[i] },
        }),
      ),
    );
    this.tokens.push(...answers.map(({ human_token: token }) => ({ token, issuedAt })));
  }
}
