import { ChevronDown } from 'lucide-react';
import { useLocation } from 'react-router';
import { PRIMARY_LINKS } from '../nav-links';
import { navItemClasses } from './nav-link-classes';

/** Products is the current section whenever the path contains /products (spec section 2). */
export function useProductsTriggerClasses() {
  const active = useLocation().pathname.includes('/products');
  return `group ${navItemClasses(active)}`;
}

export function ProductsTriggerFace() {
  return (
    <>
      {PRIMARY_LINKS.products.label}
      <ChevronDown
        aria-hidden="true"
        className="size-4 transition-transform group-aria-expanded:rotate-180"
      />
    </>
  );
}
