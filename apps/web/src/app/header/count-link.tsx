import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { iconButtonClasses } from '../../components/ui/button';
import { countLabel } from '../nav-links';

type CountLinkProps = {
  to: string;
  name: string;
  count: number;
  icon: LucideIcon;
  className?: string;
};

/** Icon link with a count badge; the count is part of its spoken name ("Cart, 3 items"). */
export function CountLink({ to, name, count, icon: Icon, className }: CountLinkProps) {
  return (
    <Link to={to} aria-label={countLabel(name, count)} className={iconButtonClasses(className)}>
      <Icon aria-hidden="true" className="size-5" strokeWidth={1.6} />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid={`${name.toLowerCase()}-badge`}
          className="absolute top-0.5 right-0 flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-clay-600 px-1 text-[0.65rem] leading-none font-semibold text-white ring-2 ring-sand-50"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
