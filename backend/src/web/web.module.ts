import { Module } from '@nestjs/common';
import { PageRenderer } from './page-renderer';
import { WebController } from './web.controller';

@Module({ controllers: [WebController], providers: [PageRenderer], exports: [PageRenderer] })
export class WebModule {}
