import { useNewsMessages } from '../../../newsMessages';
import { useToast } from './Toaster';

type ShareButtonProps = {
  title: string;
  excerpt: string;
};

/**
 * Share: native share with the title, excerpt and page address when the browser has it,
 * otherwise the address goes to the clipboard. Cancelling the share sheet is not a failure.
 */
export function ShareButton({ title, excerpt }: ShareButtonProps) {
  const newsMessages = useNewsMessages();
  const toast = useToast();

  const handleShare = async () => {
    const data: ShareData = { title, text: excerpt, url: window.location.href };
    if (typeof navigator.share === 'function' && (typeof navigator.canShare !== 'function' || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        toast(newsMessages.shared);
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        console.error('Sharing failed', error);
        toast(newsMessages.shareFailed, 'error');
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(data.url!);
      toast(newsMessages.linkCopied);
    } catch (error) {
      console.error('Copying the link failed', error);
      toast(newsMessages.shareFailed, 'error');
    }
  };

  return (
    <button type="button" className="btn btn--ghost btn--small" onClick={() => void handleShare()}>
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {newsMessages.share}
    </button>
  );
}
