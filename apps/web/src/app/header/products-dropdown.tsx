/** The desktop Products dropdown itself (loaded on demand by ProductsMenu). */
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { CATEGORY_LINKS, PRIMARY_LINKS } from '../nav-links';
import type { MenuOpenProps } from './deferred-menu';
import { menuItemClasses, menuPanelClasses } from './nav-link-classes';
import { ProductsTriggerFace, useProductsTriggerClasses } from './products-trigger';

export default function ProductsDropdown({ open, onOpenChange }: MenuOpenProps) {
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <DropdownMenu.Trigger className={useProductsTriggerClasses()}>
        <ProductsTriggerFace />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="start" sideOffset={10} className={menuPanelClasses}>
        <DropdownMenu.Item asChild className={menuItemClasses}>
          <Link to={PRIMARY_LINKS.products.to}>All products</Link>
        </DropdownMenu.Item>
        <DropdownMenu.Separator className="mx-2 my-1 h-px bg-sand-200" />
        {CATEGORY_LINKS.map((link) => (
          <DropdownMenu.Item key={link.to} asChild className={menuItemClasses}>
            <Link to={link.to}>{link.label}</Link>
          </DropdownMenu.Item>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
