import {
  ARTICLE_CATEGORIES,
  LOCALES,
  SITE_PAGES,
  type Article,
  type ArticleCategory,
  type ArticleStatus,
  type ArticleSummary,
  type Locale,
  type SitePage,
} from '@gameshift/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { SlugParams } from '../../common/path-params';

export class ArticleParamsDto extends SlugParams({ example: 'launch-date', description: 'An unknown or draft slug is a 404' }) {}

export class ArticleSummaryDto implements ArticleSummary {
  @ApiProperty()
  id!: string;

  @ApiPropertyOptional({ enum: LOCALES, description: 'The language of a translation; absent for the English article' })
  locale?: Locale;

  @ApiProperty()
  slug!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty()
  excerpt!: string;

  @ApiProperty({ format: 'date' })
  date!: string;

  @ApiPropertyOptional({ format: 'date' })
  lastUpdated?: string;

  @ApiProperty()
  author!: string;

  @ApiPropertyOptional()
  image?: string;

  @ApiProperty({ type: [String] })
  tags!: string[];

  @ApiProperty({
    enum: ARTICLE_CATEGORIES,
    description: 'A key of a fixed list, the same for every language of an article; the pages show its name in their language',
  })
  category!: ArticleCategory;

  @ApiProperty({ enum: ['published', 'draft'] })
  status!: ArticleStatus;

  @ApiPropertyOptional()
  metaTitle?: string;

  @ApiPropertyOptional()
  metaDescription?: string;

  @ApiPropertyOptional()
  ogImage?: string;

  @ApiPropertyOptional()
  audioFile?: string;

  @ApiPropertyOptional({
    description:
      'What the narration (audioFile) is when it is not the whole article (a summary), shown beside Listen; in the language of the article as served, like its other texts',
  })
  audioNote?: string;

  @ApiPropertyOptional({ description: 'Minutes' })
  readingTime?: number;
}

export class ArticleDto extends ArticleSummaryDto implements Article {
  @ApiProperty({ description: 'Markdown' })
  content!: string;
}

export class SitePageParamsDto extends SlugParams({ enum: SITE_PAGES, description: 'Any other page is a 404' }) {}

export class SitePageDto implements SitePage {
  @ApiProperty({ enum: SITE_PAGES })
  slug!: string;

  @ApiPropertyOptional({ enum: LOCALES, description: 'The language of a translation; absent for the English page' })
  locale?: Locale;

  @ApiProperty()
  title!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({ description: "Markdown, with the site's values filled in" })
  content!: string;
}
