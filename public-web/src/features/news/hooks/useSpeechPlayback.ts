import { chooseVoiceFor, maxSpeechChunkLength, READ_ALOUD, speechChunks, speechScript, type VoiceSettings } from '@gameshift/contracts';
import { useCallback, useEffect, useRef } from 'react';
import type { Playback, PlaybackHost, PlayerState } from './readAloudPlayback';
import { speechEngine } from './useSpeechVoices';

type SpeechPlaybackOptions = {
  title: string;
  /** The text's language (a BCP 47 tag): without a stored voice, one of it reads. */
  language: string;
  /** The body's text blocks (headings, paragraphs, list items), read when playback starts. */
  readBlocks: () => string[];
  settings: VoiceSettings;
  voices: SpeechSynthesisVoice[];
  voice: SpeechSynthesisVoice | undefined;
  state: PlayerState;
  host: PlaybackHost;
};

/**
 * Speech synthesis reading the title and then the body sentence by sentence, in pieces short
 * enough that Chrome does not cut them off. The position is the sentence being read.
 */
export function useSpeechPlayback({ title, language, readBlocks, settings, voices, voice, state, host }: SpeechPlaybackOptions): Playback {
  const { finish: hostFinish, setPosition, setLength } = host;
  const sentences = useRef<string[]>([]);
  const sentence = useRef(0);
  // Each speech run gets a number; callbacks of a cancelled run see a newer one and stop.
  const run = useRef(0);
  const restartTimer = useRef<number | undefined>(undefined);
  const latest = useRef({ settings, voice, state });
  latest.current = { settings, voice, state };

  const silence = () => {
    run.current += 1;
    speechEngine()?.cancel();
  };

  const finish = useCallback(() => {
    run.current += 1;
    sentence.current = 0;
    hostFinish();
  }, [hostFinish]);

  const speakFrom = useCallback(
    (start: number) => {
      const engine = speechEngine();
      if (!engine) return;
      const current = (run.current += 1);
      engine.cancel();
      const { settings: voiceSettings, voice: chosen } = latest.current;
      const speakSentence = (index: number) => {
        if (current !== run.current) return;
        if (index >= sentences.current.length) {
          finish();
          return;
        }
        sentence.current = index;
        setPosition(index);
        const pieces = speechChunks(sentences.current[index], maxSpeechChunkLength(voiceSettings.speed));
        const speakPiece = (piece: number) => {
          if (current !== run.current) return;
          if (piece >= pieces.length) {
            speakSentence(index + 1);
            return;
          }
          const utterance = new SpeechSynthesisUtterance(pieces[piece]);
          utterance.rate = voiceSettings.speed;
          utterance.pitch = voiceSettings.pitch;
          utterance.volume = READ_ALOUD.defaultVolume;
          if (chosen) {
            utterance.voice = chosen;
            utterance.lang = chosen.lang;
          }
          utterance.onend = () => speakPiece(piece + 1);
          utterance.onerror = (event) => {
            if (current !== run.current || event.error === 'interrupted' || event.error === 'canceled') return;
            console.error('Speech synthesis failed', event.error);
            finish();
          };
          engine.speak(utterance);
        };
        speakPiece(0);
      };
      speakSentence(start);
    },
    [finish, setPosition],
  );

  useEffect(
    () => () => {
      window.clearTimeout(restartTimer.current);
      run.current += 1;
      speechEngine()?.cancel();
    },
    [],
  );

  return {
    start: () => {
      window.clearTimeout(restartTimer.current);
      sentences.current = speechScript(title, readBlocks());
      setLength(sentences.current.length);
      speakFrom(0);
    },
    // Cancelling and later re-speaking the sentence is reliable in every browser; pause() is not.
    pause: silence,
    resume: () => speakFrom(sentence.current),
    stop: () => {
      window.clearTimeout(restartTimer.current);
      silence();
      sentence.current = 0;
    },
    seek: (target) => {
      const index = Math.max(0, Math.min(Math.round(target), sentences.current.length - 1));
      sentence.current = index;
      setPosition(index);
      if (state === 'playing') speakFrom(index);
    },
    applySettings: (next) => {
      latest.current = { ...latest.current, settings: next, voice: chooseVoiceFor(voices, language, next.voiceName) };
      if (state !== 'playing') return;
      silence();
      window.clearTimeout(restartTimer.current);
      restartTimer.current = window.setTimeout(() => {
        if (latest.current.state === 'playing') speakFrom(sentence.current);
      }, READ_ALOUD.restartDelayMs);
    },
  };
}
