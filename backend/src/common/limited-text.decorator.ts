import { applyDecorators } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { EdgeCheck, EdgeFailure, EdgeRule } from './edge-rules';

/** The documented property of a text field, its length limit included. */
export type LimitedTextOptions = ApiPropertyOptions & { maxLength: number };

/**
 * A text property and its length limit, written once: the OpenAPI property (with `maxLength`) and
 * the edge rule that enforces the limit come from this one declaration, the way immich's
 * `ValidateUUID` pairs a property's documentation with its validators. `answer` is the one failure
 * of anything but a string within the limit, or, for a field whose failures differ, a rule built
 * from the limit. A property marked `required: false` is documented as optional and may be absent.
 *
 * Not class-validator's `@MaxLength`: it counts an emoji (a surrogate pair) as one character and
 * skips variation selectors, so it would let through up to twice the limit in UTF-16 units, the
 * unit these limits (and their 400s) have always counted in.
 */
export function LimitedText(
  name: string,
  property: LimitedTextOptions,
  answer: EdgeFailure | ((maxLength: number) => EdgeCheck),
): PropertyDecorator {
  const rule = typeof answer === 'function' ? answer(property.maxLength) : textUpTo(answer)(property.maxLength);
  const check: EdgeCheck = property.required === false ? (value, dto) => (value === undefined ? null : rule(value, dto)) : rule;
  return applyDecorators(ApiProperty(property), EdgeRule(name, 'shape', check));
}

/** The rule of a required text of at most `maxLength` characters: anything else is `failure`. */
const textUpTo =
  (failure: EdgeFailure) =>
  (maxLength: number): EdgeCheck =>
  (value) =>
    typeof value === 'string' && value.length <= maxLength ? null : failure;
