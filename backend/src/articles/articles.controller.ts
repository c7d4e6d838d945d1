import type { Article, ArticleSummary } from '@gameshift/contracts';
import { Controller, Get, Header, HttpCode, NotFoundException, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/public.decorator';
import { ArticlesService } from './articles.service';

@ApiTags('news')
@Public()
@Controller('api/articles')
export class ArticlesController {
  constructor(private readonly articles: ArticlesService) {}

  @Get()
  @HttpCode(200)
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOperation({ summary: 'Published articles, newest first, without their bodies' })
  list(): ArticleSummary[] {
    return this.articles.published();
  }

  @Get(':slug')
  @HttpCode(200)
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOperation({ summary: 'One published article with its markdown body; 404 for drafts and unknown slugs' })
  get(@Param('slug') slug: string): Article {
    const article = this.articles.publishedArticle(slug);
    if (!article) throw new NotFoundException();
    return article;
  }
}
