import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { AppError } from '../app-error';
import { EdgeFailure, EdgeRule } from '../validation';
import { ListQuery, ListSpec, MAX_OFFSET, MAX_PAGE, parseListQuery } from './list-query';

export const CONTENT_RANGE = 'The page; Content-Range: <resource> <first>-<last>/<total>';
export const LIST_ERROR = 'A sort, range or filter the resource does not offer; the error names what is allowed';

export const LIST_SUMMARY =
  'react-admin simple REST: sort=["field","ASC|DESC"], range=[first,last] (at most 1,000 rows), filter={"q":…, "<field>":value|[values], "id":[ids]}';

/** The list parser's verdict on the whole query: sort, filter and range are read together (a list of ids sets the default range). */
function listFailure(dto: Record<string, unknown>): EdgeFailure | null {
  try {
    (dto as unknown as ListQueryDto).toListQuery();
    return null;
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, details: error.details };
    throw error;
  }
}

/**
 * A list request in react-admin's simple-REST dialect, checked by the list parser. Each resource
 * is a subclass naming its ListSpec; parameters it does not know (a cache buster) are ignored.
 */
export abstract class ListQueryDto {
  static readonly spec: ListSpec;

  @ApiPropertyOptional({ description: 'JSON ["field","ASC|DESC"]', example: '["created_at","DESC"]' })
  @EdgeRule('listQuery', 0, (_value, dto) => listFailure(dto))
  sort?: string;

  @ApiPropertyOptional({ description: `JSON [first,last]: at most ${MAX_PAGE} rows, first at most ${MAX_OFFSET}`, example: '[0,24]' })
  @Allow()
  range?: string;

  @ApiPropertyOptional({ description: 'JSON {"q":…, "<field>":value|[values], "id":[ids]}', example: '{"q":"player"}' })
  @Allow()
  filter?: string;

  /** The page this query asks for; it passed the same parser as the request's validation. */
  toListQuery(): ListQuery {
    const { sort, range, filter } = this;
    return parseListQuery({ sort, range, filter }, (this.constructor as typeof ListQueryDto).spec);
  }
}
