/**
 * Where the studio is: a drawn map (no third-party embed, so the page works offline and loads no
 * tracker) with the address and a link that opens Google Maps.
 */
import { SUPPORT } from '@shop/shared';
import { ExternalLink } from 'lucide-react';

export const MAPS_URL = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(SUPPORT.address)}`;

function MapArt() {
  return (
    <svg
      viewBox="0 0 400 220"
      aria-hidden="true"
      className="h-auto w-full"
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="400" height="220" fill="#eef2ec" />
      <path
        d="M-10 150 C 80 120, 140 190, 230 150 S 360 90, 410 120"
        fill="none"
        stroke="#c9dbe3"
        strokeWidth="18"
      />
      <g fill="#e1ebe3">
        <rect x="24" y="20" width="90" height="60" rx="8" />
        <rect x="280" y="24" width="96" height="54" rx="8" />
        <rect x="40" y="176" width="70" height="34" rx="8" />
        <circle cx="318" cy="176" r="26" />
      </g>
      <g fill="none" stroke="#ffffff" strokeLinecap="round">
        <path d="M0 104 H400" strokeWidth="10" />
        <path d="M150 0 V220" strokeWidth="10" />
        <path d="M236 0 L 262 220" strokeWidth="7" />
        <path d="M0 40 L 150 70" strokeWidth="5" />
      </g>
      <g transform="translate(200 96)">
        <circle r="26" fill="#3f5a4a" opacity="0.15" />
        <path d="M0 6 C -14 -8, -14 -26, 0 -30 C 14 -26, 14 -8, 0 6 Z" fill="#3f5a4a" />
        <circle cy="-18" r="5" fill="#fbf8f3" />
      </g>
    </svg>
  );
}

export function MapCard() {
  return (
    <figure className="overflow-hidden rounded-2xl bg-white ring-1 ring-sand-200">
      <MapArt />
      <figcaption className="flex flex-wrap items-center justify-between gap-3 px-5 py-4 text-sm">
        <span className="text-stone-700">Our studio in Banjara Hills, Hyderabad</span>
        <a
          href={MAPS_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 font-medium text-brand-800 underline-offset-4 hover:underline"
        >
          Open in Google Maps
          <ExternalLink size={14} aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
