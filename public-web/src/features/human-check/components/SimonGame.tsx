import { PADS } from '@gameshift/contracts';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useMessages } from '../../../hooks/useMessages';
import { useSimonGame } from '../hooks/useSimonGame';
import './SimonGame.css';

type SimonGameProps = {
  onStart?: () => void;
  onComplete: (humanToken: string) => void;
};

const COLUMNS = 2;

/** Arrow keys move around the 2×2 board, wrapping within a row or column. */
function neighbour(index: number, key: string): number | null {
  const row = Math.floor(index / COLUMNS);
  const column = index % COLUMNS;
  const rows = Math.ceil(PADS.length / COLUMNS);
  switch (key) {
    case 'ArrowRight':
      return row * COLUMNS + ((column + 1) % COLUMNS);
    case 'ArrowLeft':
      return row * COLUMNS + ((column + COLUMNS - 1) % COLUMNS);
    case 'ArrowDown':
      return ((row + 1) % rows) * COLUMNS + column;
    case 'ArrowUp':
      return ((row + rows - 1) % rows) * COLUMNS + column;
    default:
      return null;
  }
}

export function SimonGame({ onStart, onComplete }: SimonGameProps) {
  const { messages, uiMessages } = useMessages();
  const game = useSimonGame({ onComplete });
  const boardRef = useRef<HTMLDivElement>(null);
  const padRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tryAgainRef = useRef<HTMLButtonElement>(null);
  const { press, canPlay, state } = game;
  // The key hints show with a mouse (see the CSS), and on any device once a key is pressed.
  const [keysUsed, setKeysUsed] = useState(false);

  // Keys 1–4 press the pads while it is the player's turn.
  useEffect(() => {
    const handleKey = (event: globalThis.KeyboardEvent) => {
      setKeysUsed(true);
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const index = Number(event.key) - 1;
      const pad = Number.isInteger(index) ? PADS[index] : undefined;
      if (!pad) return;
      event.preventDefault();
      press(pad.color);
    };
    window.addEventListener('keydown', handleKey);
    return () => window.removeEventListener('keydown', handleKey);
  }, [press]);

  // Keep keyboard focus somewhere sensible as buttons appear, disappear and get disabled.
  useEffect(() => {
    const board = boardRef.current;
    if (!board) return;
    if (state === 'failed') {
      tryAgainRef.current?.focus();
      return;
    }
    const active = document.activeElement;
    const focusWasHere = active === null || active === document.body || board.contains(active);
    if (!focusWasHere || state === 'waiting') return;
    if (canPlay) {
      if (active === board || active === document.body || active === null) padRefs.current[0]?.focus();
    } else {
      board.focus();
    }
  }, [canPlay, state]);

  const handleStart = () => {
    game.start();
    onStart?.();
    // START GAME / Try Again disappear; the board holds focus while the pattern plays.
    boardRef.current?.focus();
  };

  const handleBoardKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = padRefs.current.findIndex((pad) => pad === event.target);
    if (index < 0) return;
    const next = neighbour(index, event.key);
    if (next === null) return;
    event.preventDefault();
    padRefs.current[next]?.focus();
  };

  return (
    <div className={`simon simon--${state}${keysUsed ? ' simon--keys' : ''}`}>
      <p className="simon__intro">{uiMessages.humanCheck.intro}</p>

      <div
        ref={boardRef}
        className={`simon__board${game.showingPattern ? ' simon__board--showing' : ''}`}
        role="group"
        aria-label={uiMessages.humanCheck.padsLabel}
        tabIndex={-1}
        onKeyDown={handleBoardKeyDown}
      >
        {PADS.map((pad, index) => (
          <button
            key={pad.color}
            ref={(element) => {
              padRefs.current[index] = element;
            }}
            type="button"
            className={`pad pad--${pad.color}${game.activePad === pad.color ? ' pad--lit' : ''}`}
            disabled={!canPlay}
            onClick={() => press(pad.color)}
            aria-keyshortcuts={String(index + 1)}
          >
            <span className="pad__mark" aria-hidden="true">
              {pad.mark}
            </span>
            <span className="pad__label">{uiMessages.humanCheck.pads[pad.color]}</span>
            <span className="pad__key" aria-hidden="true">
              {index + 1}
            </span>
          </button>
        ))}
        <div className="simon__hub" aria-hidden="true">
          {Array.from({ length: game.sequenceLength }, (_, step) => (
            <span key={step} className={`simon__dot${step < game.entered.length ? ' simon__dot--on' : ''}`} />
          ))}
        </div>
      </div>

      <p className={`simon__status simon__status--${state}`} role="status" aria-live="polite">
        {game.status}
      </p>
      <p className="sr-only" aria-live="polite">
        {game.announcement}
      </p>

      <div className="simon__actions">
        {state === 'waiting' && (
          <>
            <button type="button" className="btn btn--primary btn--block" onClick={handleStart} data-autofocus>
              {messages.startGame}
            </button>
            <p className="simon__hint">{messages.followPattern}</p>
          </>
        )}
        {state === 'failed' && (
          <button ref={tryAgainRef} type="button" className="btn btn--primary btn--block" onClick={handleStart}>
            {messages.tryAgain}
          </button>
        )}
      </div>
      <p className="simon__keys">{uiMessages.humanCheck.keyboardHint}</p>
    </div>
  );
}
