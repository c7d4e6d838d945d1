// npm run bench:moderation: the restricted-word rule and the `obscenity` library side by side on
// the same benign and offensive handle corpora. Prints figures; asserts nothing (the goals are
// asserted by contracts/src/handle-corpus.spec.ts). Reads contracts/dist, so it builds contracts first.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const { benignCorpus, measure, obscenityMatcher, offensiveCorpus } = require('./corpus.cjs');
const { validateHandle } = require('../dist/index.js');

const SHOWN = Number(process.env.SHOW_REFUSED ?? 15);
const benign = benignCorpus();
const offensive = offensiveCorpus();

const filters = {
  ours: (handle) => {
    const verdict = validateHandle(handle);
    return !verdict.ok && (verdict.code === 'handle_restricted' || verdict.code === 'handle_reserved');
  },
  obscenity: obscenityMatcher(),
};

const percent = (rate) => `${(rate * 100).toFixed(2)} %`;
const sources = [...new Set(benign.map((entry) => entry.source))];

console.log(`Benign handles: ${benign.length} (${sources.map((s) => `${s} ${benign.filter((e) => e.source === s).length}`).join(', ')})`);
console.log(`Offensive handles: ${offensive.length}\n`);
console.log('| Filter | Benign refused | Offensive caught | ms |');
console.log('|---|---|---|---|');
const results = {};
for (const [name, isRefused] of Object.entries(filters)) {
  const started = performance.now();
  const benignResult = measure(benign, isRefused);
  const offensiveResult = measure(offensive, isRefused);
  const ms = performance.now() - started;
  results[name] = benignResult;
  console.log(
    `| ${name} | ${benignResult.refused.length} (${percent(benignResult.rate)}) | ${offensiveResult.refused.length} (${percent(offensiveResult.rate)}) | ${ms.toFixed(0)} |`,
  );
}
for (const [name, result] of Object.entries(results)) {
  const sample = result.refused.slice(0, SHOWN).map((entry) => entry.handle);
  console.log(`\nBenign handles ${name} refuses (first ${sample.length}): ${sample.join(', ')}`);
}
