import { PipeTransform, Query } from '@nestjs/common';
import { ListQuery, ListSpec, parseListQuery } from './list-query';
import { ListQueryDto } from './list-query.dto';

/** Where TypeScript records a method's parameter types, and Nest and the API documentation read them. */
const PARAMTYPES = 'design:paramtypes';

export const CONTENT_RANGE = 'The page; Content-Range: <resource> <first>-<last>/<total>';
export const LIST_ERROR = 'A sort, range or filter the resource does not offer; the error names what is allowed';

export const LIST_SUMMARY =
  'react-admin simple REST: sort=["field","ASC|DESC"], range=[first,last] (at most 1,000 rows), filter={"q":…, "<field>":value|[values], "id":[ids]}';

/** Reads the validated query parameters into the page the resource's spec allows; a query it does not allow is the 400 naming why. */
class ParseListQueryPipe<S extends ListSpec> implements PipeTransform<ListQueryDto, ListQuery<S>> {
  constructor(private readonly spec: S) {}

  transform({ sort, range, filter }: ListQueryDto): ListQuery<S> {
    return parseListQuery({ sort, range, filter }, this.spec);
  }
}

/**
 * The handler's parameter is the list request of a react-admin list call, parsed once, at the edge,
 * against the resource's spec: the handler and its service take the ListQuery. The parameter is
 * declared as a ListQueryDto to Nest, so the validation pipe reads the three parameters as that
 * class and the API documentation lists them.
 */
export function ListQueryParam<S extends ListSpec>(spec: S): ParameterDecorator {
  return (target, key, index) => {
    if (key === undefined) throw new Error('ListQueryParam decorates a handler parameter');
    const types = [...((Reflect.getMetadata(PARAMTYPES, target, key) as unknown[] | undefined) ?? [])];
    types[index] = ListQueryDto;
    Reflect.defineMetadata(PARAMTYPES, types, target, key);
    Query(new ParseListQueryPipe(spec))(target, key, index);
  };
}
