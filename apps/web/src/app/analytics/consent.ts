/**
 * The one question a European visitor is asked before the funnel keeps a visitor id (record 063):
 * a small bar at the foot of the page, drawn without React (the reporter's chunk stays tiny).
 * Without an answer, or with "No thanks", visits are still counted, only without an id.
 */
export function askConsent(answer: (granted: boolean) => void) {
  const bar = document.createElement('section');
  bar.setAttribute('aria-label', 'Counting visits');
  bar.className =
    'fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-xl flex-wrap items-center gap-3 rounded-2xl border border-sand-200 bg-white p-4 text-sm text-stone-800 shadow-lg';
  const text = document.createElement('p');
  text.className = 'min-w-0 flex-1';
  text.textContent =
    'May we remember this browser with a random id in our own cookie, to count returning visits? No ads, no other sites. See our Privacy Policy.';
  const button = (label: string, granted: boolean, primary: boolean) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.className = primary
      ? 'rounded-full bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800'
      : 'rounded-full border border-sand-300 px-4 py-2 font-medium text-brand-900 hover:bg-sand-50';
    b.addEventListener('click', () => {
      bar.remove();
      answer(granted);
    });
    return b;
  };
  bar.append(text, button('No thanks', false, false), button('Allow', true, true));
  document.body.append(bar);
}
