/**
 * The code of a card just issued, in the one place it is ever shown: a marked box with a Copy
 * button. It lives in this page's state only; leaving the page loses it for good.
 */
import { formatGiftCardCode } from '@shop/shared';
import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';

export const SHOWN_ONCE =
  'This code is shown only now. Copy it or make sure the recipient got the mail.';

export function IssuedCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  // The form that was focused is gone: keyboard and screen-reader users land on the code.
  const box = useRef<HTMLElement>(null);
  useEffect(() => box.current?.focus(), []);
  const shown = formatGiftCardCode(code);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown);
      setCopied(true);
      toast.success('Code copied.');
    } catch {
      // No clipboard (a page not served over https): the code selects with one tap instead.
      toast.error('Could not copy. Select the code and copy it yourself.');
    }
  };
  return (
    <section
      ref={box}
      tabIndex={-1}
      aria-labelledby="issued-code-title"
      className="rounded-2xl border-2 border-dashed border-amber-500 bg-amber-50 p-4 focus:outline-none sm:p-6"
    >
      <h2 id="issued-code-title" className="text-base font-semibold text-stone-900">
        The gift card’s code
      </h2>
      <p className="mt-1 text-sm font-medium text-amber-900">{SHOWN_ONCE}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <output
          aria-label="Gift card code"
          className="rounded-lg bg-white px-3 py-2 font-mono text-lg tracking-wider break-all text-stone-900 select-all ring-1 ring-amber-300 sm:text-xl"
        >
          {shown}
        </output>
        <Button variant="secondary" size="sm" onClick={() => void copy()}>
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {copied ? 'Copied' : 'Copy code'}
        </Button>
      </div>
    </section>
  );
}
