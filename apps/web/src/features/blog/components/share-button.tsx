/** Shares the post: the system share sheet where there is one, else copies the address. */
import { Share2 } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';

export const LINK_COPIED = 'Link copied to clipboard';

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

async function copyAddress(url: string) {
  try {
    if (!navigator.clipboard) throw new Error('The clipboard is not available');
    await navigator.clipboard.writeText(url);
    toast.success(LINK_COPIED);
  } catch (error) {
    // Spec section 8: sharing errors are logged; the shopper still gets a way forward.
    console.error('Copying the link failed', error);
    toast.error('Could not copy the link. Please copy it from the address bar.');
  }
}

export function ShareButton({ title, text }: { title: string; text: string }) {
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        if (isAbort(error)) return; // The shopper closed the share sheet.
        console.warn('Native share failed; copying the link instead', error);
      }
    }
    await copyAddress(url);
  };

  return (
    <Button variant="secondary" size="sm" onClick={() => void share()}>
      <Share2 size={16} aria-hidden="true" />
      Share
    </Button>
  );
}
