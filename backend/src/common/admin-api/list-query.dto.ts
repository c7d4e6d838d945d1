import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { MAX_OFFSET, MAX_PAGE } from './list-query';

/**
 * The three parameters of a list request in react-admin's simple-REST dialect, as they arrive;
 * parameters it does not know (a cache buster) are dropped. `@ListQueryParam` reads them into a
 * ListQuery; this class documents them.
 */
export class ListQueryDto {
  @ApiPropertyOptional({ description: 'JSON ["field","ASC|DESC"]', example: '["created_at","DESC"]' })
  @Allow()
  sort?: string;

  @ApiPropertyOptional({ description: `JSON [first,last]: at most ${MAX_PAGE} rows, first at most ${MAX_OFFSET}`, example: '[0,24]' })
  @Allow()
  range?: string;

  @ApiPropertyOptional({ description: 'JSON {"q":…, "<field>":value|[values], "id":[ids]}', example: '{"q":"player"}' })
  @Allow()
  filter?: string;
}
