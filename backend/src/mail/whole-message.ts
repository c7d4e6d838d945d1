import { randomBytes } from 'node:crypto';
import MailComposer from 'nodemailer/lib/mail-composer';
import { encodeWords, foldLines } from 'nodemailer/lib/mime-funcs';
import { encode as quotedPrintable, wrap } from 'nodemailer/lib/qp';

/** One message as a consumer has it, before it is made into MIME. */
export interface MessageToSend {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** With its angle brackets; stable per message, so that a repeat reads as the same message. */
  messageId: string;
}

/** What sends: MailerService, or a nodemailer transport of one's own. */
export interface MailSender {
  sendMail(options: { envelope: { from: string; to: string[] }; raw: Buffer; messageId: string }): Promise<unknown>;
}

/** An address that needs no quoting, no encoding and no IDNA: written as it is. */
const PLAIN_ADDRESS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;
/** Printable ASCII only: a header value that needs no encoding (folding aside). */
const PLAIN_VALUE = /^[\x20-\x7e]*$/;
const HEADER_NAME = /^[!-9;-~]+$/;
/** Headers this builder writes itself: given again in `headers`, they would be written twice. */
const OWN_HEADERS = new Set(['from', 'to', 'subject', 'date', 'message-id', 'mime-version', 'content-type', 'content-transfer-encoding']);

const crlf = (text: string) => text.replace(/\r?\n|\r/g, '\r\n');
/** RFC 5322's date as nodemailer writes it. */
const dateHeader = () => new Date().toUTCString().replace(/GMT/, '+0000');

/**
 * Sends each message made whole first, into one Buffer handed to the pooled transport as raw bytes
 * with its envelope, so it reaches the socket in a write or two. Given the fields, nodemailer
 * builds a tree of MIME nodes and streams every part through a chain of streams, a write per small
 * chunk: most of the CPU of a send to thousands. The usual message (plain address, ASCII headers,
 * a text and an HTML part) is written here with nodemailer's own encoders (quoted-printable,
 * encoded words, folding); anything else is built by nodemailer's MailComposer, which knows every
 * case.
 */
export class WholeMessages {
  /** The sender's bare address for MAIL FROM, worked out once rather than per message. */
  private readonly envelopeFrom: string;
  /** The From header as nodemailer writes it (a display name encoded as needed), once. */
  private readonly fromHeader: string;
  /** Unique per process; a counter after it makes each message's boundary. */
  private readonly boundaryPrefix = `--_gs_${randomBytes(12).toString('hex')}_`;
  private boundaries = 0;

  constructor(
    private readonly mailer: MailSender,
    private readonly from: string,
  ) {
    const node = new MailComposer({ from }).compile();
    const parsed = node.getEnvelope().from;
    if (!parsed) throw new Error(`MAIL_FROM has no address: ${from}`);
    this.envelopeFrom = parsed;
    const headers = node.buildHeaders();
    this.fromHeader = /^From: .*(?:\r\n[ \t].*)*/m.exec(headers)![0];
  }

  /** The message as it goes on the wire. */
  async build(message: MessageToSend): Promise<Buffer> {
    return this.plain(message) ?? (await this.composed(message));
  }

  /** Builds and sends one message; rejects with nodemailer's error (responseCode, command) when refused. */
  async send(message: MessageToSend): Promise<void> {
    const raw = await this.build(message);
    // The Message-ID only names the message in nodemailer's log and answer (the raw bytes carry
    // their own); without it nodemailer draws a random one per message.
    await this.mailer.sendMail({ envelope: { from: this.envelopeFrom, to: [message.to] }, raw, messageId: message.messageId });
  }

  /** The usual message, written directly; null when something in it needs MailComposer. */
  private plain(message: MessageToSend): Buffer | null {
    const extra = Object.entries(message.headers ?? {});
    const plain =
      // Both parts present: MailComposer leaves an empty one out, and so should the message.
      message.text !== '' &&
      message.html !== '' &&
      PLAIN_ADDRESS.test(message.to) &&
      PLAIN_VALUE.test(message.messageId) &&
      extra.every(([name, value]) => HEADER_NAME.test(name) && !OWN_HEADERS.has(name.toLowerCase()) && PLAIN_VALUE.test(value));
    if (!plain) return null;
    const boundary = `${this.boundaryPrefix}${(this.boundaries++).toString(36)}`;
    const lines = [
      this.fromHeader,
      `To: ${message.to}`,
      foldLines(`Subject: ${encodeWords(message.subject.replace(/[\r\n]+/g, ' '), 'Q', 52)}`, 76),
      `Message-ID: ${message.messageId}`,
      `Date: ${dateHeader()}`,
      'MIME-Version: 1.0',
      ...extra.map(([name, value]) => foldLines(`${name}: ${value}`, 76)),
      `Content-Type: multipart/alternative; boundary="${boundary}"`,
      '',
      `--${boundary}`,
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      wrap(quotedPrintable(crlf(message.text)), 76),
      `--${boundary}`,
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      wrap(quotedPrintable(crlf(message.html)), 76),
      `--${boundary}--`,
      '',
    ];
    return Buffer.from(lines.join('\r\n'));
  }

  private composed(message: MessageToSend): Promise<Buffer> {
    return new MailComposer({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
      messageId: message.messageId,
    })
      .compile()
      .build();
  }
}
