import { NavLink } from 'react-router';
import { PRIMARY_LINKS } from '../nav-links';
import { navItemClasses } from './nav-link-classes';
import { ProductsMenu } from './products-menu';

/** The main navigation from md up; below that the mobile menu takes over. */
export function DesktopNav() {
  const { home, rest } = PRIMARY_LINKS;
  return (
    <nav aria-label="Main" className="hidden md:block">
      <ul className="flex items-center gap-0.5 lg:gap-2">
        <li>
          <NavLink to={home.to} end className={({ isActive }) => navItemClasses(isActive)}>
            {home.label}
          </NavLink>
        </li>
        <li>
          <ProductsMenu />
        </li>
        {rest.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className={({ isActive }) => navItemClasses(isActive)}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
