import { HONEYPOT_FIELDS, validateEmail, validateHandle, type EmailRules } from '@gameshift/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { ValidatorConstraint } from 'class-validator';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { EdgeCheck, EdgeFailure, EdgeRuleConstraint, optionalText } from '../../common/validation';
import { EMAIL_RULES } from '../email-rules';

/** honeypot_fields: an object of the three trap fields, each an optional bounded string. */
export const honeypotShape: EdgeCheck = (value) => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return { code: 'invalid_body', details: { body: { problem: 'honeypot_fields' } } };
  const fields = value as Record<string, unknown>;
  for (const key of Object.keys(fields)) {
    if (!(HONEYPOT_FIELDS as readonly string[]).includes(key)) {
      return { code: 'invalid_body', details: { body: { problem: 'unexpected_field', field: `honeypot_fields.${key.slice(0, 40)}` } } };
    }
  }
  for (const key of HONEYPOT_FIELDS) {
    const failure = optionalText(key)(fields[key], fields);
    if (failure) return failure;
  }
  return null;
};

/** The handle rule of contracts/, with the product's own name among the restricted words. */
@ValidatorConstraint({ name: 'handleRule' })
@Injectable()
export class HandleRule extends EdgeRuleConstraint {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    super();
  }

  protected check(value: unknown): EdgeFailure | null {
    const verdict = validateHandle(value, { productName: this.config.productName });
    return verdict.ok ? null : { code: verdict.code };
  }
}

/**
 * The email rule of contracts/, with the server's disposable-domain lists. A request whose trap
 * field is filled is judged like any other: the traps are looked at only once its game is spent.
 */
@ValidatorConstraint({ name: 'emailRule' })
@Injectable()
export class EmailRule extends EdgeRuleConstraint {
  constructor(@Inject(EMAIL_RULES) private readonly rules: EmailRules) {
    super();
  }

  /** Whether this request's email is judged at all. */
  protected applies(_dto: Record<string, unknown>): boolean {
    return true;
  }

  protected check(value: unknown, dto: Record<string, unknown>): EdgeFailure | null {
    if (!this.applies(dto)) return null;
    const verdict = validateEmail(value, this.rules);
    return verdict.ok ? null : { code: verdict.code };
  }
}
