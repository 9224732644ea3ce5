/** The support e-mail and phone at the end of every policy page (one config: SUPPORT). */
import { SUPPORT } from '@shop/shared';
import { Mail, Phone } from 'lucide-react';

const linkClasses =
  'inline-flex items-center gap-2 font-medium text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700';

export function PolicyContact({ note }: { note: string }) {
  return (
    <section
      aria-labelledby="policy-contact-title"
      className="rounded-2xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-8"
    >
      <h2 id="policy-contact-title" className="font-serif text-2xl text-brand-900">
        Get in touch
      </h2>
      <p className="mt-2 text-stone-700">{note}</p>
      <ul className="mt-4 flex flex-col gap-3 sm:flex-row sm:gap-8">
        <li>
          <a href={`mailto:${SUPPORT.email}`} className={linkClasses}>
            <Mail size={18} aria-hidden="true" />
            {SUPPORT.email}
          </a>
        </li>
        <li>
          <a href={`tel:${SUPPORT.phone.replace(/\s/g, '')}`} className={linkClasses}>
            <Phone size={18} aria-hidden="true" />
            {SUPPORT.phone}
          </a>
        </li>
      </ul>
    </section>
  );
}
