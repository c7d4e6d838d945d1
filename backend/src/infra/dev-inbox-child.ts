/**
 * Runs the development inbox (an SMTP server with a web page of received mail) in its own
 * process, so its signal handlers and singletons never touch the app. It exits when the
 * parent's pipe closes, so a killed app never leaves it behind.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const MailDev = require('maildev') as (config: Record<string, unknown>) => { listen(done?: (err?: Error) => void): void };

const inbox = MailDev({
  smtp: Number(process.env.DEV_INBOX_SMTP_PORT),
  web: Number(process.env.DEV_INBOX_WEB_PORT),
  ip: '127.0.0.1',
  silent: true,
  mailDirectory: process.env.DEV_INBOX_DIR,
});
inbox.listen((err) => {
  if (err) {
    process.stderr.write(`development inbox failed: ${err.message}\n`);
    process.exit(1);
  }
});

process.stdin.on('end', () => process.exit(0));
process.stdin.on('error', () => process.exit(0));
process.stdin.resume();
