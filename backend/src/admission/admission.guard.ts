import { CanActivate, ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply } from 'fastify';
import { AppError } from '../common/app-error';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AdmissionGate } from './admission-gate';

const ADMITTED = 'admitted';

/**
 * Puts a public write behind the instance's admission bound. Its guard runs before the throttler,
 * so a request refused for load has counted against nothing: no limit, no domain, no game.
 */
export const Admitted = (): MethodDecorator & ClassDecorator => SetMetadata(ADMITTED, true);

/** Holds a slot of the gate from the guard until the answer has left (or the client has gone). */
@Injectable()
export class AdmissionGuard implements CanActivate {
  private readonly gate: AdmissionGate;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly reflector: Reflector,
  ) {
    const { maxInFlight, maxQueue, queueTimeoutMs } = config.admission;
    this.gate = new AdmissionGate(maxInFlight, maxQueue, queueTimeoutMs);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.reflector.getAllAndOverride<boolean>(ADMITTED, [context.getHandler(), context.getClass()])) return true;
    const release = await this.gate.enter();
    if (!release) throw new AppError('overloaded', { retryAfterSeconds: this.config.admission.retryAfterSeconds });
    const response = context.switchToHttp().getResponse<FastifyReply>().raw;
    if (response.closed) release();
    else response.once('close', release);
    return true;
  }
}
