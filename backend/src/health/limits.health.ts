import { Injectable } from '@nestjs/common';
import { HealthIndicatorResult, HealthIndicatorService } from '@nestjs/terminus';
import { LimitStorage } from '../common/limit-store/limit-storage';

/**
 * Limits are always enforced: in Redis when it is reachable, in this instance's memory otherwise.
 * Redis being away therefore degrades limits to per instance but never makes the instance unready
 * (taking instances out of the load balancer would turn a Redis outage into a site outage); the
 * answer says which store counts so that monitoring can alert on it.
 */
@Injectable()
export class LimitsHealthIndicator {
  constructor(
    private readonly storage: LimitStorage,
    private readonly indicator: HealthIndicatorService,
  ) {}

  check(key: string): HealthIndicatorResult {
    return this.indicator.check(key).up({ ...this.storage.state() });
  }
}
