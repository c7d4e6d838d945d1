import { ANALYTICS } from '@gameshift/contracts';
import { Injectable, PipeTransform } from '@nestjs/common';
import { AppError } from '../common/app-error';

export const DEFAULT_DAYS = 30;

/** `?days=N`, the range of a Traffic figure: a whole number of days up to ANALYTICS.maxDays, 30 when absent. */
@Injectable()
export class DaysPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    if (value === undefined) return DEFAULT_DAYS;
    // The global pipe may already have read a number from the text.
    const days = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,4}$/.test(value) ? Number(value) : NaN;
    if (Number.isInteger(days) && days >= 1 && days <= ANALYTICS.maxDays) return days;
    throw new AppError('invalid_body', {
      body: { problem: 'field_rule', field: 'days', rule: `must be a whole number from 1 to ${ANALYTICS.maxDays}` },
    });
  }
}
