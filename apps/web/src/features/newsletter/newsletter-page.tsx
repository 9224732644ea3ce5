/**
 * /newsletter: where the footer's sign-up lands when it was posted before (or without) the
 * scripts. It says what happened in the enhanced form's words (a confirmation mail went out, the
 * address was already in, or what to correct) and offers the form again. Visited directly, it
 * introduces the letter.
 */
import { CircleAlert, CircleCheck } from 'lucide-react';
import { Link, useActionData } from 'react-router';
import { NewsletterForm } from './newsletter-form';
import { NewsletterIntro } from './newsletter-intro';
import { buttonClasses } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { useDocumentTitle } from '../../lib/document-title';
import { usePageDescription } from '../../lib/page-description';
import type { NewsletterActionData } from './newsletter-action';

export default function NewsletterPage() {
  const posted = useActionData() as NewsletterActionData | undefined;
  useDocumentTitle('The Mindful Letter');
  usePageDescription(
    'One letter a month from Mindful Marks: seasonal rituals, new collections and the occasional quiet offer.',
  );

  return (
    <Container className="py-16 sm:py-24">
      <section
        aria-labelledby="newsletter-title"
        className="mx-auto max-w-2xl rounded-3xl bg-brand-900 px-6 py-12 text-sand-100 sm:px-12"
      >
        <NewsletterIntro
          heading="h1"
          id="newsletter-title"
          titleClassName="mt-3 font-serif text-4xl text-sand-50"
        />
        <div role={posted?.ok === false ? 'alert' : 'status'} className="mt-6">
          {posted && (
            <p className="flex gap-3 rounded-lg bg-white/10 px-4 py-3 text-sm text-sand-50">
              {posted.ok ? (
                <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              ) : (
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              )}
              {posted.message}
            </p>
          )}
        </div>
        <div className="mt-6">
          <NewsletterForm defaultEmail={posted?.email} invalid={posted?.invalid} />
        </div>
        {posted?.ok && (
          <Link to="/products" className={buttonClasses({ variant: 'inverse', className: 'mt-8' })}>
            Continue shopping
          </Link>
        )}
      </section>
    </Container>
  );
}
