/**
 * Markup that never changes in the browser (an article's body, a policy's text), kept out of the
 * hydrated tree (issue 24, record 035): the server draws it; hydration adopts the server's elements
 * as they are (their HTML, set again as the same innerHTML React neither renders nor compares);
 * links inside go through the router as <Link>s do. Any other render (a client-side navigation,
 * new content) draws the children as usual.
 */
import { useId, useState, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';

const ATTRIBUTE = 'data-server-markup';
const never = () => () => {};

/** The server's HTML of the wrapper `id`, while hydrating; null otherwise. */
function useAdoptedHtml(id: string): string | null {
  const hydrating = useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
  const [html] = useState(() => {
    if (!hydrating || typeof document === 'undefined') return null;
    const wrapper = [...document.querySelectorAll(`[${ATTRIBUTE}]`)].find(
      (el) => el.getAttribute(ATTRIBUTE) === id,
    );
    return wrapper?.innerHTML ?? null;
  });
  return html;
}

/** A plain left click on a link to this shop, as a <Link> would take it. */
function routedPath(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element).closest?.('a');
  if (!link || !event.currentTarget.contains(link) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href, window.location.href);
  const here = window.location;
  if (url.origin !== here.origin) return null;
  // A jump within the page stays the browser's.
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

type ServerMarkupProps = {
  /** Names the content: while it stays the same the server's elements stay; a new one redraws. */
  version: string;
  className?: string;
  children: ReactNode;
};

export function ServerMarkup({ version, className, children }: ServerMarkupProps) {
  const id = useId();
  const adopted = useAdoptedHtml(id);
  const [adoptedVersion] = useState(version);
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const path = routedPath(event);
    if (path === null) return;
    event.preventDefault();
    void navigate(path);
  };
  const attributes = { [ATTRIBUTE]: id, className, onClick };
  // A key per mode: React never turns an innerHTML element into one with children in place.
  return adopted !== null && version === adoptedVersion ? (
    <div key="adopted" {...attributes} dangerouslySetInnerHTML={{ __html: adopted }} />
  ) : (
    <div key="drawn" {...attributes}>
      {children}
    </div>
  );
}
