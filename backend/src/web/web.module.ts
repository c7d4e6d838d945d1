import { Module } from '@nestjs/common';
import { ArticlesModule } from '../articles';
import { PageRenderer } from './page-renderer';
import { WebController } from './web.controller';

@Module({ imports: [ArticlesModule], controllers: [WebController], providers: [PageRenderer], exports: [PageRenderer] })
export class WebModule {}
