import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useMessages } from '../../../hooks/useMessages';
import { HumanCheckDialog } from './HumanCheckDialog';

const reload = () => window.location.reload();

/** `/simonsays`: the game on its own; finishing or closing it reloads the page for another go. */
export function SimonSaysPage() {
  const { uiMessages } = useMessages();
  const text = uiMessages.simonSays;
  useDocumentTitle(text.pageTitle);
  return (
    <section className="container status-page" aria-labelledby="simon-says-title">
      <h1 id="simon-says-title">{text.title}</h1>
      <p className="status-page__text">{text.text}</p>
      <HumanCheckDialog open onComplete={reload} onClose={reload} />
    </section>
  );
}
