/** The back office's sections, as a sidebar on desktop and a drop-down list on phones. */
import {
  BadgePercent,
  Banknote,
  ChartColumn,
  ChartPie,
  FileText,
  Gift,
  History,
  Mail,
  Newspaper,
  Package,
  Percent,
  ShoppingBag,
  ShoppingCart,
  Star,
  Truck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { cx } from '../../../lib/class-names';

const SECTIONS: { to: string; label: string; icon: LucideIcon; end?: boolean }[] = [
  { to: '/admin', label: 'Dashboard', icon: ChartColumn, end: true },
  { to: '/admin/orders', label: 'Orders', icon: ShoppingCart },
  { to: '/admin/customers', label: 'Customers', icon: Users },
  { to: '/admin/abandoned-checkouts', label: 'Abandoned checkouts', icon: ShoppingBag },
  { to: '/admin/products', label: 'Products', icon: Package },
  { to: '/admin/discounts', label: 'Discounts', icon: BadgePercent },
  { to: '/admin/gift-cards', label: 'Gift cards', icon: Gift },
  { to: '/admin/shipping', label: 'Shipping', icon: Truck },
  { to: '/admin/pricing', label: 'GST & rounding', icon: Percent },
  { to: '/admin/cod', label: 'Cash on delivery', icon: Banknote, end: true },
  { to: '/admin/cod/report', label: 'COD report', icon: ChartPie },
  { to: '/admin/posts', label: 'Posts', icon: FileText },
  { to: '/admin/messages', label: 'Messages', icon: Mail },
  { to: '/admin/subscribers', label: 'Subscribers', icon: Newspaper },
  { to: '/admin/reviews', label: 'Reviews', icon: Star },
  { to: '/admin/activity', label: 'Activity', icon: History },
];

export function AdminNav({ id, className }: { id?: string; className?: string }) {
  return (
    <nav id={id} aria-label="Admin sections" className={className}>
      <ul className="space-y-1">
        {SECTIONS.map(({ to, label, icon: Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cx(
                  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                  isActive
                    ? 'bg-brand-700 text-sand-50'
                    : 'text-stone-700 hover:bg-sand-100 hover:text-brand-900',
                )
              }
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
