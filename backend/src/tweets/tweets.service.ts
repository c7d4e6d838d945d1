import { isPostId } from '@gameshift/contracts';
import { BadGatewayException, Inject, Injectable, Logger, NotFoundException, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { LessThan, Repository } from 'typeorm';
import { CONTENT_DIR } from '../config/content-dir';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { PostCacheEntry } from './post-cache-entry.entity';
import { toPostData, type PostData } from './post-data';
import type { UpstreamAnswer } from './post-request';
import { PostUpstream } from './post-upstream';

const MINUTE_MS = 60_000;
export const FOUND_TTL_MS = 24 * 60 * MINUTE_MS;
export const NOT_FOUND_TTL_MS = 10 * MINUTE_MS;
/** Expired copies are kept this long as the stale answer for an upstream outage. */
const STALE_KEEP_MS = 30 * 24 * 60 * MINUTE_MS;
const PURGE_EVERY_MS = 60 * MINUTE_MS;

/** How an answer was made, sent as X-Cache so operators and tests can tell. */
export type PostSource = 'hit' | 'miss' | 'stale' | 'snapshot';

export class PostFileError extends Error {}

/** The snapshots shipped beside the articles: content/posts/{id}.json holds one post's data. */
export function loadSnapshots(contentDir: string): Map<string, PostData> {
  const snapshots = new Map<string, PostData>();
  const dir = path.join(contentDir, 'posts');
  if (!fs.existsSync(dir)) return snapshots;
  for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.json'))) {
    const file = path.join(dir, name);
    const id = name.slice(0, -'.json'.length);
    let data: PostData | null;
    try {
      data = isPostId(id) ? toPostData(JSON.parse(fs.readFileSync(file, 'utf8')), id) : null;
    } catch {
      data = null;
    }
    if (!data) throw new PostFileError(`Invalid post snapshot ${file}: the name must be the post id and the file that post's data as JSON`);
    snapshots.set(id, data);
  }
  return snapshots;
}

/**
 * GET /api/tweet/:id: post data through a PostgreSQL cache. Found posts are kept 24 h and
 * not-found answers 10 min; when the upstream fails, the last copy is served however old.
 * Posts the articles embed also ship as snapshots, so they render with no internet at all.
 */
@Injectable()
export class TweetsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(TweetsService.name);
  private readonly inFlight = new Map<string, Promise<UpstreamAnswer>>();
  private snapshots = new Map<string, PostData>();
  private purgeTimer: NodeJS.Timeout | undefined;

  constructor(
    @InjectRepository(PostCacheEntry) private readonly cache: Repository<PostCacheEntry>,
    private readonly upstream: PostUpstream,
    private readonly clock: Clock,
    @Inject(CONTENT_DIR) private readonly contentDir: string,
  ) {}

  async onModuleInit(): Promise<void> {
    this.snapshots = loadSnapshots(this.contentDir);
    // A fresh database starts with the shipped copies; a copy already there (fetched or seeded) is kept.
    const now = this.clock.now();
    for (const [id, data] of this.snapshots) {
      await this.cache
        .createQueryBuilder()
        .insert()
        .values({ post_id: id, found: true, data, source: 'snapshot', fetched_at: now, expires_at: new Date(now.getTime() + FOUND_TTL_MS) })
        .orIgnore()
        .execute();
    }
    this.purgeTimer = setInterval(
      () => void this.purge().catch((err: unknown) => this.logger.warn({ err }, 'post cache purge failed')),
      PURGE_EVERY_MS,
    );
    this.purgeTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.purgeTimer);
  }

  async post(id: string): Promise<{ data: PostData; source: PostSource }> {
    if (!isPostId(id)) throw new AppError('invalid_body', { body: { problem: 'shape', sentence: 'postIdInvalid' } });
    const cached = await this.cache.findOneBy({ post_id: id });
    const now = this.clock.now();
    if (cached && cached.expires_at > now) {
      if (cached.found && cached.data) return { data: cached.data as PostData, source: 'hit' };
      throw new NotFoundException();
    }

    const answer = await this.fetchOnce(id);
    if (answer.kind === 'found') {
      await this.store(id, true, answer.data, 'upstream', FOUND_TTL_MS);
      return { data: answer.data, source: 'miss' };
    }
    const snapshot = this.snapshots.get(id);
    if (answer.kind === 'not_found' && !snapshot) {
      await this.store(id, false, null, 'upstream', NOT_FOUND_TTL_MS);
      throw new NotFoundException();
    }
    // The upstream failed, or has nothing for a post an article ships: the last copy stands.
    if (answer.kind === 'failed') this.logger.warn({ postId: id, reason: answer.reason }, 'post upstream failed');
    if (cached?.found && cached.data) return { data: cached.data as PostData, source: 'stale' };
    if (snapshot) {
      await this.store(id, true, snapshot, 'snapshot', NOT_FOUND_TTL_MS);
      return { data: snapshot, source: 'snapshot' };
    }
    throw new BadGatewayException({ error: 'The post could not be loaded. Try again later.' });
  }

  /** Concurrent requests for the same post share one upstream call. */
  private fetchOnce(id: string): Promise<UpstreamAnswer> {
    let pending = this.inFlight.get(id);
    if (!pending) {
      pending = this.upstream.fetchPost(id).finally(() => this.inFlight.delete(id));
      this.inFlight.set(id, pending);
    }
    return pending;
  }

  private async store(id: string, found: boolean, data: PostData | null, source: PostCacheEntry['source'], ttlMs: number): Promise<void> {
    const now = this.clock.now();
    await this.cache.upsert(
      { post_id: id, found, data, source, fetched_at: now, expires_at: new Date(now.getTime() + ttlMs) },
      { conflictPaths: ['post_id'] },
    );
  }

  /** Forgets not-found answers once expired and found copies a month after they expired. */
  async purge(): Promise<void> {
    const now = this.clock.now().getTime();
    await this.cache.delete({ found: false, expires_at: LessThan(new Date(now)) });
    await this.cache.delete({ found: true, expires_at: LessThan(new Date(now - STALE_KEEP_MS)) });
  }
}
