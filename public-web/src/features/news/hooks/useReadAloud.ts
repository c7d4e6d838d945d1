import {
  chooseVoice,
  DEFAULT_VOICE_SETTINGS,
  maxSpeechChunkLength,
  READ_ALOUD,
  speechChunks,
  speechScript,
  type VoiceSettings,
} from '@gameshift/contracts';
import { useCallback, useEffect, useMemo, useRef, useState, type AudioHTMLAttributes, type RefObject } from 'react';
import { useIsClient } from '../../../hooks/useIsClient';
import { speechEngine, useSpeechVoices } from './useSpeechVoices';
import { useVoiceSettings } from './useVoiceSettings';

export type PlayerState = 'idle' | 'playing' | 'paused';
export type PlayerMode = 'audio' | 'speech';

type ReadAloudOptions = {
  title: string;
  audioFile?: string;
  /** The body's text blocks (headings, paragraphs, list items), read when playback starts. */
  readBlocks: () => string[];
};

export type ReadAloud = {
  /** null: neither the audio file nor speech synthesis is available, so nothing is rendered. */
  mode: PlayerMode | null;
  state: PlayerState;
  panelOpen: boolean;
  /** Seconds into the audio file, or the index of the sentence being read. */
  position: number;
  /** Duration of the audio file in seconds, or the number of sentences. */
  length: number;
  settings: VoiceSettings;
  voices: SpeechSynthesisVoice[];
  voice: SpeechSynthesisVoice | undefined;
  audioProps: (AudioHTMLAttributes<HTMLAudioElement> & { ref: RefObject<HTMLAudioElement | null> }) | null;
  toggleListen: () => void;
  playPause: () => void;
  stop: () => void;
  seek: (position: number) => void;
  changeSettings: (next: Partial<VoiceSettings>) => void;
  reset: () => void;
};

/**
 * The read-aloud player of SPEC §2/§4: the article's narration file when it loads, else speech
 * synthesis reading the title and then the body sentence by sentence, in pieces short enough that
 * Chrome does not cut them off.
 */
/** How long the narration file may take to answer before speech synthesis reads instead. */
const NARRATION_WAIT_MS = 5_000;

