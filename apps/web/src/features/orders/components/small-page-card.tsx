/** The centred card the order's small pages sit in (find, confirm, claim): a heading and a body. */
import type { ReactNode } from 'react';
import { Container } from '../../../components/ui/container';

export function SmallPageCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container className="flex justify-center py-8 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-sand-200 bg-white px-5 py-7 sm:px-8 sm:py-9">
        <h1 className="font-serif text-3xl text-brand-900 sm:text-4xl">{title}</h1>
        <div className="mt-4 text-sm leading-relaxed text-stone-700">{children}</div>
      </div>
    </Container>
  );
}

/** An answer in the card: refusals are announced at once (alert), the rest politely (status). */
export function Answer({ tone, children }: { tone: 'error' | 'success'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={
        tone === 'error'
          ? 'rounded-lg border-l-4 border-clay-600 bg-clay-500/8 px-4 py-3 text-stone-900'
          : 'rounded-lg border-l-4 border-brand-700 bg-brand-50 px-4 py-3 text-brand-900'
      }
    >
      {children}
    </p>
  );
}
