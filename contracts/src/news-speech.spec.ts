import {
  chooseVoice,
  chooseVoiceFor,
  DEFAULT_VOICE_SETTINGS,
  maxSpeechChunkLength,
  parseVoiceSettings,
  speechChunks,
  speechScript,
  splitSentences,
} from './news-speech';

describe(parseVoiceSettings.name, () => {
  it('gives the defaults (1.4x, pitch 1.3) when nothing is stored', () => {
    expect(parseVoiceSettings(null)).toEqual({ speed: 1.4, pitch: 1.3, voiceName: null });
  });

  it('reads stored settings', () => {
    expect(parseVoiceSettings('{"speed":2,"pitch":0.8,"voiceName":"Samantha"}')).toEqual({ speed: 2, pitch: 0.8, voiceName: 'Samantha' });
  });

  it('replaces a value out of range with its default', () => {
    expect(parseVoiceSettings('{"speed":9,"pitch":-1,"voiceName":3}')).toEqual(DEFAULT_VOICE_SETTINGS);
  });

  it('throws on text that is not a settings object', () => {
    expect(() => parseVoiceSettings('{oops')).toThrow();
    expect(() => parseVoiceSettings('[1,2]')).toThrow();
  });
});

describe(splitSentences.name, () => {
  it('splits after . ! and ? and keeps the punctuation', () => {
    expect(splitSentences('One. Two! Three? Four')).toEqual(['One.', 'Two!', 'Three?', 'Four']);
  });

  it('keeps runs of punctuation and closing quotes with their sentence', () => {
    expect(splitSentences('Wait... "Really?!" Yes.')).toEqual(['Wait...', '"Really?!"', 'Yes.']);
  });

  it('drops pieces without words', () => {
    expect(splitSentences('... !! Hello.')).toEqual(['Hello.']);
  });
});

describe(speechChunks.name, () => {
  it('leaves a short sentence whole', () => {
    expect(speechChunks('A short sentence.', 80)).toEqual(['A short sentence.']);
  });

  it('cuts a long sentence at pauses, each piece within the limit', () => {
    const sentence = `${'alpha beta gamma, '.repeat(12)}end.`;
    const chunks = speechChunks(sentence, 80);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(80);
    expect(chunks.join(' ')).toBe(sentence);
    expect(chunks[0].endsWith(',')).toBe(true);
  });

  it('cuts a word longer than the limit', () => {
    expect(speechChunks('x'.repeat(200), 80).map((c) => c.length)).toEqual([80, 80, 40]);
  });
});

describe(maxSpeechChunkLength.name, () => {
  it('keeps about ten seconds of speech per piece, between 80 and 240 characters', () => {
    expect(maxSpeechChunkLength(0.5)).toBe(80);
    expect(maxSpeechChunkLength(1)).toBe(150);
    expect(maxSpeechChunkLength(1.4)).toBe(210);
    expect(maxSpeechChunkLength(2)).toBe(240);
  });
});

describe(speechScript.name, () => {
  it('reads the title first and ends headings and list items as sentences', () => {
    expect(speechScript('Big News', ['Why it matters', 'We launch soon. Be ready!', '  '])).toEqual([
      'Big News.',
      'Why it matters.',
      'We launch soon.',
      'Be ready!',
    ]);
  });
});

describe(chooseVoice.name, () => {
  const voice = (name: string, lang: string) => ({ name, lang });
  const german = voice('Anna', 'de-DE');
  const englishMale = voice('Daniel', 'en-GB');
  const germanFemale = voice('Google Deutsch Female', 'de-DE');
  const englishFemale = voice('Samantha', 'en-US');

  it('reuses the stored voice when it exists', () => {
    expect(chooseVoice([german, englishFemale], 'Anna')).toBe(german);
  });

  it('prefers an English female-sounding voice', () => {
    expect(chooseVoice([german, englishMale, germanFemale, englishFemale], 'Gone')).toBe(englishFemale);
  });

  it('then any female-sounding voice', () => {
    expect(chooseVoice([german, englishMale, germanFemale])).toBe(germanFemale);
  });

  it('then any English voice', () => {
    expect(chooseVoice([german, englishMale])).toBe(englishMale);
  });

  it('then the first voice, and nothing without voices', () => {
    expect(chooseVoice([german])).toBe(german);
    expect(chooseVoice([])).toBeUndefined();
  });
});

describe(chooseVoiceFor.name, () => {
  const voice = (name: string, lang: string) => ({ name, lang });
  const german = voice('Anna', 'de-DE');
  const japanese = voice('Kyoko', 'ja-JP');
  const englishFemale = voice('Samantha', 'en-US');
  const voices = [german, japanese, englishFemale];

  it('reuses the stored voice whatever the text’s language, as the listener chose it', () => {
    expect(chooseVoiceFor(voices, 'en', 'Anna')).toBe(german);
    expect(chooseVoiceFor(voices, 'ja', 'Samantha')).toBe(englishFemale);
  });

  it('without one, picks among the voices of the text’s language, and among all when none speaks it', () => {
    expect(chooseVoiceFor(voices, 'ja', 'Gone')).toBe(japanese);
    expect(chooseVoiceFor(voices, 'en-GB')).toBe(englishFemale);
    expect(chooseVoiceFor([german, japanese], 'pt-BR')).toBe(german);
  });
});
