import { PUBLIC_ROUTES } from '@gameshift/contracts';
import { Body, Controller, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConsumes,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { ErrorBodyDto } from '../common/error-body.dto';
import { Public } from '../common/public.decorator';
import { ResubscribedDto, UnsubscribeBodyDto, UnsubscribeDetailsDto, UnsubscribedDto, UnsubscribeParamsDto } from './dto/unsubscribe.dto';
import { UnsubscribeService } from './unsubscribe.service';

/**
 * RFC 8058 one-click unsubscribe: the URL of an announcement's List-Unsubscribe header. A POST
 * stops announcements with no sign-in or cookie; a GET (a mail scanner opening the link, a person
 * pasting it) changes nothing and leads to the page that asks.
 */
@ApiTags('unsubscribe')
@Public()
@Controller('api/unsubscribe')
export class UnsubscribeController {
  constructor(private readonly unsubscribes: UnsubscribeService) {}

  @Post(':token')
  @HttpCode(200)
  @ApiOperation({ summary: 'Stop announcements to the address of the token (RFC 8058); the same answer when repeated' })
  @ApiConsumes('application/x-www-form-urlencoded', 'multipart/form-data', 'application/json')
  @ApiOkResponse({ type: UnsubscribedDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'A form without List-Unsubscribe=One-Click' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'A token this site did not make' })
  async unsubscribe(@Param() { token }: UnsubscribeParamsDto, @Body() _body: UnsubscribeBodyDto): Promise<UnsubscribedDto> {
    await this.unsubscribes.unsubscribe(token);
    return { unsubscribed: true };
  }

  @Get(':token/reservation')
  @ApiOperation({ summary: 'What the unsubscribe page names before it asks: the reservation’s handle, and whether announcements are on' })
  @ApiOkResponse({ type: UnsubscribeDetailsDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'A token this site did not make' })
  details(@Param() { token }: UnsubscribeParamsDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<UnsubscribeDetailsDto> {
    void reply.header('Cache-Control', 'no-store');
    return this.unsubscribes.details(token);
  }

  @Post(':token/resubscribe')
  @HttpCode(200)
  @ApiOperation({ summary: 'Undo an unsubscribe: lifts the person’s own unsubscribe or complaint; a bounce or an owner’s entry stays' })
  @ApiOkResponse({ type: ResubscribedDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'A token this site did not make' })
  resubscribe(@Param() { token }: UnsubscribeParamsDto): Promise<ResubscribedDto> {
    return this.unsubscribes.resubscribe(token);
  }

  @Get(':token')
  @ApiOperation({ summary: 'The page that asks (303 to /unsubscribe/:token); a GET or HEAD never unsubscribes' })
  @ApiResponse({ status: 303, description: 'Location: /unsubscribe/<token>' })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'A token this site did not make' })
  page(@Param() { token }: UnsubscribeParamsDto, @Res() reply: FastifyReply): void {
    this.unsubscribes.check(token);
    void reply
      .status(303)
      .header('Cache-Control', 'no-store')
      .header('Location', PUBLIC_ROUTES.unsubscribe.replace(':token', encodeURIComponent(token)))
      .send();
  }
}
