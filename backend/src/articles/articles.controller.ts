import { negotiateLocale } from '@gameshift/contracts';
import { Controller, Get, Header, HttpCode, NotFoundException, Param, Req } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { type FastifyRequest } from 'fastify';
import { ErrorBodyDto } from '../common/error-body.dto';
import { Public } from '../common/public.decorator';
import { ArticlesService } from './articles.service';
import { ArticleDto, ArticleParamsDto, ArticleSummaryDto, SitePageDto, SitePageParamsDto } from './dto/article.dto';

@ApiTags('news')
@Public()
@Controller('api/articles')
export class ArticlesController {
  constructor(private readonly articles: ArticlesService) {}

  @Get()
  @HttpCode(200)
  // Asked again each time: an edit in the portal is seen at once.
  @Header('Cache-Control', 'public, no-cache')
  @Header('Vary', 'Accept-Language')
  @ApiOperation({
    summary:
      'Published articles, newest first, without their bodies; each in the language Accept-Language prefers when it has that translation',
  })
  @ApiOkResponse({ type: [ArticleSummaryDto] })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto })
  list(@Req() request: FastifyRequest): ArticleSummaryDto[] {
    return this.articles.published(negotiateLocale(request.headers['accept-language']));
  }

  @Get(':slug')
  @HttpCode(200)
  @Header('Cache-Control', 'public, no-cache')
  // The page's language picks the translation, so a shared cache keeps one copy per language.
  @Header('Vary', 'Accept-Language')
  @ApiOperation({
    summary:
      'One published article with its markdown body, in the language Accept-Language prefers when it has that translation; 404 for drafts and unknown slugs',
  })
  @ApiOkResponse({ type: ArticleDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No published article has this slug' })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto })
  get(@Param() { slug }: ArticleParamsDto, @Req() request: FastifyRequest): ArticleDto {
    const article = this.articles.publishedArticle(slug, negotiateLocale(request.headers['accept-language']));
    if (!article) throw new NotFoundException();
    return article;
  }
}

@ApiTags('news')
@Public()
@Controller('api/pages')
export class SitePagesController {
  constructor(private readonly articles: ArticlesService) {}

  @Get(':slug')
  @HttpCode(200)
  @Header('Cache-Control', 'public, max-age=60')
  @Header('Vary', 'Accept-Language')
  @ApiOperation({
    summary:
      'A page of the site written by the operator (content/<slug>.md), such as the privacy page, in the language Accept-Language prefers when it has that translation (content/<slug>.<locale>.md)',
  })
  @ApiOkResponse({ type: SitePageDto })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: 'No such page' })
  @ApiTooManyRequestsResponse({ type: ErrorBodyDto })
  get(@Param() { slug }: SitePageParamsDto, @Req() request: FastifyRequest): SitePageDto {
    const page = this.articles.sitePage(slug, negotiateLocale(request.headers['accept-language']));
    if (!page) throw new NotFoundException();
    return page;
  }
}