export function useReadAloud({ title, audioFile, readBlocks }: ReadAloudOptions): ReadAloud {
  const [settings, saveSettings] = useVoiceSettings();
  const voices = useSpeechVoices();
  const voice = useMemo(() => chooseVoice(voices, settings.voiceName), [voices, settings.voiceName]);
  const [audioStatus, setAudioStatus] = useState<'loading' | 'ready' | 'failed'>(audioFile ? 'loading' : 'failed');
  const [state, setState] = useState<PlayerState>('idle');
  const [panelOpen, setPanelOpen] = useState(false);
  const [position, setPosition] = useState(0);
  const [length, setLength] = useState(0);

  const audioRef = useRef<HTMLAudioElement>(null);
  const sentences = useRef<string[]>([]);
  const sentence = useRef(0);
  // Each speech run gets a number; callbacks of a cancelled run see a newer one and stop.
  const run = useRef(0);
  const hideTimer = useRef<number | undefined>(undefined);
  const restartTimer = useRef<number | undefined>(undefined);
  const latest = useRef({ settings, voice, state });
  latest.current = { settings, voice, state };

  // The server has no speech engine and its HTML no audio element: both join once the page is
  // hydrated, so the narration's load events reach React instead of firing before it listens.
  const isClient = useIsClient();
  const hasSpeech = isClient && speechEngine() !== null;
  // With speech synthesis to fall back on, the narration is fetched only when Listen is pressed;
  // without it, its metadata is read at once, since the player shows only if the file loads.
  const lazyNarration = hasSpeech;
  const mode: PlayerMode | null =
    audioFile && audioStatus !== 'failed' ? (audioStatus === 'ready' || lazyNarration ? 'audio' : null) : hasSpeech ? 'speech' : null;

  const clearTimers = () => {
    window.clearTimeout(hideTimer.current);
    window.clearTimeout(restartTimer.current);
  };

  const finish = useCallback(() => {
    run.current += 1;
    sentence.current = 0;
    setPosition(0);
    setState('idle');
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setPanelOpen(false), READ_ALOUD.panelAutoHideMs);
  }, []);

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
    [finish],
  );

  const startSpeech = () => {
    sentences.current = speechScript(title, readBlocks());
    setLength(sentences.current.length);
    speakFrom(0);
  };

  const start = () => {
    clearTimers();
    setPanelOpen(true);
    setState('playing');
    if (mode === 'audio') {
      const audio = audioRef.current!;
      audio.currentTime = 0;
      audio.playbackRate = settings.speed;
      audio.volume = READ_ALOUD.defaultVolume;
      audio.play().catch((error: unknown) => {
        // A file that failed to load is handled by its error event, which reads aloud instead.
        if (audio.error) return;
        console.error('The narration could not be played', error);
        setState('idle');
      });
    } else {
      startSpeech();
    }
  };

  const pause = () => {
    setState('paused');
    if (mode === 'audio') {
      audioRef.current?.pause();
    } else {
      // Cancelling and later re-speaking the sentence is reliable in every browser; pause() is not.
      run.current += 1;
      speechEngine()?.cancel();
    }
  };

  const resume = () => {
    setState('playing');
    if (mode === 'audio') {
      audioRef.current?.play().catch((error: unknown) => {
        console.error('The narration could not be played', error);
        setState('paused');
      });
    } else {
      speakFrom(sentence.current);
    }
  };

  const stop = useCallback(() => {
    clearTimers();
    run.current += 1;
    speechEngine()?.cancel();
    const audio = audioRef.current;
    if (audio) {
      audio.pause();
      audio.currentTime = 0;
    }
    sentence.current = 0;
    setPosition(0);
    setState('idle');
    setPanelOpen(false);
  }, []);

  const toggleListen = () => (state === 'idle' ? start() : stop());
  const playPause = () => (state === 'idle' ? start() : state === 'playing' ? pause() : resume());

  const seek = (target: number) => {
    if (mode === 'audio') {
      const audio = audioRef.current;
      if (!audio) return;
      audio.currentTime = target;
      setPosition(target);
      return;
    }
    const index = Math.max(0, Math.min(Math.round(target), sentences.current.length - 1));
    sentence.current = index;
    setPosition(index);
    if (state === 'playing') speakFrom(index);
  };

  const applySettings = (next: VoiceSettings) => {
    saveSettings(next);
    latest.current = { ...latest.current, settings: next, voice: chooseVoice(voices, next.voiceName) };
    if (audioRef.current) audioRef.current.playbackRate = next.speed;
    if (mode === 'speech' && state === 'playing') {
      run.current += 1;
      speechEngine()?.cancel();
      window.clearTimeout(restartTimer.current);
      restartTimer.current = window.setTimeout(() => {
        if (latest.current.state === 'playing') speakFrom(sentence.current);
      }, READ_ALOUD.restartDelayMs);
    }
  };

  const changeSettings = (next: Partial<VoiceSettings>) => applySettings({ ...settings, ...next });
  const reset = () => applySettings({ ...DEFAULT_VOICE_SETTINGS });

  // The narration can have its metadata before React listens for it (a cached file, an element
  // created with its source set), and then no loadedmetadata event reaches the handler below.
  useEffect(() => {
    const audio = audioRef.current;
    if (audio && audio.readyState >= HTMLMediaElement.HAVE_METADATA) {
      setLength(audio.duration);
      setAudioStatus('ready');
    }
  }, [audioFile, isClient]);

  useEffect(
    () => () => {
      clearTimers();
      run.current += 1;
      speechEngine()?.cancel();
    },
    [],
  );

  function narrationFailed() {
    console.error(`The narration ${audioFile} could not be loaded; reading aloud with speech synthesis instead.`);
    setAudioStatus('failed');
    // Listen was pressed for a narration fetched only then: the listener hears the speech instead.
    if (latest.current.state !== 'idle') {
      if (speechEngine()) startSpeech();
      else stop();
    }
  }

  // The element may settle before its events reach React, or (a stalled request) not at all:
  // read what it already knows, and if the narration has not answered in a while, read aloud
  // with speech synthesis instead so the Listen button is not withheld.
  useEffect(() => {
    const audio = audioRef.current;
    if (!isClient || !audioFile || !audio || audioStatus !== 'loading' || lazyNarration) return;
    if (audio.error) {
      narrationFailed();
      return;
    }
    if (audio.readyState >= HTMLMediaElement.HAVE_METADATA) {
      setLength(audio.duration);
      setAudioStatus('ready');
      return;
    }
    const timer = window.setTimeout(() => {
      if (audio.readyState >= HTMLMediaElement.HAVE_METADATA) {
        setLength(audio.duration);
        setAudioStatus('ready');
      } else {
        narrationFailed();
      }
    }, NARRATION_WAIT_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- narrationFailed only sets state; re-running on its identity would restart the wait
  }, [isClient, audioFile, audioStatus, lazyNarration]);

  const audioProps: ReadAloud['audioProps'] =
    audioFile && isClient
      ? {
          ref: audioRef,
          src: audioFile,
          preload: lazyNarration ? 'none' : 'metadata',
          onLoadedMetadata: (event) => {
            setLength(event.currentTarget.duration);
            setAudioStatus('ready');
          },
          onError: narrationFailed,
          onTimeUpdate: (event) => setPosition(event.currentTarget.currentTime),
          onEnded: finish,
        }
      : null;

  return {
    mode,
    state,
    panelOpen,
    position,
    length,
    settings,
    voices,
    voice,
    audioProps,
    toggleListen,
    playPause,
    stop,
    seek,
    changeSettings,
    reset,
  };
}
