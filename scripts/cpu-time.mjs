// The CPU time a command costs, every process it starts included, read from Linux's /proc.
//
//   node scripts/cpu-time.mjs [--to <file>] <command> [args...]
//
// runs the command and, once it has ended, writes its CPU-seconds to <file> (to stderr without
// --to), then exits as the command did. Where there is no /proc it writes nothing.
//
// The figure is, first, this process's `cutime + cstime`: the CPU time of every descendant that
// was waited for when it ended, by its parent or by an ancestor itself waited for. A process whose
// parent ends before it is re-parented to init, and its time never reaches here: Chromium's zygote
// and renderers when the browser closes, three quarters of the browser layer's CPU. So /proc is
// also read every half second, and the time of descendants that end that way is added: what the
// processes that vanished had used, less what the processes still followed gained in reaped time.
// Only the last half second of an orphan can be missed.
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { constants } from 'node:os';
import { clearInterval, setInterval } from 'node:timers';
import { fileURLToPath } from 'node:url';

const SAMPLE_MS = 500;

/** The fields of /proc/<pid>/stat that matter here (times in clock ticks), or undefined once it is gone. */
function readStat(pid) {
  let stat;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
  } catch {
    return undefined;
  }
  // The fields after the command name, which may itself hold spaces and parentheses: state is the 3rd field.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return {
    pid: Number(pid),
    ppid: Number(fields[1]),
    own: Number(fields[11]) + Number(fields[12]),
    reaped: Number(fields[13]) + Number(fields[14]),
    start: fields[19],
  };
}

function ticksPerSecond() {
  return Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;
}

/**
 * Follows every process below this one, and those that were below it and were re-parented, and
 * sums the time of those whose time will never reach this process's `cutime`.
 */
function orphanWatch() {
  /** Followed processes by pid and start time, so a reused pid is another process. */
  let followed = new Map();
  let lost = 0;

  function sample() {
    const running = new Map();
    for (const entry of readdirSync('/proc')) {
      if (entry.charCodeAt(0) > 57) continue;
      const stat = readStat(entry);
      if (stat) running.set(stat.pid, stat);
    }
    const pids = new Set([process.pid]);
    for (const { pid, start } of followed.values()) if (running.get(pid)?.start === start) pids.add(pid);
    for (let grown = true; grown;) {
      grown = false;
      for (const stat of running.values()) {
        if (pids.has(stat.pid) || !pids.has(stat.ppid)) continue;
        pids.add(stat.pid);
        grown = true;
      }
    }
    const next = new Map();
    for (const pid of pids) next.set(`${pid} ${running.get(pid).start}`, running.get(pid));
    // What the vanished had used went either into the reaped time of a process still followed, or nowhere.
    let vanished = 0;
    let reapedByFollowed = 0;
    for (const [key, before] of followed) {
      const now = next.get(key);
      if (now) reapedByFollowed += now.reaped - before.reaped;
      else vanished += before.own + before.reaped;
    }
    lost += Math.max(0, vanished - reapedByFollowed);
    followed = next;
  }

  return {
    sample,
    /** Lost ticks, counting as lost the followed processes that still run outside this one's tree. */
    finish() {
      sample();
      let outside = 0;
      for (const stat of followed.values()) if (stat.pid !== process.pid) outside += stat.own + stat.reaped;
      return lost + outside;
    },
  };
}

function main(args) {
  let to;
  if (args[0] === '--to') [, to, ...args] = args;
  if (args.length === 0) {
    process.stderr.write('usage: node scripts/cpu-time.mjs [--to <file>] <command> [args...]\n');
    process.exit(2);
  }
  const withProc = readStat('self') !== undefined;
  const watch = withProc ? orphanWatch() : undefined;
  const child = spawn(args[0], args.slice(1), { stdio: 'inherit' });
  const timer = watch && setInterval(watch.sample, SAMPLE_MS);
  // Ctrl-C reaches the command too (one process group); this process stays to count what it cost.
  const forward = (signal) => child.kill(signal);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, forward);
  child.on('error', (error) => {
    process.stderr.write(`${args[0]}: ${error.message}\n`);
    process.exit(127);
  });
  child.on('close', (code, signal) => {
    if (watch) {
      clearInterval(timer);
      const lost = watch.finish();
      const seconds = ((readStat('self').reaped + lost) / ticksPerSecond()).toFixed(1);
      if (to) writeFileSync(to, `${seconds}\n`);
      else process.stderr.write(`${seconds} CPU-seconds: ${args.join(' ')}\n`);
    }
    process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main(process.argv.slice(2));
