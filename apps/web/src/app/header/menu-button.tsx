import { Menu } from 'lucide-react';
import { iconButtonClasses } from '../../components/ui/button';

/** The hamburger that opens the mobile menu (hidden from md up). */
export const menuButtonClasses = iconButtonClasses('-ml-2 md:hidden');

export function MenuButtonFace() {
  return <Menu aria-hidden="true" className="size-6" strokeWidth={1.6} />;
}
