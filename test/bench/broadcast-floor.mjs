// The floor of bench:broadcast, in a process of its own so that its CPU time is the sending alone:
// as many messages as the announcement has recipients, one per recipient, sent by nodemailer's
// SMTP pool with nothing else around it. Each message is the copy the app would write (the bench's
// announcement rendered by the app's own code, with its manage and unsubscribe links and its
// List-Unsubscribe headers), written into one buffer by the app's WholeMessages as the app writes
// it, over a transport with the app's options, and at most MAIL_POOL_SIZE of them are handed over
// at once, as the app hands them. What the app spends per copy above this is its own work: the
// queue, the database, the links it mints, each copy's words.
//
// The app's environment comes in this process's, read by the app's loadConfig; argv[2] is
// {"n": <messages>, "subject": <text>, "body": <markdown>}. It answers {type: 'ready', bytes} once
// the message is composed, sends on {type: 'go'}, and answers {type: 'sent', messages, cpuMs}.
import { createRequire } from 'node:module';
import { randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { ROOT } from './support.mjs';

const require = createRequire(join(ROOT, 'backend/package.json'));
const nodemailer = require('nodemailer');
const { loadConfig } = require(join(ROOT, 'backend/dist/config/app-config.js'));
const { loadTextsByLocale } = require(join(ROOT, 'backend/dist/config/localized-messages.js'));
const { composeCopy, copyFrame, renderAnnouncement } = require(join(ROOT, 'backend/dist/announcements/announcement-content.js'));
const { unsubscribeHeaders, unsubscribeToken } = require(join(ROOT, 'backend/dist/suppressions/unsubscribe-token.js'));
const { newVerificationToken } = require(join(ROOT, 'backend/dist/reservations/confirm/verification-token.js'));
const { WholeMessages } = require(join(ROOT, 'backend/dist/mail/whole-message.js'));
const { DEFAULT_LOCALE, localizedPath, PUBLIC_ROUTES } = require(join(ROOT, 'contracts/dist/index.js'));

const { n, subject, body } = JSON.parse(process.argv[2]);
const config = loadConfig(process.env);
const host = new URL(config.publicUrl).hostname;

// One recipient's copy, as AnnouncementConsumer composes it (the handle as long as the bench's
// longest); every message carries its words, only the address and the Message-ID change, so
// composing is left to the app's side of the comparison.
const reservationId = randomUUID();
const token = unsubscribeToken(randomBytes(32).toString('hex'), reservationId);
const texts = await loadTextsByLocale(config.productName);
const copy = composeCopy(
  renderAnnouncement(subject, body),
  {
    handle: `aud${n}`,
    product: config.productName,
    claim_url: config.publicUrl,
    unsubscribe_url: `${config.publicUrl}${localizedPath(DEFAULT_LOCALE, `/unsubscribe/${token}`)}`,
    manage_url: `${config.publicUrl}${localizedPath(DEFAULT_LOCALE, PUBLIC_ROUTES.manageLink.replace(':token', newVerificationToken().token))}`,
  },
  copyFrame(texts[DEFAULT_LOCALE], DEFAULT_LOCALE),
);
const headers = unsubscribeHeaders(config.publicUrl, token);
const announcementId = randomUUID();
const message = (i) => ({
  to: `a${i}@audience.example`,
  ...copy,
  headers,
  messageId: `<${announcementId}.${randomUUID()}@${host}>`,
});

// The options of backend/src/mail/mail.module.ts.
const transport = nodemailer.createTransport({
  url: config.mail.smtpUrl,
  pool: true,
  maxConnections: config.mail.poolSize,
  maxMessages: 1000,
  socketTimeout: 60_000,
});
const messages = new WholeMessages(transport, config.mail.from);

async function sendAll() {
  let next = 1;
  await Promise.all(
    Array.from({ length: config.mail.poolSize }, async () => {
      while (next <= n) await messages.send(message(next++));
    }),
  );
}

process.on('message', async (order) => {
  if (order.type !== 'go') return;
  const before = process.cpuUsage();
  await sendAll();
  const { user, system } = process.cpuUsage(before);
  process.send({ type: 'sent', messages: n, cpuMs: (user + system) / 1000 });
});
process.on('disconnect', () => {
  transport.close();
  process.exit(0);
});
process.send({ type: 'ready', bytes: (await messages.build(message(1))).length });
