import type { ReactNode } from 'react';
import { Container } from '../components/ui/container';

type StatusMessageProps = {
  eyebrow: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
};

/** Full-width, centred message for whole-page states (not found, something went wrong). */
export function StatusMessage({ eyebrow, title, children, actions }: StatusMessageProps) {
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="text-xs tracking-[0.24em] text-brand-700 uppercase">{eyebrow}</p>
      <h1 className="mt-4 font-serif text-4xl text-brand-900 sm:text-5xl">{title}</h1>
      <div className="mt-4 max-w-md text-stone-700">{children}</div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </Container>
  );
}
