import { READ_ALOUD } from '@gameshift/contracts';
import { useEffect, useRef, useState, type AudioHTMLAttributes, type RefObject } from 'react';
import type { Playback, PlaybackHost } from './readAloudPlayback';

/** How long the narration file may take to answer before speech synthesis reads instead. */
const NARRATION_WAIT_MS = 5_000;

export type AudioProps = AudioHTMLAttributes<HTMLAudioElement> & { ref: RefObject<HTMLAudioElement | null> };

type NarrationPlaybackOptions = {
  audioFile?: string;
  /** The page is hydrated: the audio element exists only from then on. */
  isClient: boolean;
  /**
   * Speech synthesis can stand in for the file: it is then fetched only when Listen is pressed.
   * Without it, its metadata is read at once, since the player shows only if the file loads.
   */
  lazy: boolean;
  speed: number;
  host: PlaybackHost;
  /** The file could not be loaded, or did not answer in time. */
  onFailed: () => void;
};

export type NarrationPlayback = Playback & {
  status: 'loading' | 'ready' | 'failed';
  /** For the `<audio>` element the narration plays through; null while there is none. */
  audioProps: AudioProps | null;
};

/** The article's narration file, played through an audio element. The position is in seconds. */
export function useNarrationPlayback({ audioFile, isClient, lazy, speed, host, onFailed }: NarrationPlaybackOptions): NarrationPlayback {
  const { setState, setPosition, setLength } = host;
  const [status, setStatus] = useState<NarrationPlayback['status']>(audioFile ? 'loading' : 'failed');
  const audioRef = useRef<HTMLAudioElement>(null);

  const ready = (duration: number) => {
    setLength(duration);
    setStatus('ready');
  };
  const failed = () => {
    console.error(`The narration ${audioFile} could not be loaded; reading aloud with speech synthesis instead.`);
    setStatus('failed');
    onFailed();
  };

  // The narration can have its metadata before React listens for it (a cached file, an element
  // created with its source set), and then no loadedmetadata event reaches the handler below.
  useEffect(() => {
    const audio = audioRef.current;
    if (audio && audio.readyState >= HTMLMediaElement.HAVE_METADATA) {
      setLength(audio.duration);
      setStatus('ready');
    }
  }, [audioFile, isClient, setLength]);

  // The element may settle before its events reach React, or (a stalled request) not at all:
  // read what it already knows, and if the narration has not answered in a while, read aloud
  // with speech synthesis instead so the Listen button is not withheld.
  useEffect(() => {
    const audio = audioRef.current;
    if (!isClient || !audioFile || !audio || status !== 'loading' || lazy) return;
    if (audio.error) {
      failed();
      return;
    }
    if (audio.readyState >= HTMLMediaElement.HAVE_METADATA) {
      ready(audio.duration);
      return;
    }
    const timer = window.setTimeout(() => {
      if (audio.readyState >= HTMLMediaElement.HAVE_METADATA) ready(audio.duration);
      else failed();
    }, NARRATION_WAIT_MS);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- failed and ready only set state; re-running on their identity would restart the wait
  }, [isClient, audioFile, status, lazy]);

  return {
    status,
    audioProps:
      audioFile && isClient
        ? {
            ref: audioRef,
            src: audioFile,
            preload: lazy ? 'none' : 'metadata',
            onLoadedMetadata: (event) => ready(event.currentTarget.duration),
            onError: failed,
            onTimeUpdate: (event) => setPosition(event.currentTarget.currentTime),
            onEnded: host.finish,
          }
        : null,
    start: () => {
      const audio = audioRef.current!;
      audio.currentTime = 0;
      audio.playbackRate = speed;
      audio.volume = READ_ALOUD.defaultVolume;
      audio.play().catch((error: unknown) => {
        // A file that failed to load is handled by its error event, which reads aloud instead.
        if (audio.error) return;
        console.error('The narration could not be played', error);
        setState('idle');
      });
    },
    pause: () => audioRef.current?.pause(),
    resume: () => {
      audioRef.current?.play().catch((error: unknown) => {
        console.error('The narration could not be played', error);
        setState('paused');
      });
    },
    stop: () => {
      const audio = audioRef.current;
      if (!audio) return;
      audio.pause();
      audio.currentTime = 0;
    },
    seek: (target) => {
      const audio = audioRef.current;
      if (!audio) return;
      audio.currentTime = target;
      setPosition(target);
    },
    applySettings: (next) => {
      if (audioRef.current) audioRef.current.playbackRate = next.speed;
    },
  };
}
