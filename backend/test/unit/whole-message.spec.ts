import { type ParsedMail, simpleParser } from 'mailparser';
import { createTransport, type Transporter } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import { SMTPServer } from 'smtp-server';
import { classifySmtpError } from '../../src/announcements/smtp-refusal';
import { freePort } from '../../src/infra/free-port';
import { WholeMessages } from '../../src/mail/whole-message';

interface Received {
  from: string;
  to: string[];
  data: Buffer;
}

const headerLine = (mail: ParsedMail, key: string) => mail.headerLines.find((h) => h.key === key)?.line;

const FROM = '"GameShift" <no-reply@gameshift.example>';
const message = {
  to: 'ada@audience.example',
  subject: 'GameShift is live',
  text: 'Hello ada\n.a line that starts with a dot\n',
  html: '<p>Hello <b>ada</b></p>',
  headers: {
    'List-Unsubscribe': '<https://gameshift.example/api/unsubscribe/tok>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  },
  messageId: '<announcement-1.reservation-1@gameshift.example>',
};

describe('WholeMessages: each message built into one buffer and sent raw with its envelope', () => {
  const received: Received[] = [];
  /** Addresses the server refuses at RCPT, with the answer it gives. */
  const refuse = new Map<string, { code: number; message: string }>();
  let server: SMTPServer;
  let transport: Transporter;
  let messages: WholeMessages;

  beforeAll(async () => {
    const port = await freePort();
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        const refusal = refuse.get(address.address);
        callback(refusal ? Object.assign(new Error(refusal.message), { responseCode: refusal.code }) : undefined);
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    transport = createTransport({ url: `smtp://127.0.0.1:${port}`, pool: true, maxConnections: 2 });
    messages = new WholeMessages(transport, FROM);
  });

  afterAll(async () => {
    transport.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  beforeEach(() => {
    received.length = 0;
    refuse.clear();
  });

  it('builds the whole message: sender, recipient, the given Message-ID, List-Unsubscribe and both parts', async () => {
    const parsed = await simpleParser(await messages.build(message));
    expect(parsed.from?.text).toBe('"GameShift" <no-reply@gameshift.example>');
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : undefined).toBe('ada@audience.example');
    expect(parsed.subject).toBe('GameShift is live');
    expect(parsed.messageId).toBe(message.messageId);
    expect(headerLine(parsed, 'list-unsubscribe')).toBe('List-Unsubscribe: <https://gameshift.example/api/unsubscribe/tok>');
    expect(headerLine(parsed, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(parsed.text).toBe(message.text);
    expect(parsed.html).toBe(message.html);
  });

  it('reads as nodemailer would build it, whether written directly or, for what needs it, by MailComposer', async () => {
    const samples = [
      message,
      { ...message, subject: 'Bienvenue à GameShift — ton nom t’attend, viens le réclamer avant tout le monde, vite' },
      { ...message, text: `Héllo ${'wörd '.repeat(60)}\n.\n..dots\r\nend`, html: `<p>${'ünïcode '.repeat(40)}</p>\n<p>=?not a word?=</p>` },
      { ...message, headers: { ...message.headers, 'List-Unsubscribe': `<https://gameshift.example/api/unsubscribe/${'t'.repeat(120)}>` } },
      // These take MailComposer's path: an address to an internationalised domain, a header beyond ASCII, no HTML.
      { ...message, to: 'ada@bücher.example' },
      { ...message, headers: { 'X-Campaign': 'Lancement été' } },
      { ...message, html: '' },
    ];
    for (const [i, sample] of samples.entries()) {
      const raw = await messages.build(sample);
      // The first four are written directly (this builder's boundary), the rest by MailComposer.
      expect(raw.includes('boundary="--_gs_')).toBe(i < 4);
      const ours = await simpleParser(raw);
      const theirs = await simpleParser(await new MailComposer({ from: FROM, ...sample }).compile().build());
      for (const key of ['subject', 'text', 'html', 'messageId'] as const) expect(ours[key]).toEqual(theirs[key]);
      expect(ours.from?.value).toEqual(theirs.from?.value);
      expect(JSON.stringify(ours.to)).toBe(JSON.stringify(theirs.to));
      const extra = (mail: ParsedMail) =>
        mail.headerLines.filter((h) => h.key.startsWith('list-') || h.key.startsWith('x-')).map((h) => h.line.replace(/\r\n[ \t]+/g, ' '));
      expect(extra(ours)).toEqual(extra(theirs));
      expect(ours.date).toBeInstanceOf(Date);
    }
  });

  it('sends it with MAIL FROM the bare sender address and RCPT TO the recipient, the bytes as built', async () => {
    await messages.send(message);
    expect(received).toHaveLength(1);
    expect(received[0].from).toBe('no-reply@gameshift.example');
    expect(received[0].to).toEqual(['ada@audience.example']);
    const parsed = await simpleParser(received[0].data);
    expect(parsed.messageId).toBe(message.messageId);
    expect(parsed.text).toBe(message.text);
    expect(headerLine(parsed, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('a refusal at RCPT rejects with the code and command the refusal is classified by', async () => {
    refuse.set('gone@audience.example', { code: 550, message: '5.1.1 no such mailbox' });
    refuse.set('later@audience.example', { code: 451, message: '4.7.1 try again later' });
    const gone = await messages.send({ ...message, to: 'gone@audience.example' }).catch((error: unknown) => error);
    const later = await messages.send({ ...message, to: 'later@audience.example' }).catch((error: unknown) => error);
    expect(gone).toMatchObject({ responseCode: 550, command: 'RCPT TO' });
    expect(classifySmtpError(gone)).toBe('recipient');
    expect(later).toMatchObject({ responseCode: 451 });
    expect(classifySmtpError(later)).toBe('slow_down');
    expect(received).toHaveLength(0);
  });

  it('many at once over the pool each arrive once, each with its own Message-ID', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => `<copy-${i}@gameshift.example>`);
    await Promise.all(ids.map((messageId, i) => messages.send({ ...message, to: `r${i}@audience.example`, messageId })));
    const arrived = await Promise.all(received.map(async (r) => (await simpleParser(r.data)).messageId));
    expect(arrived.sort()).toEqual([...ids].sort());
  });

  it('refuses a sender with no address at once, rather than sending with an empty MAIL FROM', () => {
    expect(() => new WholeMessages(transport, 'GameShift')).toThrow(/MAIL_FROM/);
  });
});
