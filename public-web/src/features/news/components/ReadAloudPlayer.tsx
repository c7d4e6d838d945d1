import { READ_ALOUD } from '@gameshift/contracts';
import { useId, useState, type ChangeEvent } from 'react';
import { useNewsMessages } from '../../../newsMessages';
import { useMediaQuery } from '../hooks/useMediaQuery';
import type { ReadAloud } from '../hooks/useReadAloud';
import './ReadAloudPlayer.css';
import { useNewsText } from '../newsText';

function clock(seconds: number): string {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.floor(seconds)) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

type ListenButtonProps = {
  player: ReadAloud;
  /** The element saying what Listen plays when it is not the whole article. */
  describedBy?: string;
};

/** Starts reading, or stops and closes the player while it reads; its name says which it will do. */
export function ListenButton({ player, describedBy }: ListenButtonProps) {
  const text = useNewsText().player;
  const newsMessages = useNewsMessages();
  if (!player.mode) return null;
  const active = player.state !== 'idle';
  return (
    <button
      type="button"
      className={`btn btn--small ${active ? 'btn--primary' : 'btn--ghost'}`}
      aria-pressed={active}
      aria-describedby={describedBy}
      onClick={player.toggleListen}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        {active ? (
          <rect x="6" y="6" width="12" height="12" rx="2" fill="currentColor" />
        ) : (
          <>
            <path d="M4 9v6h4l5 4V5L8 9H4z" fill="currentColor" />
            <path
              d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </>
        )}
      </svg>
      {active ? text.stopListening : newsMessages.listen}
    </button>
  );
}

type ReadAloudPanelProps = {
  player: ReadAloud;
};

/** Phones get the player as one bar: play or pause, progress, settings toggle, stop. */
const COMPACT_QUERY = '(max-width: 600px)';

/** The player's controls: hidden until the first play, gone 2 s after the end. */
export function ReadAloudPanel({ player }: ReadAloudPanelProps) {
  const text = useNewsText().player;
  const settingsId = useId();
  const compact = useMediaQuery(COMPACT_QUERY);
  const [settingsOpen, setSettingsOpen] = useState(false);
  if (!player.mode || !player.panelOpen) return null;

  const isAudio = player.mode === 'audio';
  const max = isAudio ? player.length || 0 : Math.max(0, player.length - 1);
  const status = player.state === 'playing' ? text.playing : player.state === 'paused' ? text.paused : text.ready;
  const progressText = isAudio
    ? text.time(clock(player.position), clock(player.length))
    : text.sentence(Math.min(player.position + 1, player.length), player.length);
  const mainLabel = player.state === 'playing' ? text.pause : player.state === 'paused' ? text.resume : text.play;

  const handleSeek = (event: ChangeEvent<HTMLInputElement>) => player.seek(Number(event.target.value));

  const mainButton = (
    <button type="button" className="btn btn--primary player__main" onClick={player.playPause}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        {player.state === 'playing' ? (
          <path d="M7 5h4v14H7zM13 5h4v14h-4z" fill="currentColor" />
        ) : (
          <path d="M8 5v14l11-7z" fill="currentColor" />
        )}
      </svg>
      <span className={compact ? 'sr-only' : undefined}>{mainLabel}</span>
    </button>
  );
  const statusLine = (
    <p className={compact ? 'sr-only' : 'player__status'} aria-live="polite">
      {status}
    </p>
  );
  const progress = (
    <input
      type="range"
      className="player__range"
      aria-label={text.progress}
      aria-valuetext={progressText}
      min={0}
      max={max}
      step={isAudio ? 0.1 : 1}
      value={Math.min(player.position, max)}
      onChange={handleSeek}
    />
  );

  if (compact) {
    return (
      <section className="player player--compact card" aria-label={text.region}>
        <div className="player__row">
          {mainButton}
          {progress}
          <button
            type="button"
            className="player__icon-button"
            aria-expanded={settingsOpen}
            aria-controls={settingsId}
            onClick={() => setSettingsOpen((open) => !open)}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M4 7h10M18 7h2M4 17h2M10 17h10" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              <circle cx="16" cy="7" r="2" fill="none" stroke="currentColor" strokeWidth="2" />
              <circle cx="8" cy="17" r="2" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            <span className="sr-only">{text.settings}</span>
          </button>
          <button type="button" className="player__icon-button" onClick={player.stop}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
            </svg>
            <span className="sr-only">{text.stop}</span>
          </button>
        </div>
        {statusLine}
        <div id={settingsId} hidden={!settingsOpen}>
          <PlayerSettings player={player} />
        </div>
      </section>
    );
  }

  return (
    <section className="player card" aria-label={text.region}>
      <div className="player__row">
        {mainButton}
        {statusLine}
        <button type="button" className="btn btn--ghost btn--small" onClick={player.stop}>
          {text.stop}
        </button>
      </div>
      <div className="player__progress">
        {progress}
        <span className="player__time">{progressText}</span>
      </div>
      <PlayerSettings player={player} />
    </section>
  );
}

/** Speed, and for speech synthesis pitch and voice, with Reset. */
function PlayerSettings({ player }: ReadAloudPanelProps) {
  const text = useNewsText().player;
  const speedId = useId();
  const pitchId = useId();
  const voiceId = useId();
  const isAudio = player.mode === 'audio';
  return (
    <div className="player__settings">
      <label className="player__field" htmlFor={speedId}>
        <span>{text.speed}</span>
        <select
          id={speedId}
          value={player.settings.speed}
          onChange={(event) => player.changeSettings({ speed: Number(event.target.value) })}
        >
          {READ_ALOUD.speeds.map((speed) => (
            <option key={speed} value={speed}>
              {speed}x
            </option>
          ))}
        </select>
      </label>
      {!isAudio && (
        <>
          <div className="player__field">
            <label htmlFor={pitchId}>
              {text.pitch} <output htmlFor={pitchId}>{player.settings.pitch.toFixed(1)}</output>
            </label>
            <input
              id={pitchId}
              type="range"
              min={READ_ALOUD.pitch.min}
              max={READ_ALOUD.pitch.max}
              step={READ_ALOUD.pitch.step}
              value={player.settings.pitch}
              onChange={(event) => player.changeSettings({ pitch: Math.round(Number(event.target.value) * 10) / 10 })}
            />
            <div className="player__presets">
              {READ_ALOUD.pitch.presets.map((pitch) => (
                <button
                  key={pitch}
                  type="button"
                  className="player__preset"
                  aria-label={text.pitchPreset(pitch)}
                  aria-pressed={player.settings.pitch === pitch}
                  onClick={() => player.changeSettings({ pitch })}
                >
                  {pitch}
                </button>
              ))}
            </div>
          </div>
          {player.voices.length > 0 && (
            <label className="player__field" htmlFor={voiceId}>
              <span>{text.voice}</span>
              <select
                id={voiceId}
                value={player.voice?.name ?? ''}
                onChange={(event) => player.changeSettings({ voiceName: event.target.value })}
              >
                {player.voices.map((voice) => (
                  <option key={`${voice.name}|${voice.lang}`} value={voice.name}>
                    {voice.name} ({voice.lang})
                  </option>
                ))}
              </select>
            </label>
          )}
        </>
      )}
      <button type="button" className="btn btn--ghost btn--small player__reset" onClick={player.reset}>
        {text.reset}
      </button>
    </div>
  );
}
