import { simpleParser, ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../src/infra/free-port';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

/** A real SMTP server in the test process that keeps what it receives; it can go down and come back on its port. */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
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

  async up(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail: ParsedMail) => {
            const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
            this.received.push({
              to: to.flatMap((a) => a.value.map((v) => v.address ?? '')),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
              messageId: mail.messageId ?? '',
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
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
}
