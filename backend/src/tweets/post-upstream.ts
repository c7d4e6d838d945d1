import { Inject, Injectable } from '@nestjs/common';
import { type AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { requestPost, type UpstreamAnswer } from './post-request';

/** The post-data service named by TWEET_API_URL. */
@Injectable()
export class PostUpstream {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  fetchPost(id: string): Promise<UpstreamAnswer> {
    return requestPost(this.config.tweetApiUrl, id);
  }
}
