/** Support e-mail, phone and address (one config: SUPPORT), reply times and social profiles. */
import { SUPPORT } from '@shop/shared';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { CONTACT_SOCIAL_LINKS } from '../data/social-links';

function Detail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  // dt and dd must be the div's own children (a dl rule), so the icon sits inside the dt.
  return (
    <div className="relative min-h-10 pl-14">
      <dt className="text-xs font-medium tracking-[0.15em] text-stone-600 uppercase">
        <span
          aria-hidden="true"
          className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 text-stone-900">{children}</dd>
    </div>
  );
}

const linkClasses = 'underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700';

export function ContactDetails() {
  return (
    <div className="space-y-8">
      <dl className="space-y-6">
        <Detail icon={<Mail size={18} />} label="Email">
          <a href={`mailto:${SUPPORT.email}`} className={linkClasses}>
            {SUPPORT.email}
          </a>
        </Detail>
        <Detail icon={<Phone size={18} />} label="Phone">
          <a href={`tel:${SUPPORT.phone.replace(/\s/g, '')}`} className={linkClasses}>
            {SUPPORT.phone}
          </a>
        </Detail>
        <Detail icon={<MapPin size={18} />} label="Studio">
          <address className="not-italic">{SUPPORT.address}</address>
        </Detail>
        <Detail icon={<Clock size={18} />} label="Replies">
          Within one business day, Monday to Friday.
        </Detail>
      </dl>
      <div>
        <h3 className="font-serif text-xl text-brand-900">Follow us</h3>
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Social media">
          {CONTACT_SOCIAL_LINKS.map((link) => (
            <li key={link.label}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex h-10 items-center rounded-full bg-white px-4 text-sm font-medium text-brand-800 ring-1 ring-sand-200 transition-colors hover:bg-brand-50 hover:ring-brand-200"
              >
                {link.label}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
