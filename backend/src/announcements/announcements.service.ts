import {
  announcementAllows,
  ANNOUNCEMENT_CHANGES,
  type AnnouncementChange,
  type AnnouncementPreview,
  type AnnouncementRecord,
  type AnnouncementTranslation,
  type AnnouncementTranslations,
  copyWords,
  type Locale,
  localizedPath,
  type Messages,
  TEST_COPY_PREFIX,
} from '@gameshift/contracts';
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { AuditService } from '../audit';
import type { AdminIdentity } from '../common/admin-identity';
import { Admin } from '../auth';
import { isUuid, ListQuery, listPage, type ListSpec } from '../common/admin-api/list-query';
import { AppError } from '../common/app-error';
import { type AppConfig } from '../config/app-config';
import { APP_CONFIG, MESSAGES, TEXTS_BY_LOCALE } from '../config/config.module';
import type { TextsByLocale } from '../config/localized-messages';
import { MAIL_QUEUE, OutgoingMail } from '../mail';
import { ComposedJobs, OutboxService } from '../queue';
import { UnsubscribeService } from '../suppressions';
import { ClaimCodesService } from '../game-api';
import { composeCopy, copyFrame, placeholdersIn, renderAnnouncement, unknownPlaceholder } from './announcement-content';
import { Announcement } from './announcement.entity';
import { ANNOUNCEMENT_QUEUE, AnnouncementJob, batchCopies } from './announcement-job';
import {
  advanceQueue,
  analyzeRecipients,
  audienceByLocale,
  audienceSize,
  dueScheduled,
  fixAudience,
  lockQueuing,
  nextGeneration,
  nextRanges,
  recipientCounts,
  RecipientCounts,
  skipQueued,
  unqueuedSends,
} from './announcements.queries';

export const ANNOUNCEMENTS_LIST = {
  sortable: ['created_at', 'subject', 'status'],
  defaultSort: 'created_at',
  fields: { status: 'text' },
  search: { columns: ['a.subject'], notText: 'refuse' },
  special: {},
} as const satisfies ListSpec;

/** How often an instance looks for scheduled sends whose time has come. */
const SCHEDULE_POLL_MS = 5000;
/** Recipients whose batch jobs are queued per transaction: each commits on its own, so none holds its locks for long. */
const QUEUE_PAGE = 5000;
/** A send may be scheduled this far ahead at most. */
const MAX_SCHEDULE_MS = 366 * 24 * 3600 * 1000;

/** The test copy's composer in the queue: jobs already queued name it, so it stays. */
const TEST_COPY = 'announcement-test';

/** How a refusal names each change: "An announcement that is sent cannot be paused." */
const REFUSED_AS: Record<AnnouncementChange, string> = { pause: 'paused', resume: 'resumed', cancel: 'cancelled' };

const NO_COUNTS: RecipientCounts = { recipients: 0, queued: 0, sent: 0, failed: 0, bounced: 0, skipped: 0, last_settled_at: null };

/**
 * Announcements: the one owner of their lifecycle. A draft is written and changed here; a send
 * fixes its audience in one statement, then queues one job per batch of its recipients (a range of
 * their keys), a page of batches per transaction, each committing with the cursor it reached, so
 * any instance goes on should this one stop between them; pause, resume and cancel change its
 * generation so that queued batches follow at once. The copies are sent by AnnouncementConsumer.
 */
