/** One testimonial: the quote, and who said it (author — role). */
import { Quote } from 'lucide-react';
import type { Testimonial } from '../data/testimonials';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .slice(0, 2)
    .join('');

export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <figure className="flex h-full flex-col rounded-3xl bg-white p-6 ring-1 ring-sand-200 sm:p-8">
      <Quote size={28} strokeWidth={1.25} aria-hidden="true" className="text-clay-600" />
      <blockquote className="mt-4 flex-1 font-serif text-lg leading-relaxed text-brand-900">
        <p>{testimonial.quote}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 text-sm font-medium text-brand-800"
        >
          {initials(testimonial.author)}
        </span>
        <span className="text-sm">
          <span className="block font-medium text-brand-900">{testimonial.author}</span>
          <span className="sr-only"> — </span>
          <span className="block text-stone-600">{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}
