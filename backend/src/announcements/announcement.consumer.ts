import { MailerService } from '@nestjs-modules/mailer';
import { copyLanguage, copyWords, DEFAULT_LOCALE, isLocale, localizedPath, type Locale } from '@gameshift/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Counter, Gauge } from 'prom-client';
import { DataSource, In } from 'typeorm';
import { type AppConfig } from '../config/app-config';
import { APP_CONFIG, TEXTS_BY_LOCALE } from '../config/config.module';
import type { TextsByLocale } from '../config/localized-messages';
import { DeliveryLog, MAIL_LANES, MAIL_QUEUE, mailPace, MessageToSend, SendSlots, SlowDown, WholeMessages } from '../mail';
import { ManageLinks } from '../manage';
import { MetricsService } from '../metrics';
import { BatchContext, Consumer, Outcome, OutboxJob, OutboxService } from '../queue';
import { Suppression, SuppressionsService, UnsubscribeService } from '../suppressions';
import { ClaimCodesService } from '../game-api';
import { AnnouncementTemplate, composeCopy, copyFrame, renderAnnouncement, usesClaimUrl } from './announcement-content';
import { ANNOUNCEMENT_PRIORITY, ANNOUNCEMENT_QUEUE, AnnouncementJob } from './announcement-job';
import {
  finishSettled,
  nextGeneration,
  noteProgress,
  RecipientToSend,
  recipientsToSend,
  sendingGeneration,
  settleRecipients,
  stalledSeconds,
} from './announcements.queries';
import { classifySmtpError, refusalText } from './smtp-refusal';

/**
 * A batch in hand when confirmation mail comes waits for it to go, asking this often, for at most
 * YIELD_WAIT_MS; only then is it put back, for YIELD_SECONDS. Confirmation mail goes in moments, and a
 * batch put back each time one came would be taken and put back over and over while a crowd reserves.
 */
const YIELD_POLL_MS = 20;
const YIELD_WAIT_MS = 1000;
const YIELD_SECONDS = 1;
/** Templates kept rendered; a send uses one, so a few cover every announcement in flight. */
const TEMPLATES_KEPT = 16;
/** A batch in flight looks this often whether its send was paused, resumed or cancelled meanwhile. */
const GENERATION_LOOK_MS = 250;
/** Stopped sends remembered; one is added per refusal about us, so this is never reached in practice. */
const STOPPED_KEPT = 1000;

type Job = OutboxJob<AnnouncementJob>;
type Key = [announcementId: string, reservationId: string];
type Copy = 'sent' | 'bounced' | 'failed' | 'deferred' | 'skipped';
type Recipient = RecipientToSend & { email: string; handle: string };

const keyOf = (row: RecipientToSend): Key => [row.announcement_id, row.reservation_id];
/** A send as one generation of it: a refusal stops that one, and a resume starts the next. */
const sendOf = (row: RecipientToSend) => `${row.announcement_id}:${row.generation}`;

/**
 * Sends announcement copies, one job per batch of a send's recipients (a range of their keys), each
 * copy composed when sent (the handle and the unsubscribe token, never stored in the queue). The
 * recipient's row is the exactly-once record: a copy goes out only while it is `queued`, and is
 * marked `sent`, with the others the pool just sent, as soon as the server accepts it; a batch
 * taken again (after a crash, a 4xx, a stop) finds only the copies not yet recorded. Shares MAIL_MAX_PER_SECOND with the mail queue and steps aside while confirmation
 * mail is due or being sent, by any instance: it takes no batch then. A 4xx is waited out; a dead mailbox is bounced and suppressed; a refusal that is
 * about us pauses the send and suppresses nobody.
 */
