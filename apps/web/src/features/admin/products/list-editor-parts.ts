/** Pieces shared by the product's list editors. */
import type { KeyboardEvent } from 'react';

/** Enter in an "add" box adds the item instead of sending the whole form. */
export const onEnter = (add: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  add();
};

export const removeButton =
  'inline-flex size-8 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-sand-100 hover:text-clay-600';
