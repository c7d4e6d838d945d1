import type { VoiceSettings } from '@gameshift/contracts';

export type PlayerState = 'idle' | 'playing' | 'paused';

/**
 * What an engine (the narration file, or speech synthesis) is told by the player, which holds
 * the state, the position and the panel for both.
 */
export type PlaybackHost = {
  setState: (state: PlayerState) => void;
  setPosition: (position: number) => void;
  setLength: (length: number) => void;
  /** The end was reached: back to the start, idle, the panel hidden after a while. */
  finish: () => void;
};

/** One way of reading the article aloud; the player drives whichever is in use through this. */
export type Playback = {
  /** From the beginning. */
  start: () => void;
  pause: () => void;
  resume: () => void;
  /** Silence, back at the beginning. */
  stop: () => void;
  /** To a second of the file, or to a sentence. */
  seek: (position: number) => void;
  /** New voice settings, heard at once. */
  applySettings: (settings: VoiceSettings) => void;
};
