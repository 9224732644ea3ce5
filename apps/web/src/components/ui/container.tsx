import type { ComponentPropsWithRef, ElementType } from 'react';
import { cx } from '../../lib/class-names';

type ContainerProps = ComponentPropsWithRef<'div'> & { as?: ElementType };

/** The page's content column: centred, max 80rem, with side padding that grows with the screen. */
export function Container({ as: Tag = 'div', className, ...props }: ContainerProps) {
  return (
    <Tag className={cx('mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8', className)} {...props} />
  );
}
