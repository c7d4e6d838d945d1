import { createParamDecorator, ExecutionContext, Inject, Injectable, PipeTransform } from '@nestjs/common';
import type { Messages } from '@gameshift/contracts';
import type { FastifyRequest } from 'fastify';
import { TEXTS_BY_LOCALE } from '../config/config.module';
import { requestMessages, type TextsByLocale } from '../config/localized-messages';

/** The request itself, for the pipe that reads its language: a parameter decorator cannot inject. */
const TheRequest = createParamDecorator((_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<FastifyRequest>());

/** Nest builds it in the handler's module, so it gets every language's texts injected. */
@Injectable()
class RequestMessagesPipe implements PipeTransform<FastifyRequest, Messages> {
  constructor(@Inject(TEXTS_BY_LOCALE) private readonly texts: TextsByLocale) {}

  transform(request: FastifyRequest): Messages {
    return requestMessages(this.texts, request);
  }
}

/** The handler's parameter is the catalogue its answer is worded from, in the language the request's `Accept-Language` prefers. */
export const RequestMessages = (): ParameterDecorator => TheRequest(RequestMessagesPipe);
