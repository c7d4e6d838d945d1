import { Body, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { type AdminIdentity, CurrentAdmin } from '../common/admin-identity';
import { AdminApiController, ListEndpoint } from '../common/admin-api/admin-api.decorator';
import { ListPage, type ListQuery } from '../common/admin-api/list-query';
import { ListQueryParam } from '../common/admin-api/list-query.decorator';
import { BodyLimit } from '../common/body-limit.decorator';
import { ErrorBodyDto } from '../common/error-body.dto';
import { RequiresRole } from '../common/roles.decorator';
import { ARTICLES_LIST, ArticleEditorService } from './article-editor.service';
import {
  ARTICLE_BODY_LIMIT,
  ArticleIdParamsDto,
  ArticlePreviewLinkDto,
  ArticlePublishDto,
  ArticleRecordDto,
  ArticleRestoreDto,
  ArticleRevisionParamsDto,
  ArticleRevisionRecordDto,
  ArticleRevisionsQueryDto,
  ArticleTextRecordDto,
  ArticleTranslationParamsDto,
  ArticleTranslationWriteDto,
  ArticleUnpublishDto,
  ArticleWriteDto,
} from './dto/admin-article.dto';

const CHANGED_SINCE = 'Saved from a revision that is no longer the latest: the answer names who saved since, when, and the latest revision';

/**
 * The news in the portal (react-admin resource `articles`): drafts and their translations written,
 * published now or at a time, unpublished, deleted, their history read and restored. Who may do
 * which is the `articles` row of the permission table.
 */
@AdminApiController()
@ApiExtraModels(ArticleTextRecordDto)
export class AdminArticlesController {
  constructor(private readonly editor: ArticleEditorService) {}

  @Get('articles')
  @ListEndpoint('articles', {
    row: ArticleRecordDto,
    summary:
      'Articles with their translations, the latest saved first; filter.q searches title, slug and excerpt, filter.state (draft, scheduled, published) and filter.locale (has a text in that language) narrow.',
  })
  list(@ListQueryParam(ARTICLES_LIST) page: ListQuery<typeof ARTICLES_LIST>): Promise<ListPage<ArticleRecordDto>> {
    return this.editor.list(page);
  }

  @Get('articles/:id')
  @RequiresRole('articles', 'read')
  @ApiOperation({ summary: 'One article with every language (react-admin getOne)' })
  @ApiOkResponse({ type: ArticleRecordDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  one(@Param() { id }: ArticleIdParamsDto): Promise<ArticleRecordDto> {
    return this.editor.get(id);
  }

  @Post('articles')
  @RequiresRole('articles', 'write')
  @BodyLimit(ARTICLE_BODY_LIMIT)
  @HttpCode(201)
  @ApiOperation({ summary: 'Write a new article, a draft; the slug is proposed from the title when left out' })
  @ApiCreatedResponse({ type: ArticleRecordDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: 'The slug is another article’s' })
  create(@Body() write: ArticleWriteDto, @CurrentAdmin() admin: AdminIdentity): Promise<ArticleRecordDto> {
    return this.editor.create(write, admin);
  }

  @Put('articles/:id')
  @RequiresRole('articles', 'write')
  @BodyLimit(ARTICLE_BODY_LIMIT)
  @ApiOperation({
    summary:
      'Save the English text, slug and category, from `revision`; a published article shows the change at once, a changed slug redirects (301) from the old address',
  })
  @ApiOkResponse({ type: ArticleRecordDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: `${CHANGED_SINCE}; or the slug is another article’s` })
  save(
    @Param() { id }: ArticleIdParamsDto,
    @Body() write: ArticleWriteDto,
    @CurrentAdmin() admin: AdminIdentity,
  ): Promise<ArticleRecordDto> {
    return this.editor.save(id, write, admin);
  }

  @Delete('articles/:id')
  @RequiresRole('articles', 'publish')
  @ApiOperation({ summary: 'Delete an article with every language and revision; its addresses answer 404' })
  @ApiOkResponse({ type: ArticleRecordDto, description: 'The article as it was' })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  remove(@Param() { id }: ArticleIdParamsDto, @CurrentAdmin() admin: AdminIdentity): Promise<ArticleRecordDto> {
    return this.editor.remove(id, admin);
  }

  @Put('articles/:id/translations/:locale')
  @RequiresRole('articles', 'write')
  @BodyLimit(ARTICLE_BODY_LIMIT)
  @ApiOperation({ summary: 'Save one translation from `revision` (null: write the first, a draft)' })
  @ApiOkResponse({ type: ArticleRecordDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: CHANGED_SINCE })
  saveTranslation(
    @Param() { id, locale }: ArticleTranslationParamsDto,
    @Body() write: ArticleTranslationWriteDto,
    @CurrentAdmin() admin: AdminIdentity,
  ): Promise<ArticleRecordDto> {
    return this.editor.saveTranslation(id, locale, write, admin);
  }

  @Delete('articles/:id/translations/:locale')
  @RequiresRole('articles', 'publish')
  @ApiOperation({ summary: 'Delete one translation: that language’s pages show the English article again' })
  @ApiOkResponse({ type: ArticleRecordDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  removeTranslation(@Param() { id, locale }: ArticleTranslationParamsDto, @CurrentAdmin() admin: AdminIdentity): Promise<ArticleRecordDto> {
    return this.editor.removeTranslation(id, locale, admin);
  }

  @Post('articles/:id/publish')
  @RequiresRole('articles', 'publish')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Publish now, or from `publish_at` (scheduled): one language, or every language the article has; every instance shows it within seconds of its time',
  })
  @ApiOkResponse({ type: ArticleRecordDto })
  @ApiBadRequestResponse({ type: ErrorBodyDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  publish(
    @Param() { id }: ArticleIdParamsDto,
    @Body() request: ArticlePublishDto,
    @CurrentAdmin() admin: AdminIdentity,
  ): Promise<ArticleRecordDto> {
    return this.editor.publish(id, request, admin);
  }

  @Post('articles/:id/unpublish')
  @RequiresRole('articles', 'publish')
  @HttpCode(200)
  @ApiOperation({ summary: 'Back to a draft: one language, or the whole article; its addresses answer 404 until published again' })
  @ApiOkResponse({ type: ArticleRecordDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  unpublish(
    @Param() { id }: ArticleIdParamsDto,
    @Body() { locale }: ArticleUnpublishDto,
    @CurrentAdmin() admin: AdminIdentity,
  ): Promise<ArticleRecordDto> {
    return this.editor.unpublish(id, locale, admin);
  }

  @Get('articles/:id/revisions')
  @RequiresRole('articles', 'read')
  @ApiOperation({ summary: 'Every saved revision (who, when, the text), newest first by language; `locale` for one language' })
  @ApiOkResponse({ type: [ArticleRevisionRecordDto] })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  revisions(@Param() { id }: ArticleIdParamsDto, @Query() { locale }: ArticleRevisionsQueryDto): Promise<ArticleRevisionRecordDto[]> {
    return this.editor.revisions(id, locale);
  }

  @Post('articles/:id/revisions/:revision/restore')
  @RequiresRole('articles', 'write')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Make an earlier revision’s text the current one (a new revision); `revision` in the body is the latest the editor saw',
  })
  @ApiOkResponse({ type: ArticleRecordDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  @ApiConflictResponse({ type: ErrorBodyDto, description: CHANGED_SINCE })
  restore(
    @Param() { id, revision }: ArticleRevisionParamsDto,
    @Body() { revision: latest }: ArticleRestoreDto,
    @CurrentAdmin() admin: AdminIdentity,
  ): Promise<ArticleRecordDto> {
    return this.editor.restore(id, revision, latest, admin);
  }

  @Post('articles/:id/preview-link')
  @RequiresRole('articles', 'read')
  @HttpCode(200)
  @ApiOperation({
    summary: 'A private link to the article’s page as it stands in `locale`, draft or not: noindex, never cached, valid 30 minutes',
  })
  @ApiOkResponse({ type: ArticlePreviewLinkDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto })
  previewLink(@Param() { id }: ArticleIdParamsDto, @Body() { locale }: ArticleUnpublishDto): Promise<ArticlePreviewLinkDto> {
    return this.editor.previewLink(id, locale);
  }
}