@Injectable()
export class AnnouncementConsumer implements Consumer<AnnouncementJob> {
  readonly kind = ANNOUNCEMENT_QUEUE;
  readonly priority = ANNOUNCEMENT_PRIORITY;
  readonly lanes = MAIL_LANES;
  readonly batchSize: number;
  readonly pollMs: number;
  readonly rate?: { key: string; perSecond: number };
  readonly retry: Consumer<AnnouncementJob>['retry'];
  private readonly logger = new Logger(AnnouncementConsumer.name);
  private readonly outcomes: Counter<'outcome'>;
  private readonly sentLog: DeliveryLog;
  private readonly templates = new Map<string, AnnouncementTemplate>();
  private readonly host: string;
  private readonly slowDowns = new SlowDown();
  private readonly messagesOut: WholeMessages;
  /** Shared by both lanes: the copies handed to the transport never outnumber its connections. */
  private readonly slots: SendSlots;
  /** Sends a refusal about us stopped, in any lane: none of their copies is handed over after it. */
  private readonly stopped = new Set<string>();
  /** Each send's generation while it is sending (null once not), as last looked up, and when. */
  private readonly generations = new Map<string, { at: number; generation: Promise<number | null> }>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(TEXTS_BY_LOCALE) private readonly texts: TextsByLocale,
    mailer: MailerService,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly suppressions: SuppressionsService,
    private readonly unsubscribe: UnsubscribeService,
    private readonly claimCodes: ClaimCodesService,
    private readonly manageLinks: ManageLinks,
    metrics: MetricsService,
  ) {
    // The mail queue's own pace and rate key: both together keep within the provider's rate.
    // One batch job per fetch: the job holds the copies (batchCopies), sized as a fetch of mail is.
    ({ rate: this.rate, pollMs: this.pollMs, retry: this.retry } = mailPace(config));
    this.batchSize = 1;
    this.slots = new SendSlots(config.mail.poolSize);
    this.outcomes = new Counter({
      name: 'announcement_messages_total',
      help: 'Announcement copies by outcome: sent, bounced (suppressed), failed (refused for a reason about us; the send pauses), skipped, deferred (4xx, waited out)',
      labelNames: ['outcome'],
      registers: [metrics.registry],
    });
    // Every outcome from zero, so that increase() and the alert see the first one.
    for (const outcome of ['sent', 'bounced', 'failed', 'skipped', 'deferred']) this.outcomes.inc({ outcome }, 0);
    new Gauge({
      name: 'announcement_stalled_seconds',
      help: 'Seconds since the sending announcement that has waited longest settled a copy (or started); 0 when none is sending',
      registers: [metrics.registry],
      async collect() {
        this.set(await stalledSeconds(dataSource.manager).catch(() => Number.NaN));
      },
    });
    this.sentLog = new DeliveryLog(async (ids) => {
      await settleRecipients(
        this.dataSource.manager,
        ids.map((id) => id.split(':') as Key),
        'sent',
      );
    });
    this.host = new URL(config.publicUrl).hostname;
    this.messagesOut = new WholeMessages(mailer, config.mail.from);
    outbox.consume(this);
  }

  /**
   * Confirmations first: no copy is taken while mail of the mail queue is due or in hand anywhere.
   * Nor while the server asked us to slow down: taking batches only to put them back would churn
   * through the whole queue.
   */
  async mayTake(): Promise<boolean> {
    return !this.slowDowns.paused && (await this.outbox.busy(MAIL_QUEUE)) === 0;
  }

  async handle(jobs: Job[], context: BatchContext): Promise<Map<string, Outcome>> {
    const outcomes = new Map<string, Outcome>();
    // Confirmation mail queued since the batch was taken goes first too.
    if (!(await this.confirmationsGone())) {
      for (const job of jobs) outcomes.set(job.jobId, { kind: 'deferred', delaySeconds: YIELD_SECONDS });
      return outcomes;
    }
    for (const job of jobs) outcomes.set(job.jobId, await this.sendBatch(job, context));
    return outcomes;
  }

  /**
   * Sends the copies of one batch still queued. Done when none is left to send (sent, refused,
   * skipped, or the send stopped or moved to another generation); put back, with what is left of
   * the range, when the server asked to slow down or the instance stops.
   */
  private async sendBatch(job: Job, context: BatchContext): Promise<Outcome> {
    const { announcementId, generation } = job.data;
    // A copy queued as a job of its own, before the batches (and moved over from pg-boss 10), is a batch of one.
    const range = job.data.first ? job.data : { first: job.data.reservationId!, last: job.data.reservationId! };
    const rows = await recipientsToSend(this.dataSource.manager, announcementId, range);
    // Settled already, cancelled, or queued before a pause or resume: nothing to send for this batch.
    if (rows.length === 0 || rows[0].status !== 'sending' || rows[0].generation !== generation) return { kind: 'done' };

    const skipped: Key[] = [];
    const toSend: Recipient[] = [];
    for (const row of rows) {
      if (row.email === null || row.handle === null) skipped.push(keyOf(row));
      else toSend.push(row as Recipient);
    }
    const suppressed = await this.suppressedOf(toSend.map((row) => row.email));
    const sending = toSend.filter((row) => {
      if (!suppressed.has(row.email)) return true;
      skipped.push(keyOf(row));
      return false;
    });
    const skippedNow = await settleRecipients(this.dataSource.manager, skipped, 'skipped');
    this.outcomes.inc({ outcome: 'skipped' }, skippedNow);

    // Each copy's manage link, minted as it is composed: one insert for the batch.
    const manageUrls = await this.manageLinks.mintMany(
      sending.map((row) => row.reservation_id),
      'announcement',
      undefined,
      new Map(sending.map((row) => [row.reservation_id, languageOf(row)])),
    );
    const mayHandOver = () => this.stillSending(announcementId, generation);
    const sends: Array<Promise<Copy>> = [];
    const queued = [...sending];
    while (queued.length > 0) {
      const granted = await context.permits(queued.length);
      if (granted === 0 || !context.maySend() || !(await mayHandOver())) break;
      for (const row of queued.splice(0, granted)) {
        if (!context.maySend() || this.stopped.has(sendOf(row))) break;
        sends.push(
          this.send(row, context, mayHandOver, manageUrls.get(row.reservation_id)).then((copy) => {
            if (copy !== 'deferred') this.outcomes.inc({ outcome: copy });
            return copy;
          }),
        );
      }
    }
    const copies = await Promise.all(sends);
    if (skippedNow > 0 || copies.some((copy) => copy !== 'deferred')) await noteProgress(this.dataSource.manager, [announcementId]);
    for (const id of await finishSettled(this.dataSource.manager, [announcementId])) {
      this.logger.log({ announcement: id }, 'announcement sent to every recipient');
    }
    const left = sending.length - copies.filter((copy) => copy !== 'deferred').length;
    // What is left of the range waits for the server, or for an instance that runs; a send that
    // stopped or moved on leaves nothing for this batch.
    if (left === 0 || (await sendingGeneration(this.dataSource.manager, announcementId)) !== generation) return { kind: 'done' };
    return { kind: 'deferred', delaySeconds: this.slowDowns.remainingSeconds() };
  }

  /** Whether the send is still in `generation`: looked up at most every GENERATION_LOOK_MS, for every lane at once. */
  private async stillSending(announcementId: string, generation: number): Promise<boolean> {
    let seen = this.generations.get(announcementId);
    if (!seen || Date.now() - seen.at > GENERATION_LOOK_MS) {
      if (this.generations.size >= STOPPED_KEPT) this.generations.clear();
      seen = { at: Date.now(), generation: sendingGeneration(this.dataSource.manager, announcementId) };
      this.generations.set(announcementId, seen);
    }
    return (await seen.generation) === generation;
  }

  /** Whether the mail queue has nothing due or in hand, on any instance, within YIELD_WAIT_MS. */
  private async confirmationsGone(): Promise<boolean> {
    const deadline = Date.now() + YIELD_WAIT_MS;
    while ((await this.outbox.busy(MAIL_QUEUE)) > 0) {
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, YIELD_POLL_MS));
    }
    return true;
  }

  /**
   * Hands one copy over once a slot of the SMTP pool is free, unless the send stopped meanwhile: a
   * copy never handed over is put back untried ('deferred'). The copy is written only then, so the
   * written text and its buffer live for the SMTP exchange alone, not for the whole batch.
   */
  private async send(row: Recipient, context: BatchContext, mayHandOver: () => Promise<boolean>, manageUrl?: string): Promise<Copy> {
    if (this.slowDowns.paused) return 'deferred';
    const key: Key = [row.announcement_id, row.reservation_id];
    // Minted before the copy is written, never stored in the queue; a copy the server then refuses, or that is put back, leaves a code no one holds.
    const claimUrl =
      this.claimCodes.minting && usesClaimUrl(this.template(row))
        ? await this.claimCodes.mintUrl(row.reservation_id, row.announcement_id)
        : this.config.publicUrl;
    let refusal: Promise<Copy> | undefined;
    const free = await this.slots.take();
    try {
      // Asked again with the slot in hand: the send may have stopped while this copy waited for it.
      if (!context.maySend() || this.slowDowns.paused || this.stopped.has(sendOf(row)) || !(await mayHandOver())) return 'deferred';
      // A copy that cannot be written fails its batch, as any fault of ours does; only the server's answers are judged.
      const copy = this.copyFor(row, claimUrl, manageUrl);
      await this.messagesOut.send(copy).catch((error: unknown) => {
        // Started before the slot is freed, not awaited: its first step marks the send stopped or
        // slowed down, which the copy next in line for the slot must see.
        refusal = this.refused(error, row, key);
      });
    } finally {
      free();
    }
    if (refusal) return refusal;
    this.slowDowns.recovered();
    await this.sentLog.record(key.join(':'));
    return 'sent';
  }

  private copyFor(row: Recipient, claimUrl: string, manageUrl?: string): MessageToSend {
    const token = this.unsubscribe.tokenFor(row.reservation_id);
    // The words around the text are in the text's language, so a copy reads in one language throughout.
    const language = copyLanguage(row.translations ?? {}, languageOf(row));
    const content = composeCopy(
      this.template(row),
      {
        handle: row.handle,
        product: this.config.productName,
        claim_url: claimUrl,
        // The pages a copy links open in the reader's language, as the manage link's does, whatever the copy's words.
        unsubscribe_url: `${this.config.publicUrl}${localizedPath(languageOf(row), `/unsubscribe/${token}`)}`,
        manage_url: manageUrl,
      },
      copyFrame(this.texts[language], language),
    );
    return {
      to: row.email,
      ...content,
      headers: this.unsubscribe.headers(token),
      // Stable per recipient: should a copy ever be sent twice, the provider and the reader's client see one message.
      messageId: `<${row.announcement_id}.${row.reservation_id}@${this.host}>`,
    };
  }

  /** Judges a refusal; what it stops (the send, or every send for a while) is marked before its first await. */
  private async refused(error: unknown, row: Recipient, key: Key): Promise<Copy> {
    switch (classifySmtpError(error)) {
      case 'slow_down':
      case 'transient':
        this.slowDown(error);
        this.outcomes.inc({ outcome: 'deferred' });
        return 'deferred';
      case 'recipient':
        await this.dataSource.transaction(async (manager) => {
          if ((await settleRecipients(manager, [key], 'bounced')) > 0) await this.suppressions.suppress(row.email, 'bounced', manager);
        });
        return 'bounced';
      case 'ours': {
        if (this.stopped.size >= STOPPED_KEPT) this.stopped.clear();
        this.stopped.add(sendOf(row));
        const reason = refusalText(error);
        await settleRecipients(this.dataSource.manager, [key], 'failed');
        // Only the generation this copy was queued in: a copy refused after an owner resumed must not pause the resumed send.
        const paused = await nextGeneration(
          this.dataSource.manager,
          row.announcement_id,
          `status = 'paused', paused_reason = $2`,
          `status = 'sending' AND generation = $3`,
          [reason, row.generation],
        );
        if (paused !== null) {
          this.logger.error(
            { announcement: row.announcement_id, reason },
            'the mail server refused the announcement for a reason about us, not the recipient: the send is paused; fix it and resume',
          );
        }
        return 'failed';
      }
    }
  }

  private slowDown(error: unknown): void {
    const pauseMs = this.slowDowns.begin();
    if (pauseMs === null) return;
    this.logger.warn({ reason: refusalText(error), pauseMs }, 'announcement copies wait: the mail server asks to slow down');
  }

  /** The copy's words: the translation into the reservation's language when the announcement has one, English otherwise. */
  private template(row: RecipientToSend): AnnouncementTemplate {
    const { language, subject, body } = copyWords({ ...row, translations: row.translations ?? {} }, languageOf(row));
    const key = `${row.announcement_id}:${language}`;
    let template = this.templates.get(key);
    if (!template) {
      if (this.templates.size >= TEMPLATES_KEPT) this.templates.clear();
      template = renderAnnouncement(subject, body);
      this.templates.set(key, template);
    }
    return template;
  }

  /** The addresses among `emails` on the suppression list now, in one statement. */
  private async suppressedOf(emails: string[]): Promise<Set<string>> {
    if (emails.length === 0) return new Set();
    const hashes = emails.map((email) => this.suppressions.hash(email));
    const rows = await this.dataSource.getRepository(Suppression).find({ select: { email_hash: true }, where: { email_hash: In(hashes) } });
    const found = new Set(rows.map((r) => r.email_hash.toString('hex')));
    return new Set(emails.filter((_, i) => found.has(hashes[i].toString('hex'))));
  }
}

function languageOf(row: RecipientToSend): Locale {
  return isLocale(row.locale) ? row.locale : DEFAULT_LOCALE;
}
