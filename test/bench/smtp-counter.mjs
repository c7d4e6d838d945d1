// A local SMTP server for benchmarks, in a process of its own so that counting mail takes no CPU
// from the process sending the crowd. It answers at once and keeps, per message, the recipient and
// when its data ended; the parent asks for them over IPC ({type: 'report'}).
import { SMTPServer } from 'smtp-server';

const arrivals = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  maxClients: 1000,
  onData(stream, session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      const at = Date.now();
      for (const rcpt of session.envelope.rcptTo) arrivals.push([rcpt.address, at]);
      callback();
    });
  },
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send({ type: 'ready' }));
process.on('message', (message) => {
  if (message.type === 'report') process.send({ type: 'report', arrivals });
  if (message.type === 'reset') arrivals.length = 0;
});
process.on('disconnect', () => server.close(() => process.exit(0)));
