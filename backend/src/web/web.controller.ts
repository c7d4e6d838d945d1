import { Controller, Get, NotFoundException, Req, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../common/public.decorator';
import { PageRenderer, WebApp } from './page-renderer';

/** Paths the public SPA knows; any other path still gets the SPA (its 404 page) with status 404. */
const PUBLIC_ROUTES = [/^\/$/, /^\/verify(\/[^/]+)?\/?$/, /^\/simonsays\/?$/, /^\/learn(\/[^/]+)?\/?$/];

@ApiExcludeController()
@Public()
@SkipThrottle()
@Controller()
export class WebController {
  constructor(private readonly pages: PageRenderer) {}

  @Get('*')
  page(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    const pathname = request.url.split('?')[0];
    if (pathname === '/api' || pathname.startsWith('/api/')) throw new NotFoundException();
    const app: WebApp = pathname === '/admin' || pathname.startsWith('/admin/') ? 'admin' : 'public';
    const html = this.pages.render(app);
    if (html === null) throw new ServiceUnavailableException({ error: 'The web app is not built yet: run npm run build.' });
    const known = app === 'admin' || PUBLIC_ROUTES.some((route) => route.test(pathname));
    void reply
      .status(known ? 200 : 404)
      .header('Content-Type', 'text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(html);
  }
}
