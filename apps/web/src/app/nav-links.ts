/** Where the header, mobile menu and footer link to (spec section 2, DESIGN deviation 9). */
import {
  CATEGORIES,
  categoryName,
  categoryPath,
  STOREFRONT_ROUTES,
  type CategorySlug,
} from '@shop/shared';

export type NavLinkItem = { label: string; to: string };

const categoryLinks = (slugs: readonly CategorySlug[]): NavLinkItem[] =>
  slugs.map((slug) => ({ label: categoryName(slug), to: categoryPath(slug) }));

/** Desktop bar, in order; Products is a dropdown between Home and Our story. */
export const PRIMARY_LINKS = {
  home: { label: 'Home', to: '/' },
  products: { label: 'Products', to: '/products' },
  rest: [
    { label: 'Our story', to: '/about' },
    { label: 'Contact', to: '/contact' },
    { label: 'Blog', to: '/blog' },
  ],
} as const;

/**
 * Every category of the catalogue, in menu order: the desktop Products dropdown, the mobile menu
 * and the footer all list the same (DESIGN deviation 16; the spec's three left journals and
 * accessories unreachable from the menus).
 */
export const CATEGORY_LINKS = categoryLinks(CATEGORIES);

export const MOBILE_SECONDARY_LINKS: NavLinkItem[] = [
  { label: 'Our story', to: '/about' },
  { label: 'Contact', to: '/contact' },
  { label: 'FAQ', to: '/contact' },
  { label: 'Blog', to: '/blog' },
];

export const FOOTER_COLUMNS: { title: string; links: NavLinkItem[] }[] = [
  { title: 'Shop', links: [{ label: 'All products', to: '/products' }, ...CATEGORY_LINKS] },
  {
    title: 'Company',
    links: [
      { label: 'Our story', to: '/about#story' },
      { label: 'Sustainability', to: '/about#sustainability' },
      { label: 'Blog', to: '/blog' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'FAQ', to: '/contact' },
      // A guest's way back to an order (issue 27): the link in their e-mail, mailed again.
      { label: 'Find my order', to: STOREFRONT_ROUTES.findOrder.path },
      { label: 'Gift card balance', to: STOREFRONT_ROUTES.giftCardBalance.path },
      { label: 'Shipping', to: '/shipping' },
      { label: 'Returns', to: '/returns' },
      { label: 'Terms & Conditions', to: '/terms' },
      { label: 'Privacy Policy', to: '/privacy' },
    ],
  },
];

/** Social profiles (external). */
export const SOCIAL_LINKS: NavLinkItem[] = [
  { label: 'Instagram', to: 'https://www.instagram.com/mindfulmarks' },
  { label: 'Pinterest', to: 'https://www.pinterest.com/mindfulmarks' },
  { label: 'Facebook', to: 'https://www.facebook.com/mindfulmarks' },
  { label: 'YouTube', to: 'https://www.youtube.com/@mindfulmarks' },
];

/** "Cart, 3 items" — the spoken name of a link that carries a count badge. */
export const countLabel = (name: string, count: number) =>
  `${name}, ${count} ${count === 1 ? 'item' : 'items'}`;
