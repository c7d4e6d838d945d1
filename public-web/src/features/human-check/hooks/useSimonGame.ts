import { GAME, HUMAN_CHECK, PADS, type HumanChallenge, type PadColor } from '@gameshift/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/apiClient';
import { useMessages } from '../../../hooks/useMessages';
import { createChallenge } from '../api/createChallenge';
import { verifyChallenge } from '../api/verifyChallenge';
import { solvePow, type PowJob } from '../utils/solvePow';
import { createTonePlayer, type TonePlayer } from '../utils/tonePlayer';

export type SimonGameState = 'waiting' | 'playing' | 'success' | 'failed';

type UseSimonGameOptions = {
  onComplete: (humanToken: string) => void;
};

/** How long 'Get ready...' shows between the end of the pattern and the player's turn. */
const GET_READY_MS = 600;

/** Margin over the server's minimum answer time, so a quick player is never refused for speed. */
const ANSWER_MARGIN_MS = 50;

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => window.setTimeout(resolve, ms));
}

function padFor(color: PadColor) {
  return PADS.find((pad) => pad.color === color) ?? PADS[0];
}

function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

/**
 * The Simon Says state machine: waiting → playing (pattern, then the player's turn) → success
 * or failed. The pattern comes from a server challenge, and a correct answer is exchanged for
 * a human token, which `onComplete` receives once 'Good Game!' has shown for a second.
 */
export function useSimonGame({ onComplete }: UseSimonGameOptions) {
  const { messages, uiMessages } = useMessages();
  const [state, setState] = useState<SimonGameState>('waiting');
  const [status, setStatus] = useState('');
  const [activePad, setActivePad] = useState<PadColor | null>(null);
  const [showingPattern, setShowingPattern] = useState(false);
  const [canPlay, setCanPlay] = useState(false);
  const [entered, setEntered] = useState<PadColor[]>([]);
  const [sequenceLength, setSequenceLength] = useState<number>(GAME.sequenceLength);
  const [announcement, setAnnouncement] = useState('');

  // Each round gets an id; timers and answers from an older round see it changed and stop.
  const round = useRef(0);
  const challenge = useRef<HumanChallenge | null>(null);
  const challengeReceivedAt = useRef(0);
  const powJob = useRef<PowJob | null>(null);
  const enteredRef = useRef<PadColor[]>([]);
  const canPlayRef = useRef(false);
  const tones = useRef<TonePlayer | null>(null);
  const pressTimer = useRef<number | undefined>(undefined);
  const onCompleteRef = useRef(onComplete);

  useEffect(() => {
    onCompleteRef.current = onComplete;
  }, [onComplete]);

  useEffect(
    () => () => {
      round.current += 1;
      window.clearTimeout(pressTimer.current);
      powJob.current?.cancel();
      tones.current?.dispose();
      tones.current = null;
    },
    [],
  );

  const allowInput = (value: boolean) => {
    canPlayRef.current = value;
    setCanPlay(value);
  };

  const fail = (message: string) => {
    allowInput(false);
    setShowingPattern(false);
    setAnnouncement('');
    setState('failed');
    setStatus(message);
  };

  const playRound = async (id: number) => {
    const isCurrent = () => round.current === id;
    let next: HumanChallenge;
    try {
      next = await createChallenge();
    } catch (error) {
      if (isCurrent()) fail(serverMessage(error) ?? uiMessages.humanCheck.loadFailed);
      return;
    }
    if (!isCurrent()) return;
    challenge.current = next;
    challengeReceivedAt.current = Date.now();
    // The proof of work is solved while the pattern plays, so a person waits no longer for it.
    powJob.current = solvePow(next.pow);
    setSequenceLength(next.sequence.length);

    setShowingPattern(true);
    for (const color of next.sequence) {
      await wait(GAME.pauseMs);
      if (!isCurrent()) return;
      const pad = padFor(color);
      setActivePad(color);
      setAnnouncement(uiMessages.humanCheck.pads[pad.color]);
      tones.current?.play(pad.frequency);
      await wait(GAME.litMs);
      if (!isCurrent()) return;
      setActivePad(null);
      // Cleared between steps so a colour shown twice in a row is announced twice.
      setAnnouncement('');
    }
    setShowingPattern(false);
    setStatus(messages.getReady);
    await wait(GET_READY_MS);
    if (!isCurrent()) return;
    setStatus(messages.yourTurn);
    allowInput(true);
  };

  const finish = async (id: number, answer: PadColor[]) => {
    const isCurrent = () => round.current === id;
    const current = challenge.current;
    if (!current) return;
    setStatus(uiMessages.humanCheck.checking);
    const tooSoonBy = challengeReceivedAt.current + HUMAN_CHECK.minAnswerMs + ANSWER_MARGIN_MS - Date.now();
    if (tooSoonBy > 0) {
      await wait(tooSoonBy);
      if (!isCurrent()) return;
    }
    const solution = await powJob.current?.solution;
    if (!isCurrent()) return;
    if (!solution) {
      fail(messages.genericError);
      return;
    }
    let humanToken: string;
    try {
      ({ human_token: humanToken } = await verifyChallenge({
        challenge: current.challenge,
        sequence: answer,
        pow: { challenge: current.pow, solution },
      }));
    } catch (error) {
      if (isCurrent()) fail(serverMessage(error) ?? messages.genericError);
      return;
    }
    if (!isCurrent()) return;
    setState('success');
    setStatus(messages.goodGame);
    await wait(GAME.successCloseMs);
    if (isCurrent()) onCompleteRef.current(humanToken);
  };

  // start and press are stable: the helpers they call touch only refs and state setters.

  /** START GAME and Try Again: a new challenge, a cleared entry, the pattern from the top. */
  const start = useCallback(() => {
    if (!tones.current) tones.current = createTonePlayer();
    tones.current.prepare();
    round.current += 1;
    const id = round.current;
    challenge.current = null;
    powJob.current?.cancel();
    powJob.current = null;
    enteredRef.current = [];
    setEntered([]);
    allowInput(false);
    setActivePad(null);
    setAnnouncement('');
    setState('playing');
    setStatus(messages.watchPattern);
    void playRound(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- stable by design: the helpers touch only refs and state setters
  }, []);

  const press = useCallback((color: PadColor) => {
    if (!canPlayRef.current) return;
    const pad = padFor(color);
    tones.current?.play(pad.frequency);
    setActivePad(color);
    window.clearTimeout(pressTimer.current);
    pressTimer.current = window.setTimeout(() => setActivePad(null), GAME.pressMs);

    const answer = [...enteredRef.current, color];
    enteredRef.current = answer;
    setEntered(answer);
    const target = challenge.current?.sequence ?? [];
    if (target[answer.length - 1] !== color) {
      fail(messages.wrongSequence);
      return;
    }
    if (answer.length === target.length) {
      allowInput(false);
      void finish(round.current, answer);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- stable by design: the helpers touch only refs and state setters
  }, []);

  return { state, status, activePad, showingPattern, canPlay, entered, sequenceLength, announcement, start, press };
}
