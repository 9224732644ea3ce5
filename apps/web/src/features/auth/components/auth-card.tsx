/** The centred card every account page sits in: heading, optional intro, body and a footer line. */
import { useEffect, useRef, type ReactNode } from 'react';
import { Container } from '../../../components/ui/container';

type AuthCardProps = {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Move focus to the heading on mount: for views that replace another in place ('Check Your Email'). */
  focusTitle?: boolean;
};

export const textLinkClasses =
  'font-medium text-brand-800 underline decoration-brand-700/40 underline-offset-4 hover:text-brand-900 hover:decoration-brand-900';

export function AuthCard({ title, intro, children, footer, focusTitle }: AuthCardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <Container className="flex justify-center py-8 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-sand-200 bg-white px-5 py-7 shadow-[0_20px_50px_-30px_rgba(38,54,41,0.4)] sm:px-8 sm:py-9">
        <h1
          ref={heading}
          tabIndex={-1}
          className="font-serif text-3xl text-brand-900 focus:outline-none sm:text-4xl"
        >
          {title}
        </h1>
        {intro && <div className="mt-2 text-sm leading-relaxed text-stone-700">{intro}</div>}
        <div className="mt-6">{children}</div>
        {footer && (
          <div className="mt-7 border-t border-sand-200 pt-5 text-center text-sm text-stone-700">
            {footer}
          </div>
        )}
      </div>
    </Container>
  );
}
