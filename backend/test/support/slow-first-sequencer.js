/*
 * The order the e2e files start in. Jest starts the files that took longest last time first, but a
 * clean clone has no record of that, and its fallback (the largest file first) starts the mail-outage
 * test last: 36 s of waiting on retry delays with the other workers idle. These files are known to
 * take longest, so they start first; the rest follow in Jest's own order.
 */
const Sequencer = require('@jest/test-sequencer').default;
const fs = require('node:fs');
const path = require('node:path');

const SLOW_FIRST = [
  'mail-launch.e2e-spec.ts',
  'launch.e2e-spec.ts',
  'announcements.e2e-spec.ts',
  'fuzz.e2e-spec.ts',
  'overload.e2e-spec.ts',
  'reservations-mail-outage.e2e-spec.ts',
  'announcements-queuing.e2e-spec.ts',
  'webhooks.e2e-spec.ts',
];

// A file renamed or merged away would silently fall back to Jest's order.
const missing = SLOW_FIRST.filter((name) => !fs.existsSync(path.join(__dirname, '..', name)));
if (missing.length > 0) throw new Error(`slow-first-sequencer.js names files that do not exist: ${missing.join(', ')}`);

class SlowFirstSequencer extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    const rank = (test) => {
      const index = SLOW_FIRST.indexOf(path.basename(test.path));
      return index === -1 ? SLOW_FIRST.length : index;
    };
    // A stable sort: files off the list keep Jest's order.
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = SlowFirstSequencer;
