import type { Type } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { IsString } from 'class-validator';
import { isUuid } from './admin-api/list-query';
import { type EdgeCheck, type EdgeFailure, EdgeRule } from './edge-rules';

/*
 * The path parameters, one class per kind: a record's id, a handle, a slug, a token. What differs
 * between the routes taking one (how it is documented, what a value that cannot be one answers) is
 * what the kind's factory takes, so a route's class reads `class XParamsDto extends TokenParams(…) {}`.
 */

/** What an id that is not a UUID answers where the record is not a reservation: the 404 of a missing record. */
export const MISSING_RECORD: EdgeFailure = { code: 'not_found', details: { subject: 'record' } };

/** An `id` in the path: anything but a UUID names nothing, so it answers `missing`, the 404 of an unknown id. */
export function IdParams(missing: EdgeFailure): Type<{ id: string }> {
  class IdParamsDto {
    @ApiProperty({ format: 'uuid' })
    @EdgeRule('pathId', 'shape', (value) => (isUuid(value) ? null : missing))
    id!: string;
  }
  return IdParamsDto;
}

/** The id of a record that is not a reservation (a reservation's 404 names it: ReservationIdParamsDto). */
export class IdParamsDto extends IdParams(MISSING_RECORD) {}

/** A `handle` in the path; `check` answers one that cannot name what the route looks up, else any text goes on to the handler. */
export function HandleParams(doc: ApiPropertyOptions, check?: EdgeCheck): Type<{ handle: string }> {
  const rule = check ? EdgeRule('pathHandle', 'shape', check) : IsString();
  class HandleParamsDto {
    @ApiProperty(doc)
    @rule
    handle!: string;
  }
  return HandleParamsDto;
}

/** A `slug` in the path: any text, the handler answers the 404 of one it does not know. */
export function SlugParams(doc: ApiPropertyOptions): Type<{ slug: string }> {
  class SlugParamsDto {
    @ApiProperty(doc)
    @IsString()
    slug!: string;
  }
  return SlugParamsDto;
}

/** A `token` in the path, of a mailed link; `check` answers one that cannot be a token as an unknown one is answered. */
export function TokenParams(description: string, check: EdgeCheck): Type<{ token: string }> {
  class TokenParamsDto {
    @ApiProperty({ description })
    @EdgeRule('pathToken', 'shape', check)
    token!: string;
  }
  return TokenParamsDto;
}
