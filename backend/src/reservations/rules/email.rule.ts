import { likelyMailAddress, validateEmail, type EmailRules } from '@gameshift/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { ValidatorConstraint } from 'class-validator';
import type { EdgeFailure } from '../../common/edge-rules';
import { EdgeRuleConstraint } from '../../common/validation';
import { EMAIL_RULES } from './email-rules';

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

  check(value: unknown): EdgeFailure | null {
    const verdict = validateEmail(value, this.rules);
    if (verdict.ok) return null;
    // A mistyped well-known domain that the lists hold (gmial.com) is a slip, not a throwaway box.
    const likelyEmail = verdict.code === 'email_disposable' && typeof value === 'string' ? likelyMailAddress(value) : undefined;
    return likelyEmail ? { code: 'email_typo', details: { likelyEmail } } : { code: verdict.code };
  }
}
