import { SHOP_NAME } from '@shop/shared';
import { Link } from 'react-router';

/** The shop's mark and wordmark, linking home. */
export function Logo() {
  return (
    <Link
      to="/"
      className="group inline-flex shrink-0 items-center gap-2 rounded-md text-brand-900"
      aria-label={`${SHOP_NAME}, home`}
    >
      <svg
        viewBox="0 0 32 32"
        aria-hidden="true"
        className="size-7 text-brand-700 transition-colors group-hover:text-brand-800"
      >
        <circle cx="16" cy="16" r="15" fill="currentColor" />
        <path
          d="M9 20.5c2.6-.6 4.6-3.4 5.2-8.5.4 3.6 1.2 5.8 1.8 5.8s1.4-2.2 1.8-5.8c.6 5.1 2.6 7.9 5.2 8.5"
          fill="none"
          stroke="#fbf8f3"
          strokeWidth="1.7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="font-serif text-[1.2rem] leading-none tracking-tight sm:text-2xl md:max-lg:sr-only">
        {SHOP_NAME}
      </span>
    </Link>
  );
}
