import { HUMAN_CHECK, GAME, PAD_COLORS, type PadColor } from '@gameshift/contracts';
import { createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { sameSecret } from '../common/same-secret';

export interface ChallengeClaims {
  /** Unique id, spent when the challenge is answered. */
  id: string;
  sequence: PadColor[];
  issuedAt: number;
  expiresAt: number;
}

export type TokenCheck = { ok: true; id: string } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Stateless signed challenges and human tokens (HMAC-SHA256 with a key derived from the app
 * secret). The database only remembers which ids were spent, which makes each single use.
 */
export class HumanCheckSigner {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'gameshift', 'human-check v1', 32));
  }

  issueChallenge(now: number): { challenge: string; claims: ChallengeClaims } {
    const claims: ChallengeClaims = {
      id: randomBytes(16).toString('base64url'),
      sequence: Array.from({ length: GAME.sequenceLength }, () => PAD_COLORS[randomInt(PAD_COLORS.length)]),
      issuedAt: now,
      expiresAt: now + HUMAN_CHECK.challengeTtlMs,
    };
    return { challenge: this.sign('c', claims), claims };
  }

  readChallenge(challenge: unknown): ChallengeClaims | null {
    const claims = this.open('c', challenge);
    if (!claims) return null;
    const { id, sequence, issuedAt, expiresAt } = claims as Partial<ChallengeClaims>;
    const validSequence =
      Array.isArray(sequence) && sequence.length === GAME.sequenceLength && sequence.every((c) => PAD_COLORS.includes(c));
    if (typeof id !== 'string' || !validSequence || typeof issuedAt !== 'number' || typeof expiresAt !== 'number') return null;
    return { id, sequence, issuedAt, expiresAt };
  }

  issueToken(now: number): string {
    return this.sign('t', { id: randomBytes(16).toString('base64url'), expiresAt: now + HUMAN_CHECK.tokenTtlMs });
  }

  checkToken(token: unknown, now: number): TokenCheck {
    const claims = this.open('t', token) as { id?: unknown; expiresAt?: unknown } | null;
    if (!claims || typeof claims.id !== 'string' || typeof claims.expiresAt !== 'number') return { ok: false, reason: 'invalid' };
    if (claims.expiresAt <= now) return { ok: false, reason: 'expired' };
    return { ok: true, id: claims.id };
  }

  private sign(kind: 'c' | 't', claims: object): string {
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${kind}.${payload}.${this.mac(kind, payload)}`;
  }

  private open(kind: 'c' | 't', value: unknown): Record<string, unknown> | null {
    if (typeof value !== 'string' || value.length > 512) return null;
    const [prefix, payload, mac, ...rest] = value.split('.');
    if (prefix !== kind || !payload || !mac || rest.length > 0) return null;
    if (!sameSecret(mac, this.mac(kind, payload))) return null;
    try {
      const parsed: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }

  private mac(kind: string, payload: string): string {
    return createHmac('sha256', this.key).update(`${kind}.${payload}`).digest('base64url');
  }
}

/** Whether an answer matches and came no sooner than a person could watch and repeat the pattern. */
export function answerAccepted(claims: ChallengeClaims, answer: readonly unknown[], now: number): 'ok' | 'wrong' | 'too_fast' | 'expired' {
  if (now > claims.expiresAt) return 'expired';
  if (answer.length !== claims.sequence.length || answer.some((c, i) => c !== claims.sequence[i])) return 'wrong';
  if (now - claims.issuedAt < HUMAN_CHECK.minAnswerMs) return 'too_fast';
  return 'ok';
}
