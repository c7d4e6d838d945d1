import { simpleParser, ParsedMail } from 'mailparser';
import { Readable } from 'node:stream';
import { SMTPServer, SMTPServerDataStream, SMTPServerSession } from 'smtp-server';
import { freePort } from '../../src/infra/free-port';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** Every header as written, names in lower case. */
  headers: Map<string, string>;
  /** When the sink accepted it (ms since the epoch). */
  receivedAt: number;
}

/** An SMTP answer the sink can give instead of accepting: at connect (e.g. 421) or per recipient (e.g. 451). */
export interface Refusal {
  at: 'connect' | 'recipient';
  code: number;
  message: string;
}

interface HeldMessage {
  stream: SMTPServerDataStream;
  callback: (err?: Error | null) => void;
}

function smtpError(refusal: Refusal): Error {
  return Object.assign(new Error(refusal.message), { responseCode: refusal.code });
}

/**
 * A real SMTP server in the test process that keeps what it receives; it can go down and come back
 * on its port, refuse for a while as a provider that throttles does, or hold messages unanswered.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  /** While set, every connection or recipient gets this answer. */
  refusal: Refusal | undefined;
  /** Connections and recipients refused so far. */
  refused = 0;
  /** Asked per recipient before `refusal`: an answer for this one address (a 550 for a dead mailbox, a 451), or none. */
  refuseRecipient: ((address: string) => Refusal | undefined) | undefined;
  /** Messages are accepted while fewer than this many were received; later ones are held unanswered. */
  acceptUpTo = Number.POSITIVE_INFINITY;
  private readonly held: HeldMessage[] = [];
  /** Messages taken in, counted as their data starts: some may still be being read. */
  private taken = 0;
  private server?: SMTPServer;

  private constructor(readonly port: number) {}

  static async start(): Promise<SmtpSink> {
    const sink = new SmtpSink(await freePort());
    await sink.up();
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Messages whose data arrived and that have no answer yet. */
  get heldCount(): number {
    return this.held.length;
  }

  async up(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onConnect: (_session: SMTPServerSession, callback: (err?: Error | null) => void) => this.judge('connect', callback),
      onRcptTo: (address, _session, callback) => {
        const refusal = this.refuseRecipient?.(address.address);
        if (!refusal) return this.judge('recipient', callback);
        this.refused++;
        callback(smtpError(refusal));
      },
      onData: (stream, _session, callback) => {
        if (this.taken >= this.acceptUpTo) return void this.held.push({ stream, callback });
        this.taken++;
        this.accept(stream, callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    // The tests kill apps in the middle of a conversation: each of their connections then ends in a
    // reset, which the server reports as an error of its own. Like a real server, the sink drops that
    // connection and goes on (unheard, the second such report would end the test file).
    server.on('error', () => undefined);
    this.server = server;
  }

  /**
   * Forgets the held messages without ever answering them: their sender got no "250 OK", so for
   * it (and for a real server that commits a message only with that answer) they were not sent.
   */
  dropHeld(): number {
    const dropped = this.held.splice(0);
    for (const { stream } of dropped) stream.resume();
    return dropped.length;
  }

  /** Answers the held messages at last, accepting them: a slow server that came through. */
  releaseHeld(): number {
    const released = this.held.splice(0);
    for (const { stream, callback } of released) {
      this.taken++;
      this.accept(stream, callback);
    }
    return released.length;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    this.dropHeld();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /**
   * Goes down as a server that crashes does: the connections a sender keeps open between messages
   * (a pool) end at once, where `down` lets them go on until they finish, up to half a minute.
   */
  async crash(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    this.dropHeld();
    if (!server) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const connection of server.connections as Set<{ close(): void }>) connection.close();
    await closed;
  }

  async waitFor(count: number, timeoutMs = 20_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} mails, received ${this.received.length}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return this.received;
  }

  to(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.includes(address));
  }

  private judge(at: Refusal['at'], callback: (err?: Error | null) => void): void {
    if (this.refusal?.at !== at) return callback();
    this.refused++;
    callback(smtpError(this.refusal));
  }

  private accept(stream: Readable, callback: (err?: Error | null) => void): void {
    // The time it arrived, before parsing: a busy test process must not make messages look bunched.
    const receivedAt = Date.now();
    simpleParser(stream)
      .then((mail: ParsedMail) => {
        const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
        this.received.push({
          to: to.flatMap((a) => a.value.map((v) => v.address ?? '')),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          messageId: mail.messageId ?? '',
          // The raw lines: mailparser reads List-* headers into structures of its own.
          headers: new Map(
            mail.headerLines.map((h) => [
              h.key,
              h.line
                .slice(h.line.indexOf(':') + 1)
                .replace(/\r?\n\s+/g, ' ')
                .trim(),
            ]),
          ),
          receivedAt,
        });
        callback();
      })
      .catch(callback);
  }
}
