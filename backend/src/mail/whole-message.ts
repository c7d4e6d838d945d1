import MailComposer from 'nodemailer/lib/mail-composer';

/** What sends: MailerService, or a nodemailer transport of one's own. */
export interface MailSender {
  sendMail(options: { envelope: { from: string; to: string[] }; raw: Buffer }): Promise<unknown>;
}

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

/**
 * Sends each message made whole first: the MIME is built into one Buffer and handed to the pooled
 * transport as raw bytes with its envelope, so it reaches the socket in a write or two. Given the
 * fields, nodemailer streams every MIME part through its own chain of streams, which costs a write
 * per small chunk and was most of the CPU of a send to thousands.
 */
export class WholeMessages {
  private readonly from: string;
  /** The sender's bare address for MAIL FROM, worked out once rather than per message. */
  private readonly envelopeFrom: string;

  constructor(
    private readonly mailer: MailSender,
    from: string,
  ) {
    this.from = from;
    const parsed = new MailComposer({ from }).compile().getEnvelope().from;
    if (!parsed) throw new Error(`MAIL_FROM has no address: ${from}`);
    this.envelopeFrom = parsed;
  }

  /** The message as it goes on the wire, headers first (for tests and checks). */
  build(message: MessageToSend): Promise<Buffer> {
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

  /** Builds and sends one message; rejects with nodemailer's error (responseCode, command) when refused. */
  async send(message: MessageToSend): Promise<void> {
    const raw = await this.build(message);
    await this.mailer.sendMail({ envelope: { from: this.envelopeFrom, to: [message.to] }, raw });
  }
}
