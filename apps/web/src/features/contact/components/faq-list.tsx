/**
 * The FAQ as disclosures: native <details>/<summary>, so keyboard and screen readers just work.
 * The question stays plain text: a heading inside <summary> would be hidden by its button role.
 */
import { ChevronDown } from 'lucide-react';
import { FAQS } from '../data/faqs';

export function FaqList() {
  return (
    <div className="divide-y divide-sand-200 rounded-2xl bg-white ring-1 ring-sand-200">
      {FAQS.map((faq) => (
        <details key={faq.question} className="group px-5 sm:px-7">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left font-serif text-lg text-brand-900 marker:hidden [&::-webkit-details-marker]:hidden">
            <span>{faq.question}</span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-brand-700 transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          <p className="pb-6 leading-relaxed text-stone-700">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
