import { validateHandle } from '@gameshift/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { ValidatorConstraint } from 'class-validator';
import { type AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import type { EdgeFailure } from '../../common/edge-rules';
import { EdgeRuleConstraint } from '../../common/validation';

/** The handle rule of contracts/, with the product's own name among the restricted words. */
@ValidatorConstraint({ name: 'handleRule' })
@Injectable()
export class HandleRule extends EdgeRuleConstraint {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  check(value: unknown): EdgeFailure | null {
    const verdict = validateHandle(value, { productName: this.config.productName });
    return verdict.ok ? null : { code: verdict.code };
  }
}
