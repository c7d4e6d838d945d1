import { chooseVoiceFor, DEFAULT_VOICE_SETTINGS, READ_ALOUD, type VoiceSettings } from '@gameshift/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useIsClient } from '../../../hooks/useIsClient';
import type { PlaybackHost, PlayerState } from './readAloudPlayback';
import { useNarrationPlayback, type AudioProps } from './useNarrationPlayback';
import { useSpeechPlayback } from './useSpeechPlayback';
import { speechEngine, useSpeechVoices } from './useSpeechVoices';
import { useVoiceSettings } from './useVoiceSettings';

export type { PlayerState } from './readAloudPlayback';
export type PlayerMode = 'audio' | 'speech';

type ReadAloudOptions = {
  title: string;
  /** The language the text is written in (a BCP 47 tag): its voices come first. */
  language: string;
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
  audioProps: AudioProps | null;
  toggleListen: () => void;
  playPause: () => void;
  stop: () => void;
  seek: (position: number) => void;
  changeSettings: (next: Partial<VoiceSettings>) => void;
  reset: () => void;
};

/**
 * The article's read-aloud player: the article's narration file when it loads
 * (useNarrationPlayback), else speech synthesis (useSpeechPlayback). The player holds the state,
 * the position and the panel, and drives whichever engine is in use through one interface.
 */
export function useReadAloud({ title, language, audioFile, readBlocks }: ReadAloudOptions): ReadAloud {
  const [settings, saveSettings] = useVoiceSettings();
  const voices = useSpeechVoices();
  const voice = useMemo(() => chooseVoiceFor(voices, language, settings.voiceName), [voices, language, settings.voiceName]);
  const [state, setState] = useState<PlayerState>('idle');
  const [panelOpen, setPanelOpen] = useState(false);
  const [position, setPosition] = useState(0);
  const [length, setLength] = useState(0);
  const hideTimer = useRef<number | undefined>(undefined);
  const latestState = useRef(state);
  latestState.current = state;

  const finish = useCallback(() => {
    setPosition(0);
    setState('idle');
    window.clearTimeout(hideTimer.current);
    hideTimer.current = window.setTimeout(() => setPanelOpen(false), READ_ALOUD.panelAutoHideMs);
  }, []);
  const host = useMemo<PlaybackHost>(() => ({ setState, setPosition, setLength, finish }), [finish]);

  // The server has no speech engine and its HTML no audio element: both join once the page is
  // hydrated, so the narration's load events reach React instead of firing before it listens.
  const isClient = useIsClient();
  const hasSpeech = isClient && speechEngine() !== null;

  const speech = useSpeechPlayback({ title, language, readBlocks, settings, voices, voice, state, host });
  const narration = useNarrationPlayback({
    audioFile,
    isClient,
    // With speech synthesis to fall back on, the narration is fetched only when Listen is pressed.
    lazy: hasSpeech,
    speed: settings.speed,
    host,
    // Listen was pressed for a narration fetched only then: the listener hears the speech instead.
    onFailed: () => {
      if (latestState.current === 'idle') return;
      if (speechEngine()) speech.start();
      else stop();
    },
  });

  const mode: PlayerMode | null =
    audioFile && narration.status !== 'failed' ? (narration.status === 'ready' || hasSpeech ? 'audio' : null) : hasSpeech ? 'speech' : null;
  const engine = mode === 'audio' ? narration : speech;

  const start = () => {
    window.clearTimeout(hideTimer.current);
    setPanelOpen(true);
    setState('playing');
    engine.start();
  };

  const pause = () => {
    setState('paused');
    engine.pause();
  };

  const resume = () => {
    setState('playing');
    engine.resume();
  };

  function stop() {
    window.clearTimeout(hideTimer.current);
    speech.stop();
    narration.stop();
    setPosition(0);
    setState('idle');
    setPanelOpen(false);
  }

  const applySettings = (next: VoiceSettings) => {
    saveSettings(next);
    if (mode !== null) engine.applySettings(next);
  };

  useEffect(() => () => window.clearTimeout(hideTimer.current), []);

  return {
    mode,
    state,
    panelOpen,
    position,
    length,
    settings,
    voices,
    voice,
    audioProps: narration.audioProps,
    toggleListen: () => (state === 'idle' ? start() : stop()),
    playPause: () => (state === 'idle' ? start() : state === 'playing' ? pause() : resume()),
    stop,
    seek: (target) => {
      if (mode !== null) engine.seek(target);
    },
    changeSettings: (next) => applySettings({ ...settings, ...next }),
    reset: () => applySettings({ ...DEFAULT_VOICE_SETTINGS }),
  };
}
