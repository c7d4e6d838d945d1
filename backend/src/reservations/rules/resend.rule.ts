import { Injectable } from '@nestjs/common';
import { ValidatorConstraint } from 'class-validator';
import { EmailRule } from './email.rule';

/** With a manage key the resend is the owner's, and the key alone decides; token and email are not read. */
export const ownerAsks = (dto: Record<string, unknown>): boolean => dto.manage_key !== undefined;

/** The email rule, for a resend that names the reservation by its address (no manage key, no token). */
@ValidatorConstraint({ name: 'resendEmailRule' })
@Injectable()
export class ResendEmailRule extends EmailRule {
  protected override applies(dto: Record<string, unknown>): boolean {
    return !ownerAsks(dto) && dto.token === undefined;
  }
}
