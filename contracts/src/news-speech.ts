import { READ_ALOUD } from './constants';

/** localStorage key of the read-aloud settings. */
export const VOICE_SETTINGS_KEY = 'voiceSettings';

export type VoiceSettings = {
  speed: number;
  pitch: number;
  /** null: choose by chooseVoice's order. */
  voiceName: string | null;
};

export const DEFAULT_VOICE_SETTINGS: VoiceSettings = Object.freeze({
  speed: READ_ALOUD.defaultSpeed,
  pitch: READ_ALOUD.defaultPitch,
  voiceName: null,
});

const MIN_RATE = 0.5;
const MAX_RATE = 2;

function inRange(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= MIN_RATE && value <= MAX_RATE;
}

/**
 * Reads stored settings. Throws on text that is not a settings object (the caller logs it and uses
 * the defaults); a single bad value falls back to its default.
 */
export function parseVoiceSettings(raw: string | null): VoiceSettings {
  if (raw === null) return { ...DEFAULT_VOICE_SETTINGS };
  const parsed: unknown = JSON.parse(raw);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new Error('stored voice settings are not an object');
  }
  const { speed, pitch, voiceName } = parsed as Record<string, unknown>;
  return {
    speed: inRange(speed) ? speed : DEFAULT_VOICE_SETTINGS.speed,
    pitch: inRange(pitch) ? Math.round(pitch * 10) / 10 : DEFAULT_VOICE_SETTINGS.pitch,
    voiceName: typeof voiceName === 'string' && voiceName !== '' ? voiceName : null,
  };
}

/** Splits text into sentences after each run of '.', '!' or '?', keeping the punctuation. */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  const pattern = /[^.!?]+(?:[.!?]+["'”’)\]]*|$)|[.!?]+/g;
  for (const match of text.matchAll(pattern)) {
    const sentence = match[0].replace(/\s+/g, ' ').trim();
    if (/[\p{L}\p{N}]/u.test(sentence)) sentences.push(sentence);
  }
  return sentences;
}

/**
 * The longest piece of text sent to the speech engine at once. Chrome stops an utterance after
 * about 15 seconds of speech, so pieces are kept near 10 seconds at the chosen speed.
 */
export function maxSpeechChunkLength(speed: number): number {
  const charactersPerSecond = 15;
  return Math.min(240, Math.max(80, Math.round(10 * charactersPerSecond * speed)));
}

/** Cuts a sentence into pieces of at most `maxLength` characters, at a pause (, ; : –) where possible, else at a space. */
export function speechChunks(sentence: string, maxLength: number): string[] {
  const chunks: string[] = [];
  let rest = sentence.trim();
  while (rest.length > maxLength) {
    const window = rest.slice(0, maxLength + 1);
    let cut = Math.max(
      window.lastIndexOf(', '),
      window.lastIndexOf('; '),
      window.lastIndexOf(': '),
      window.lastIndexOf(' – '),
      window.lastIndexOf(' — '),
    );
    if (cut > maxLength / 3) cut += 1;
    else cut = window.lastIndexOf(' ');
    if (cut <= 0) cut = maxLength;
    chunks.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) chunks.push(rest);
  return chunks;
}

/**
 * What the player reads, one sentence per entry: the title first, then every block of the body.
 * A block without closing punctuation (a heading, a list item) ends its own sentence.
 */
export function speechScript(title: string, blocks: readonly string[]): string[] {
  const parts = [title, ...blocks]
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .map((block) => (/[.!?]["'”’)\]]*$/.test(block) ? block : `${block}.`));
  return parts.flatMap(splitSentences);
}

type VoiceLike = { name: string; lang: string };

function isEnglish(voice: VoiceLike): boolean {
  return /^en\b/i.test(voice.lang.replace('_', '-'));
}

function soundsFemale(voice: VoiceLike): boolean {
  const name = voice.name.toLowerCase();
  return READ_ALOUD.femaleVoiceHints.some((hint) => name.includes(hint));
}

/**
 * The voice a reading starts with: the stored voice when one of that name exists; else an English female-sounding voice,
 * then any female-sounding one, then any English one, then the first.
 */
export function chooseVoice<V extends VoiceLike>(voices: readonly V[], storedName?: string | null): V | undefined {
  if (storedName) {
    const stored = voices.find((voice) => voice.name === storedName);
    if (stored) return stored;
  }
  return (
    voices.find((voice) => isEnglish(voice) && soundsFemale(voice)) ?? voices.find(soundsFemale) ?? voices.find(isEnglish) ?? voices[0]
  );
}

/**
 * The voices that speak `language` (a voice's `en-GB` speaks `en`), or every voice when none does:
 * a text read in another language's voice is barely understood.
 */
export function voicesOf<V extends VoiceLike>(voices: readonly V[], language: string): readonly V[] {
  const wanted = language.toLowerCase().split('-')[0];
  const own = voices.filter((voice) => voice.lang.replace('_', '-').toLowerCase().split('-')[0] === wanted);
  return own.length > 0 ? own : voices;
}

/**
 * The voice for a text in `language`: the stored voice whenever one of that name exists, whatever
 * its language, as the listener chose it; else chooseVoice's default among the voices that
 * speak the text's language.
 */
export function chooseVoiceFor<V extends VoiceLike>(voices: readonly V[], language: string, storedName?: string | null): V | undefined {
  const stored = storedName ? voices.find((voice) => voice.name === storedName) : undefined;
  return stored ?? chooseVoice(voicesOf(voices, language));
}
