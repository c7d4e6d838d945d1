import { Dialog } from '../../../components/Dialog';
import { useMessages } from '../../../hooks/useMessages';
import { SimonGame } from './SimonGame';

type HumanCheckDialogProps = {
  open: boolean;
  /** Called as each round starts (START GAME, Try Again). */
  onStart?: () => void;
  onComplete: (humanToken: string) => void;
  onClose: () => void;
};

/** The 'Are you human?' overlay. Each opening starts a fresh game. */
export function HumanCheckDialog({ open, onStart, onComplete, onClose }: HumanCheckDialogProps) {
  const { messages, uiMessages } = useMessages();
  return (
    <Dialog open={open} title={messages.humanCheckTitle} closeLabel={uiMessages.humanCheck.close} onClose={onClose}>
      <SimonGame onStart={onStart} onComplete={onComplete} />
    </Dialog>
  );
}
