import { CallHandler, createParamDecorator, ExecutionContext, NestInterceptor } from '@nestjs/common';
import { ApiQuery, ApiQueryOptions } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map, Observable } from 'rxjs';
import { contentRange, ListPage, ListQuery, ListSpec, MAX_OFFSET, MAX_PAGE, parseListQuery } from './list-query';

export const CONTENT_RANGE = 'The page; Content-Range: <resource> <first>-<last>/<total>';
export const LIST_ERROR = 'A sort, range or filter the resource does not offer; the error names what is allowed';

export const LIST_SUMMARY =
  'react-admin simple REST: sort=["field","ASC|DESC"], range=[first,last] (at most 1,000 rows), filter={"q":…, "<field>":value|[values], "id":[ids]}';

/** The page each list request was read into, for the Content-Range of its answer; it goes with the request. */
const pagesAsked = new WeakMap<FastifyRequest, ListQuery>();

/** Reads the request's query into the page the resource's spec allows; a query it does not allow is the 400 naming why. */
const ParsedListQuery = createParamDecorator((spec: ListSpec, context: ExecutionContext): ListQuery => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  const page = parseListQuery(request.query as Record<string, unknown>, spec);
  pagesAsked.set(request, page);
  return page;
});

/**
 * The three parameters of a list request in react-admin's simple-REST dialect, as the API
 * documentation lists them. parseListQuery reads them; parameters it does not know (a cache
 * buster) are ignored.
 */
const LIST_PARAMETERS: ApiQueryOptions[] = [
  { name: 'sort', required: false, description: 'JSON ["field","ASC|DESC"]', example: '["created_at","DESC"]', type: String },
  {
    name: 'range',
    required: false,
    description: `JSON [first,last]: at most ${MAX_PAGE} rows, first at most ${MAX_OFFSET}`,
    example: '[0,24]',
    type: String,
  },
  {
    name: 'filter',
    required: false,
    description: 'JSON {"q":…, "<field>":value|[values], "id":[ids]}',
    example: '{"q":"player"}',
    type: String,
  },
];

/**
 * The handler's parameter is the list request of a react-admin list call, parsed once, at the edge,
 * against the resource's spec: the handler and its service take the ListQuery.
 */
export function ListQueryParam<S extends ListSpec>(spec: S): ParameterDecorator {
  return (target, key, index) => {
    if (key === undefined) throw new Error('ListQueryParam decorates a handler parameter');
    const handler = Reflect.getOwnPropertyDescriptor(target, key)!;
    for (const parameter of LIST_PARAMETERS) ApiQuery(parameter)(target, key, handler);
    ParsedListQuery(spec)(target, key, index);
  };
}

/** Answers a list handler's `{ rows, total }` with the rows, and the page and total in Content-Range. */
export class ContentRangeInterceptor implements NestInterceptor<ListPage<unknown>, unknown[]> {
  constructor(private readonly resource: string) {}

  intercept(context: ExecutionContext, next: CallHandler<ListPage<unknown>>): Observable<unknown[]> {
    const http = context.switchToHttp();
    return next.handle().pipe(
      map(({ rows, total }) => {
        const page = pagesAsked.get(http.getRequest<FastifyRequest>());
        if (page === undefined) throw new Error('A list endpoint reads its page with @ListQueryParam');
        void http.getResponse<FastifyReply>().header('Content-Range', contentRange(this.resource, page.offset, rows.length, total));
        return rows;
      }),
    );
  }
}
