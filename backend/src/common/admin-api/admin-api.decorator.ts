import { applyDecorators, Controller, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiResponse, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { RequiresRole } from '../../auth/roles.decorator';
import { ErrorBodyDto } from '../error-body.dto';
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
 * does, and open to every role, since all it answers is that 405.
 */
export function NotOffered(summary: string, on: 'collection' | 'record'): MethodDecorator {
  return applyDecorators(
    RequiresRole('viewer'),
    ApiOperation({ summary: `Not offered (405): ${summary}` }),
    ApiResponse({ status: 405, type: ErrorBodyDto, description: `Allow names the methods the ${on} answers` }),
  );
}
