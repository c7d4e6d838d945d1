import { applyDecorators, Controller, Type, UseInterceptors } from '@nestjs/common';
import type { AdminResource } from '@gameshift/contracts';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { AnySignedInAdmin, RequiresRole } from '../roles.decorator';
import { ErrorBodyDto } from '../error-body.dto';
import { CONTENT_RANGE, ContentRangeInterceptor, LIST_ERROR, LIST_SUMMARY } from './list-query.decorator';
import { NoStoreInterceptor } from './no-store.interceptor';

/**
 * A controller of the admin API: documented under "admin" with bearer auth and its 401, and every
 * answer marked `Cache-Control: no-store`. The global guard does the authentication itself.
 */
export function AdminApiController(prefix = 'api/admin'): ClassDecorator {
  return applyDecorators(
    ApiTags('admin'),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ type: ErrorBodyDto, description: 'No valid bearer token' }),
    UseInterceptors(NoStoreInterceptor),
    Controller(prefix),
  );
}

/**
 * A method react-admin may send that a resource does not offer: documented as a 405 naming what it
 * does, and open to every signed-in admin, since all it answers is that 405.
 */
export function NotOffered(summary: string, on: 'collection' | 'record'): MethodDecorator {
  return applyDecorators(
    AnySignedInAdmin(),
    ApiOperation({ summary: `Not offered (405): ${summary}` }),
    ApiResponse({ status: 405, type: ErrorBodyDto, description: `Allow names the methods the ${on} answers` }),
  );
}

/** What a list endpoint's documentation says of it beyond the list parameters' grammar. */
export interface ListEndpointDoc {
  /** The class of its rows. */
  row: Type;
  /** What it lists and what `filter` offers besides `id`; the list parameters' grammar follows it. */
  summary: string;
  /** The portal's name for the list, Content-Range's unit, where it is not the resource's own (a resource's second list). */
  unit?: string;
}

/**
 * A react-admin getList endpoint of `resource`, open to the roles that may read it: the handler
 * takes its page with @ListQueryParam and returns `{ rows, total }`; the answer is the rows, with
 * Content-Range. Documented with its rows, the list parameters' grammar and the 400 of a list the
 * resource does not offer.
 */
export function ListEndpoint(resource: AdminResource, { row, summary, unit = resource }: ListEndpointDoc): MethodDecorator {
  return applyDecorators(
    RequiresRole(resource, 'read'),
    ApiOperation({ summary: `${summary} ${LIST_SUMMARY}` }),
    ApiOkResponse({ type: [row], description: CONTENT_RANGE }),
    ApiBadRequestResponse({ type: ErrorBodyDto, description: LIST_ERROR }),
    UseInterceptors(new ContentRangeInterceptor(unit)),
  );
}