@Injectable()
export class AnnouncementsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(AnnouncementsService.name);
  private readonly key: string;
  private timer?: NodeJS.Timeout;
  /** Sends whose jobs this instance is queuing now, so that the periodic look does not start a second run. */
  private readonly queuing = new Map<string, Promise<void>>();
  private stopping = false;
  private readonly testCopies: ComposedJobs;

  constructor(
    @InjectRepository(Announcement) private readonly announcements: Repository<Announcement>,
    @InjectRepository(Admin) private readonly admins: Repository<Admin>,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly unsubscribe: UnsubscribeService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MESSAGES) private readonly messages: Messages,
    @Inject(TEXTS_BY_LOCALE) private readonly texts: TextsByLocale,
    private readonly claimCodes: ClaimCodesService,
  ) {
    this.key = config.mailKeys.suppressionKey;
    this.testCopies = outbox.composeAtSend(MAIL_QUEUE, TEST_COPY, (jobs) => this.composeTestCopies(jobs));
  }

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      void this.startDue().catch((err) => this.logger.error({ err }, 'scheduled sends not started'));
      void this.queueUnqueued().catch((err) => this.logger.error({ err }, 'sends not queued'));
    }, SCHEDULE_POLL_MS);
    this.timer.unref();
  }

  /** Stops between two batches: whichever instance continues queues the rest. */
  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    this.stopping = true;
    await Promise.all(this.queuing.values());
  }

  async list(query: ListQuery): Promise<{ rows: AnnouncementRecord[]; total: number }> {
    const [rows, total] = await listPage(this.announcements.createQueryBuilder('a'), query, 'ASC').getManyAndCount();
    return { rows: await this.records(rows), total };
  }

  async get(id: string): Promise<AnnouncementRecord> {
    return (await this.records([await this.find(id)]))[0];
  }

  async create(subject: string, body: string, translations: AnnouncementTranslations, admin: AdminIdentity): Promise<AnnouncementRecord> {
    checkPlaceholders(subject, body, translations);
    const id = await this.dataSource.transaction(async (manager) => {
      const row = await manager.getRepository(Announcement).save({ subject, body, translations });
      await this.audit.record(admin, 'announcement.create', row.id, { subject, languages: Object.keys(translations) }, manager);
      return row.id;
    });
    return this.get(id);
  }

  async update(
    id: string,
    subject: string,
    body: string,
    translations: AnnouncementTranslations,
    admin: AdminIdentity,
  ): Promise<AnnouncementRecord> {
    checkPlaceholders(subject, body, translations);
    await this.dataSource.transaction(async (manager) => {
      await this.lockDraft(manager, id);
      await manager.getRepository(Announcement).update({ id }, { subject, body, translations });
      await this.audit.record(admin, 'announcement.update', id, { subject, languages: Object.keys(translations) }, manager);
    });
    return this.get(id);
  }

  async remove(id: string, admin: AdminIdentity): Promise<AnnouncementRecord> {
    const record = await this.get(id);
    await this.dataSource.transaction(async (manager) => {
      await this.lockDraft(manager, id);
      await manager.getRepository(Announcement).delete({ id });
      await this.audit.record(admin, 'announcement.delete', id, { subject: record.subject }, manager);
    });
    return record;
  }

  /**
   * The copy that reservations made in `locale` would get of these words, made by the code that
   * makes each copy, with the test copy's sample handle, inert unsubscribe link and the manage link's
   * request page. Nothing is stored or sent.
   */
  preview(subject: string, body: string, translations: AnnouncementTranslations, locale: Locale): AnnouncementPreview {
    checkPlaceholders(subject, body, translations);
    return this.sampleCopy({ subject, body, translations }, locale, this.unsubscribe.sampleToken());
  }

  /** A saved announcement's copy for reservations made in `locale`, as `preview` renders it: what its page shows. */
  async copy(id: string, locale: Locale): Promise<AnnouncementPreview> {
    return this.sampleCopy(await this.find(id), locale, this.unsubscribe.sampleToken());
  }

  private sampleCopy(
    announcement: AnnouncementTranslation & { translations: AnnouncementTranslations },
    locale: Locale,
    token: string,
    test = false,
  ): AnnouncementPreview {
    // The words around the text are in the copy's language, as in each real copy.
    const { language, subject, body } = copyWords(announcement, locale);
    const content = composeCopy(
      renderAnnouncement(subject, body),
      {
        handle: this.messages.announcementSampleHandle,
        product: this.config.productName,
        claim_url: this.claimCodes.minting ? this.claimCodes.sampleUrl() : this.config.publicUrl,
        unsubscribe_url: `${this.config.publicUrl}${localizedPath(language, `/unsubscribe/${token}`)}`,
        // No reservation, so no manage link of its own: the page that mails one on request, which
        // changes nothing by being opened.
        manage_url: `${this.config.publicUrl}${localizedPath(language, '/manage')}`,
      },
      {
        ...copyFrame(this.texts[language], language),
        // The notice is the portal's word to its admin: English, whatever the copy's language.
        testNotice: test ? this.messages.announcementTestNotice : undefined,
      },
    );
    return { language, ...content };
  }

  /**
   * Queues one copy marked as a test to the signed-in admin, or to another admin of the team, never
   * to anyone else: the copy that reservations made in `locale` get, its unsubscribe link the inert
   * sample and its handle a sample. Answers the copy's language.
   */
  async sendTest(id: string, email: string | undefined, locale: Locale, admin: AdminIdentity): Promise<Locale> {
    const announcement = await this.find(id);
    const to = email ?? admin.email;
    const member = await this.admins
      .createQueryBuilder('a')
      .select(['a.id', 'a.email'])
      .where('lower(a.email) = lower(:to)', { to })
      .getOne();
    if (!member) throw new AppError('announcement_test_recipient');
    const { language } = copyWords(announcement, locale);
    await this.dataSource.transaction(async (manager) => {
      // The job names the announcement and the admin; the copy is written as it leaves.
      await this.testCopies.enqueue({ announcementId: id, adminId: member.id, locale }, { manager });
      await this.audit.record(admin, 'announcement.test', id, { to: member.email, language }, manager);
    });
    return language;
  }

  /**
   * Writes test copies as they leave, each as the announcement reads then, to its admin's address;
   * an announcement or admin gone meanwhile gets none.
   */
  private async composeTestCopies(jobs: Array<{ id: string; params: Record<string, string> }>): Promise<Array<OutgoingMail | null>> {
    const mails: Array<OutgoingMail | null> = [];
    for (const { id, params } of jobs) {
      const [announcement, member] = await Promise.all([
        this.announcements.findOneBy({ id: params.announcementId }),
        this.admins.findOne({ select: { id: true, email: true }, where: { id: params.adminId } }),
      ]);
      if (!announcement || !member) {
        mails.push(null);
        continue;
      }
      const token = this.unsubscribe.sampleToken();
      const { language: _language, ...content } = this.sampleCopy(announcement, params.locale as Locale, token, true);
      mails.push({
        id,
        to: member.email,
        ...content,
        subject: `${TEST_COPY_PREFIX}${content.subject}`,
        headers: this.unsubscribe.headers(token),
      });
    }
    return mails;
  }

  /** Sends now, or schedules the send for `sendAt`; answers the audience (as it is now, for a schedule). */
  async send(id: string, sendAt: Date | undefined, admin: AdminIdentity): Promise<{ recipients: number }> {
    if (sendAt && (Number.isNaN(sendAt.getTime()) || sendAt.getTime() > Date.now() + MAX_SCHEDULE_MS)) {
      throw new AppError('invalid_body', { body: { problem: 'shape', sentence: 'announcementSendAt' }, field: 'send_at' });
    }
    const scheduled = sendAt !== undefined && sendAt.getTime() > Date.now();
    const answer = await this.dataSource.transaction(async (manager) => {
      await this.lockDraft(manager, id);
      await this.audit.record(admin, 'announcement.send', id, scheduled ? { send_at: sendAt.toISOString() } : {}, manager);
      if (scheduled) {
        await manager.getRepository(Announcement).update({ id }, { status: 'scheduled', send_at: sendAt });
        return { recipients: await audienceSize(manager, this.key) };
      }
      return { recipients: await this.start(manager, id) };
    });
    if (!scheduled) void this.queueJobs(id);
    return answer;
  }

  async pause(id: string, admin: AdminIdentity): Promise<AnnouncementRecord> {
    return this.change(id, admin, 'pause', async (manager) => {
      await nextGeneration(manager, id, `status = $2, paused_reason = NULL`, 'true', [ANNOUNCEMENT_CHANGES.pause.to]);
    });
  }

  async resume(id: string, admin: AdminIdentity): Promise<AnnouncementRecord> {
    const record = await this.change(id, admin, 'resume', async (manager, row) => {
      if (row.started_at === null) {
        // Paused before its scheduled time came: it starts at once.
        await this.start(manager, id);
        return;
      }
      // The recipients still queued get jobs of the new generation, from the first, after this commits.
      await nextGeneration(
        manager,
        id,
        `status = $2, paused_reason = NULL, queuing = true, queue_cursor = NULL, last_progress_at = now()`,
        'true',
        [ANNOUNCEMENT_CHANGES.resume.to],
      );
    });
    void this.queueJobs(id);
    return record;
  }

  async cancel(id: string, admin: AdminIdentity): Promise<AnnouncementRecord> {
    return this.change(id, admin, 'cancel', async (manager) => {
      await nextGeneration(manager, id, `status = $2, finished_at = now()`, 'true', [ANNOUNCEMENT_CHANGES.cancel.to]);
      await skipQueued(manager, id);
    });
  }

  /** Starts the scheduled sends whose time has come; an instance that finds one locked leaves it to the other. */
  async startDue(): Promise<void> {
    const started = await this.dataSource.transaction(async (manager) => {
      const ids = await dueScheduled(manager);
      for (const id of ids) {
        const recipients = await this.start(manager, id);
        this.logger.log({ announcement: id, recipients }, 'scheduled announcement started');
      }
      return ids;
    });
    for (const id of started) void this.queueJobs(id);
  }

  /** Queues the rest of every send whose queuing stopped part-way (its instance died) and that nobody queues now. */
  async queueUnqueued(): Promise<void> {
    for (const id of await unqueuedSends(this.dataSource.manager)) if (!this.queuing.has(id)) void this.queueJobs(id);
  }

  /**
   * Fixes the audience in one statement, in the caller's (short) transaction, and marks the send as
   * queuing: its jobs are queued by `queueJobs` once that commits, and a crash in between leaves
   * the recipients `queued` for whichever instance looks next.
   */
  private async start(manager: EntityManager, id: string): Promise<number> {
    const started = performance.now();
    await nextGeneration(
      manager,
      id,
      `status = 'sending', started_at = now(), last_progress_at = now(), queuing = true, queue_cursor = NULL`,
    );
    const recipients = await fixAudience(manager, id, this.key);
    this.logger.log({ announcement: id, recipients, fixedMs: Math.round(performance.now() - started) }, 'announcement send starts');
    if (recipients === 0) {
      await manager.getRepository(Announcement).update({ id }, { status: 'sent', finished_at: new Date(), queuing: false });
    }
    return recipients;
  }

  /**
   * Queues a job per batch of the recipients still `queued`, a page of batches per transaction that
   * commits with the cursor saying how far it got: each recipient in one batch, however often it
   * stops and whichever instance goes on. A page that finds the send locked by another instance
   * leaves it to that one. Never rejects.
   */
  private queueJobs(id: string): Promise<void> {
    const running = this.queuing.get(id);
    if (running) return running;
    const copies = batchCopies(this.config);
    const ranges = Math.max(1, Math.floor(QUEUE_PAGE / copies));
    const run = (async () => {
      const started = performance.now();
      let jobs = 0;
      await analyzeRecipients(this.dataSource.manager);
      while (!this.stopping) {
        const page = await this.dataSource.transaction(async (manager) => {
          const row = await lockQueuing(manager, id);
          if (!row) return null;
          const batches = await nextRanges(manager, id, row.queue_cursor, copies, ranges);
          for (const batch of batches) {
            const job: AnnouncementJob = { announcementId: id, generation: row.generation, ...batch };
            await this.outbox.enqueue(ANNOUNCEMENT_QUEUE, job, { manager });
          }
          const exhausted = batches.reduce((sum, batch) => sum + batch.copies, 0) < copies * ranges;
          await advanceQueue(manager, id, exhausted ? null : batches[batches.length - 1].last);
          return { queued: batches.length, exhausted };
        });
        if (page === null) return;
        jobs += page.queued;
        if (page.exhausted) {
          this.logger.log({ announcement: id, jobs, queuedMs: Math.round(performance.now() - started) }, 'announcement jobs queued');
          return;
        }
      }
    })()
      .catch((err) => this.logger.error({ err, announcement: id }, 'announcement jobs not all queued; the next look goes on'))
      .finally(() => this.queuing.delete(id));
    this.queuing.set(id, run);
    return run;
  }

  private async change(
    id: string,
    admin: AdminIdentity,
    change: AnnouncementChange,
    apply: (manager: EntityManager, row: Announcement) => Promise<void>,
  ): Promise<AnnouncementRecord> {
    await this.dataSource.transaction(async (manager) => {
      const row = await this.lock(manager, id);
      if (!announcementAllows(change, row.status))
        throw new AppError('announcement_state', { action: REFUSED_AS[change], status: row.status });
      await apply(manager, row);
      await this.audit.record(admin, `announcement.${change}`, id, { from: row.status }, manager);
    });
    return this.get(id);
  }

  private async lock(manager: EntityManager, id: string): Promise<Announcement> {
    const row = isUuid(id)
      ? await manager.getRepository(Announcement).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } })
      : null;
    if (!row) throw new AppError('not_found', { subject: 'record' });
    return row;
  }

  private async lockDraft(manager: EntityManager, id: string): Promise<Announcement> {
    const row = await this.lock(manager, id);
    if (row.status !== 'draft') throw new AppError('announcement_not_draft');
    return row;
  }

  private async find(id: string): Promise<Announcement> {
    const row = isUuid(id) ? await this.announcements.findOneBy({ id }) : null;
    if (!row) throw new AppError('not_found', { subject: 'record' });
    return row;
  }

  private async records(rows: Announcement[]): Promise<AnnouncementRecord[]> {
    const counts = await recipientCounts(
      this.dataSource.manager,
      rows.map((r) => r.id),
    );
    // Until a send starts (a draft, a schedule, a schedule paused) its audience is the one it would have now.
    const unfixed = rows.some((r) => r.started_at === null && r.status !== 'cancelled');
    const byLocale = unfixed ? await audienceByLocale(this.dataSource.manager, this.key) : {};
    const audience = Object.values(byLocale).reduce((sum, count) => sum + count, 0);
    return rows.map((row) => {
      const c = counts.get(row.id) ?? NO_COUNTS;
      const fixed = row.started_at !== null || row.status === 'cancelled';
      return {
        id: row.id,
        subject: row.subject,
        body: row.body,
        translations: row.translations,
        status: row.status,
        recipients: fixed ? c.recipients : audience,
        sent: c.sent,
        failed: c.failed,
        bounced: c.bounced,
        skipped: c.skipped,
        send_at: row.send_at?.toISOString() ?? null,
        paused_reason: row.paused_reason,
        created_at: row.created_at.toISOString(),
        started_at: row.started_at?.toISOString() ?? null,
        finished_at: row.finished_at?.toISOString() ?? null,
        // From the recipients, not the send's own row (which the stall alert times from its start):
        // the card shows it beside the counts, and both are one statement's reading.
        last_progress_at: c.last_settled_at?.toISOString() ?? null,
        // The send's own row: a start, a resume and each settled batch set it, as the stall alert reads it.
        waiting_since: row.status === 'sending' ? ((row.last_progress_at ?? row.started_at)?.toISOString() ?? null) : null,
        audience_by_locale: fixed ? null : byLocale,
      };
    });
  }
}

/**
 * Every placeholder is one of ours, and each translation uses every one the English text uses: a
 * translation without `{claim_url}` would send every reserver of its language a copy without their code.
 */
function checkPlaceholders(subject: string, body: string, translations: AnnouncementTranslations = {}): void {
  const unknown = unknownPlaceholder(subject, body, ...Object.values(translations).flatMap((t) => [t.subject, t.body]));
  if (unknown !== null) throw new AppError('announcement_placeholder', { placeholder: unknown, field: 'body' });
  const english = placeholdersIn(subject, body);
  for (const [locale, translation] of Object.entries(translations)) {
    const used = placeholdersIn(translation.subject, translation.body);
    const missing = [...english].find((name) => !used.has(name));
    if (missing !== undefined) throw new AppError('announcement_translation_placeholder', { locale, placeholder: missing });
  }
}
