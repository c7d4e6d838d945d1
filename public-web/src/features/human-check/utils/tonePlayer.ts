import { GAME } from '@gameshift/contracts';
import { messages } from '../../../messages';

type AudioContextConstructor = typeof AudioContext;

export type TonePlayer = {
  /** Creates the audio context; call from a click so browsers allow sound. */
  prepare: () => void;
  play: (frequency: number) => void;
  dispose: () => void;
};

function audioContextClass(): AudioContextConstructor | undefined {
  const scope = window as typeof window & { webkitAudioContext?: AudioContextConstructor };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

/** Short sine tones for the pads. Without Web Audio the game goes on silently. */
export function createTonePlayer(): TonePlayer {
  let context: AudioContext | null = null;
  let unavailable = false;

  const prepare = () => {
    if (context || unavailable) return;
    try {
      const Context = audioContextClass();
      if (!Context) throw new Error('Web Audio unavailable');
      context = new Context();
      if (context.state === 'suspended') void context.resume().catch(() => undefined);
    } catch {
      unavailable = true;
      console.log(messages.audioNotSupported);
    }
  };

  const play = (frequency: number) => {
    if (!context) return;
    try {
      const start = context.currentTime;
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      oscillator.type = 'sine';
      oscillator.frequency.setValueAtTime(frequency, start);
      gain.gain.setValueAtTime(GAME.toneGain, start);
      // Fading out rather than cutting off avoids an audible click at the end of each tone.
      gain.gain.exponentialRampToValueAtTime(0.001, start + GAME.toneSeconds);
      oscillator.connect(gain);
      gain.connect(context.destination);
      oscillator.start(start);
      oscillator.stop(start + GAME.toneSeconds);
    } catch {
      // A tone that fails to play is not worth interrupting the game for.
    }
  };

  const dispose = () => {
    void context?.close().catch(() => undefined);
    context = null;
  };

  return { prepare, play, dispose };
}
