import { applyDecorators } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { EdgeCheck, EdgeFailure, EdgeRule } from './validation';

/** The documented property of a text field, its length limit included. */
export type LimitedTextOptions = ApiPropertyOptions & { maxLength: number };

/**
 * A text property and its length limit, written once: the OpenAPI property (with `maxLength`) and
 * the edge rule that enforces the limit come from this one declaration, the way immich's
 * `ValidateUUID` pairs a property's documentation with its validators. `rule` builds the check
 * from the documented limit; a property marked `required: false` is documented as optional.
 */
export function LimitedText(
  name: string,
  property: LimitedTextOptions,
  rule: (maxLength: number) => EdgeCheck,
  phase = 0,
): PropertyDecorator {
  return applyDecorators(ApiProperty(property), EdgeRule(name, phase, rule(property.maxLength)));
}

/** The rule of a required text of at most `maxLength` characters: anything else is `failure`. */
export const textUpTo =
  (failure: EdgeFailure) =>
  (maxLength: number): EdgeCheck =>
  (value) =>
    typeof value === 'string' && value.length <= maxLength ? null : failure;
