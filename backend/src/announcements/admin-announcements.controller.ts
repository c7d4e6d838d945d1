import { DEFAULT_LOCALE } from '@gameshift/contracts';
import { Body, Delete, Get, HttpCode, Inject, Param, Patch, Post, Put } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
} from '@nestjs/swagger';
import { type AdminIdentity, CurrentAdmin } from '../common/admin-identity';
import { RequiresRole } from '../common/roles.decorator';
import { AdminApiController, ListEndpoint, NotOffered } from '../common/admin-api/admin-api.decorator';
import { ListPage, type ListQuery } from '../common/admin-api/list-query';
import { ListQueryParam } from '../common/admin-api/list-query.decorator';
import { AppError } from '../common/app-error';
import { ErrorBodyDto } from '../common/error-body.dto';
import { ANNOUNCEMENTS_LIST, AnnouncementsService } from './announcements.service';
import {
  keptTranslations,
  AnnouncementBodyDto,
  AnnouncementCopyParamsDto,
  AnnouncementDto,
  AnnouncementPreviewBodyDto,
  AnnouncementPreviewDto,
  AnnouncementSendDto,
  SendAnnouncementDto,
  TestAnnouncementDto,
  TestCopyQueuedDto,
} from './dto/announcement.dto';
import { IdParamsDto } from '../common/path-params';
import { ArticleEditorService, ArticleIdParamsDto, ArticlesService } from '../articles';
import { type AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { articleAnnouncement } from './article-announcement';

/**
 * The launch announcement in the portal: every role reads; owners write drafts, send a test copy
 * to the team, send, schedule, pause, resume and cancel. Each change is audited.
 */
@AdminApiController()
export class AdminAnnouncementsController {
  constructor(
    private readonly announcements: AnnouncementsService,
    private readonly articles: ArticlesService,
    private readonly editor: ArticleEditorService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('announcements')
  @ListEndpoint('announcements', {
    row: AnnouncementDto,
    summary: 'Announcements, newest first; filter.q searches the subject, filter.status by status.',
  })
  list(@ListQueryParam(ANNOUNCEMENTS_LIST) page: ListQuery<typeof ANNOUNCEMENTS_LIST>): Promise<ListPage<AnnouncementDto>> {
    return this.announcements.list(page);
  }

  @Get('announcements/:id')
  @RequiresRole('announcements', 'read')
  @ApiOperation({ summary: 'One announcement with its counts (react-admin getOne)' })
  @ApiOkResponse({ type: AnnouncementDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  one(@Param() { id }: IdParamsDto): Promise<AnnouncementDto> {
    return this.announcements.get(id);
  }

  @Post('announcements')
  @RequiresRole('announcements', 'write')
  @HttpCode(201)
  @ApiOperation({ summary: 'Write a draft' })
  @ApiCreatedResponse({ type: AnnouncementDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  create(@Body() { subject, body, translations }: AnnouncementBodyDto, @CurrentAdmin() admin: AdminIdentity): Promise<AnnouncementDto> {
    return this.announcements.create(subject, body, keptTranslations(translations) ?? {}, admin);
  }

  @Post('announcements/preview')
  @RequiresRole('announcements', 'write')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Render a draft’s words as the copy to reservations made in `locale` would carry them (sample handle, inert links); stores and sends nothing',
  })
  @ApiOkResponse({ type: AnnouncementPreviewDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  preview(@Body() { subject, body, translations, locale }: AnnouncementPreviewBodyDto): AnnouncementPreviewDto {
    return this.announcements.preview(subject, body, keptTranslations(translations) ?? {}, locale ?? DEFAULT_LOCALE);
  }

  @Get('announcements/:id/copies/:locale')
  @RequiresRole('announcements', 'read')
  @ApiOperation({
    summary:
      'The copy that reservations made in `locale` get of this announcement, rendered as the preview renders it (sample handle, inert links)',
  })
  @ApiOkResponse({ type: AnnouncementPreviewDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  copy(@Param() { id, locale }: AnnouncementCopyParamsDto): Promise<AnnouncementPreviewDto> {
    return this.announcements.copy(id, locale);
  }

  @Post('articles/:id/announcement')
  @RequiresRole('announcements', 'write')
  @HttpCode(201)
  @ApiOperation({
    summary:
      'Start an announcement draft that tells of a published article: its title, excerpt and a link, in each language it is translated into. Nothing is sent: the draft goes through its own review and send',
  })
  @ApiCreatedResponse({ type: AnnouncementDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The article is not published' })
  async fromArticle(@Param() { id }: ArticleIdParamsDto, @CurrentAdmin() admin: AdminIdentity): Promise<AnnouncementDto> {
    const { slug } = await this.editor.get(id);
    const words = articleAnnouncement((locale) => this.articles.publishedArticle(slug, locale), this.config.publicUrl);
    if (!words) throw new AppError('announcement_article_unpublished');
    return this.announcements.create(words.subject, words.body, words.translations, admin);
  }

  @Put('announcements/:id')
  @RequiresRole('announcements', 'write')
  @ApiOperation({ summary: 'Change a draft' })
  @ApiOkResponse({ type: AnnouncementDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'No longer a draft' })
  update(
    @Param() { id }: IdParamsDto,
    @Body() { subject, body, translations }: AnnouncementBodyDto,
    @CurrentAdmin() admin: AdminIdentity,
  ): Promise<AnnouncementDto> {
    return this.announcements.update(id, subject, body, keptTranslations(translations) ?? {}, admin);
  }

  @Delete('announcements/:id')
  @RequiresRole('announcements', 'write')
  @ApiOperation({ summary: 'Delete a draft' })
  @ApiOkResponse({ type: AnnouncementDto, description: 'The draft as it was' })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'No longer a draft' })
  remove(@Param() { id }: IdParamsDto, @CurrentAdmin() admin: AdminIdentity): Promise<AnnouncementDto> {
    return this.announcements.remove(id, admin);
  }

  @Patch('announcements/:id')
  @NotOffered('a draft is replaced whole with PUT', 'record')
  @ApiParam({ name: 'id', type: String, format: 'uuid' })
  patch(): never {
    throw new AppError('method_not_allowed', { allow: 'GET, PUT, DELETE', refusal: 'read_only' });
  }

  @Post('announcements/:id/test')
  @RequiresRole('announcements', 'write')
  @HttpCode(202)
  @ApiOperation({
    summary:
      'Send one test copy (the one reservations made in `locale` get) to yourself, or to another admin of the team; never to anyone else',
  })
  @ApiAcceptedResponse({ type: TestCopyQueuedDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto, description: 'The address is not an admin’s' })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  async test(
    @Param() { id }: IdParamsDto,
    @Body() { email, locale }: TestAnnouncementDto,
    @CurrentAdmin() admin: AdminIdentity,
  ): Promise<TestCopyQueuedDto> {
    return { queued: true, language: await this.announcements.sendTest(id, email, locale ?? DEFAULT_LOCALE, admin) };
  }

  @Post('announcements/:id/send')
  @RequiresRole('announcements', 'write')
  @HttpCode(202)
  @ApiOperation({ summary: 'Send to every confirmed reservation not suppressed, at once or at send_at' })
  @ApiAcceptedResponse({ type: AnnouncementSendDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'No longer a draft' })
  send(
    @Param() { id }: IdParamsDto,
    @Body() { send_at }: SendAnnouncementDto,
    @CurrentAdmin() admin: AdminIdentity,
  ): Promise<AnnouncementSendDto> {
    return this.announcements.send(id, send_at === undefined ? undefined : new Date(send_at), admin);
  }

  @Post('announcements/:id/pause')
  @RequiresRole('announcements', 'write')
  @HttpCode(200)
  @ApiOperation({ summary: 'Pause a send or a schedule; copies not yet sent wait' })
  @ApiOkResponse({ type: AnnouncementDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'Not sending or scheduled' })
  pause(@Param() { id }: IdParamsDto, @CurrentAdmin() admin: AdminIdentity): Promise<AnnouncementDto> {
    return this.announcements.pause(id, admin);
  }

  @Post('announcements/:id/resume')
  @RequiresRole('announcements', 'write')
  @HttpCode(200)
  @ApiOperation({ summary: 'Resume a paused send: the copies still queued go out' })
  @ApiOkResponse({ type: AnnouncementDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'Not paused' })
  resume(@Param() { id }: IdParamsDto, @CurrentAdmin() admin: AdminIdentity): Promise<AnnouncementDto> {
    return this.announcements.resume(id, admin);
  }

  @Post('announcements/:id/cancel')
  @RequiresRole('announcements', 'write')
  @HttpCode(200)
  @ApiOperation({ summary: 'Cancel a schedule or a send: copies not yet sent are skipped' })
  @ApiOkResponse({ type: AnnouncementDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'Already sent or cancelled, or still a draft' })
  cancel(@Param() { id }: IdParamsDto, @CurrentAdmin() admin: AdminIdentity): Promise<AnnouncementDto> {
    return this.announcements.cancel(id, admin);
  }
}
