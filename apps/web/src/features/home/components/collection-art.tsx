/** Small drawn covers for the collection cards, one per category (CSS only, no image requests). */
import type { CategorySlug } from '@shop/shared';
import type { ReactNode } from 'react';

export type CollectionArtKind = CategorySlug;

const dots = Array.from({ length: 20 }, (_, i) => i % 3 !== 1);

const ART: Record<CollectionArtKind, ReactNode> = {
  trackers: (
    <div className="grid w-1/2 grid-cols-5 gap-2 rounded-lg bg-white p-4 shadow-lg shadow-brand-900/10">
      {dots.map((done, i) => (
        <span
          key={i}
          className={`aspect-square rounded-full ${done ? 'bg-brand-500' : 'ring-1 ring-brand-200'}`}
        />
      ))}
    </div>
  ),
  planners: (
    <div className="w-1/2 space-y-2.5 rounded-lg bg-white p-4 shadow-lg shadow-brand-900/10">
      <div className="h-2 w-1/2 rounded-full bg-clay-600" />
      {[100, 80, 90, 60, 85].map((w, i) => (
        <div key={i} className="flex items-center gap-2">
          <span className="size-2 shrink-0 rounded-sm ring-1 ring-brand-500" />
          <span className="h-1.5 rounded-full bg-sand-200" style={{ width: `${w}%` }} />
        </div>
      ))}
    </div>
  ),
  posters: (
    <div className="flex h-3/4 w-[45%] flex-col items-center justify-end rounded-sm bg-sand-50 p-4 shadow-lg shadow-brand-900/10">
      <div className="aspect-square w-4/5 rounded-t-full bg-brand-500" />
      <div className="mt-3 h-1.5 w-2/3 rounded-full bg-brand-900/60" />
    </div>
  ),
  journals: (
    <div className="flex h-3/4 w-[42%] rounded-r-lg rounded-l-sm bg-brand-700 shadow-lg shadow-brand-900/20">
      <span className="w-2 rounded-l-sm bg-brand-900/40" />
      <div className="flex flex-1 flex-col items-center justify-center gap-2 p-3">
        <span className="h-1.5 w-3/4 rounded-full bg-sand-50/80" />
        <span className="h-1.5 w-1/2 rounded-full bg-sand-50/50" />
      </div>
    </div>
  ),
  accessories: (
    <div className="flex items-end gap-3">
      <span className="h-24 w-3 rotate-12 rounded-full bg-clay-600 shadow-md" />
      <span className="h-20 w-3 -rotate-6 rounded-full bg-brand-500 shadow-md" />
      <span className="size-14 rounded-lg bg-white ring-4 ring-sand-200 shadow-lg shadow-brand-900/10" />
    </div>
  ),
};

const BACKGROUND: Record<CollectionArtKind, string> = {
  trackers: 'bg-brand-100',
  planners: 'bg-sand-200',
  posters: 'bg-clay-500/25',
  journals: 'bg-sand-100',
  accessories: 'bg-brand-50',
};

export function CollectionArt({ kind }: { kind: CollectionArtKind }) {
  return (
    <div
      aria-hidden="true"
      className={`flex aspect-[4/3] items-center justify-center ${BACKGROUND[kind]}`}
    >
      <div className="flex h-full w-full items-center justify-center transition-transform duration-500 group-hover:scale-105">
        {ART[kind]}
      </div>
    </div>
  );
}
