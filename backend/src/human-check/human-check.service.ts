import type { HumanChallenge, HumanVerifyRequest, HumanVerifyResponse, PowChallenge, PowSolution } from '@gameshift/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { ProofOfWork } from '../abuse';
import { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { type AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { returnedRows } from '../database/returned-rows';
import { answerAccepted, HumanCheckSigner } from './human-check-signer';
import { HumanCheckUse } from './human-check-use.entity';

@Injectable()
export class HumanCheckService {
  private readonly signer: HumanCheckSigner;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
    private readonly proofOfWork: ProofOfWork,
  ) {
    this.signer = new HumanCheckSigner(config.auth.jwtSecret);
  }

  async challenge(): Promise<HumanChallenge> {
    const { challenge, claims } = this.signer.issueChallenge(this.clock.now().getTime());
    const pow = await this.proofOfWork.challenge(claims.id, claims.expiresAt);
    return { challenge, sequence: claims.sequence, expiresAt: new Date(claims.expiresAt).toISOString(), pow };
  }

  /**
   * Trades a played pattern and its solved proof of work, the pattern's shape already checked by
   * HumanVerifyDto, for a single-use token. The proof of work belongs to the challenge and is
   * spent with it.
   */
  async verify({ challenge, sequence, pow }: HumanVerifyRequest): Promise<HumanVerifyResponse> {
    const claims = this.signer.readChallenge(challenge);
    if (!claims) throw new AppError('human_check_required');
    const now = this.clock.now().getTime();
    const verdict = answerAccepted(claims, sequence, now);
    if (verdict === 'expired') throw new AppError('human_check_expired');
    if (verdict !== 'ok') throw new AppError('human_check_required');
    if (!isPowAnswer(pow) || !(await this.proofOfWork.solved(claims.id, pow.challenge, pow.solution))) {
      throw new AppError('human_check_required');
    }
    if (!(await this.spend(`c:${claims.id}`, this.dataSource.manager))) throw new AppError('human_check_required');
    return { human_token: this.signer.issueToken(now) };
  }

  /** Spends a human token for good: callers pass a manager outside any transaction they may roll back. */
  async consumeToken(token: string | undefined, manager: EntityManager): Promise<void> {
    if (!(await this.spend(this.tokenUse(token), manager))) throw new AppError('human_check_required');
  }

  /**
   * The record that spends a valid token, for a statement that spends it together with its own
   * work (the claim of a reservation); a token that is not valid is refused here.
   */
  tokenUse(token: string | undefined): string {
    const check = this.signer.checkToken(token, this.clock.now().getTime());
    if (!check.ok) throw new AppError(check.reason === 'expired' ? 'human_check_expired' : 'human_check_required');
    return `t:${check.id}`;
  }

  private async spend(id: string, manager: EntityManager): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(HumanCheckUse)
      .values({ id })
      .orIgnore()
      .returning('id')
      .updateEntity(false)
      .execute();
    return returnedRows(result).length === 1;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The shape the proof-of-work library reads, so a malformed answer is a failed check, never an exception. */
function isPowAnswer(value: unknown): value is { challenge: PowChallenge; solution: PowSolution } {
  if (!isObject(value) || !isObject(value.challenge) || !isObject(value.solution)) return false;
  const parameters = value.challenge.parameters;
  return (
    isObject(parameters) &&
    typeof parameters.nonce === 'string' &&
    typeof parameters.salt === 'string' &&
    typeof parameters.keyPrefix === 'string' &&
    typeof value.challenge.signature === 'string' &&
    typeof value.solution.counter === 'number' &&
    typeof value.solution.derivedKey === 'string'
  );
}
