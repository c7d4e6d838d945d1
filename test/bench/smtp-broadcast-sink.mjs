// A local SMTP server for bench:broadcast, in a process of its own. It answers at once and keeps
// little per message, so 100,000 of them cost it no memory to speak of: announcement copies
// (to @audience.example) are counted, with the first and last arrival and the addresses that came
// twice; every other message (a confirmation) keeps its recipient and arrival time. The parent asks
// over IPC ({type: 'report'}, {type: 'reset'}).
import { SMTPServer } from 'smtp-server';

let copies = 0;
let first = 0;
let last = 0;
let seen = new Set();
let twice = 0;
let others = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  maxClients: 1000,
  onData(stream, session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      const at = Date.now();
      for (const { address } of session.envelope.rcptTo) {
        if (!address.endsWith('@audience.example')) {
          others.push([address, at]);
          continue;
        }
        copies++;
        if (first === 0) first = at;
        last = at;
        if (seen.has(address)) twice++;
        else seen.add(address);
      }
      callback();
    });
  },
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send({ type: 'ready' }));
process.on('message', (message) => {
  if (message.type === 'report') process.send({ type: 'report', copies, first, last, twice, others });
  if (message.type === 'reset') {
    copies = first = last = twice = 0;
    seen = new Set();
    others = [];
  }
});
process.on('disconnect', () => server.close(() => process.exit(0)));
