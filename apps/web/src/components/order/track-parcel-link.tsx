/** 'Blue Dart · Track parcel': the carrier's own page for this parcel (record 058). */
import { ExternalLink } from 'lucide-react';

export type TrackedCarrier = { name: string; trackingUrl: string };

export function TrackParcelLink({ carrier }: { carrier: TrackedCarrier }) {
  return (
    <a
      href={carrier.trackingUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900"
    >
      {carrier.name} · Track parcel
      <ExternalLink aria-hidden="true" className="size-3.5" />
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
