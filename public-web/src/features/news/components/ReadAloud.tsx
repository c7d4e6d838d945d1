import { createPortal } from 'react-dom';
import { useReadAloud } from '../hooks/useReadAloud';
import { ListenButton, ReadAloudPanel } from './ReadAloudPlayer';

type ReadAloudProps = {
  title: string;
  /** The language the article is written in (a BCP 47 tag). */
  language: string;
  audioFile?: string;
  /** The element saying what the narration is (a summary): Listen's description while the narration is what plays. */
  audioNoteId?: string;
  readBlocks: () => string[];
  /** Where the player's controls go: after the article, so they follow it in the tab order. */
  panelSlot: HTMLElement | null;
};

/**
 * The Listen button, the narration and the player's controls: a chunk of its own, loaded once the
 * article is on screen and hydrated, so it never delays the article itself.
 */
export default function ReadAloud({ title, language, audioFile, audioNoteId, readBlocks, panelSlot }: ReadAloudProps) {
  const player = useReadAloud({ title, language, audioFile, readBlocks });
  return (
    <>
      <ListenButton player={player} describedBy={player.mode === 'audio' ? audioNoteId : undefined} />
      {/* The narration plays through this element; the panel holds its controls. */}
      {player.audioProps && <audio {...player.audioProps} className="article__audio" />}
      {panelSlot && createPortal(<ReadAloudPanel player={player} />, panelSlot)}
    </>
  );
}
