/**
 * Layout of every policy page (terms, privacy, shipping, returns): title, last-updated date, a
 * table of contents, the sections (h2 under the page's h1), support contacts and related policies.
 */
import { Link } from 'react-router';
import { ServerMarkup } from '../../../components/server-markup';
import { Container } from '../../../components/ui/container';
import { useDocumentTitle } from '../../../lib/document-title';
import { usePageDescription } from '../../../lib/page-description';
import { POLICY_LAST_UPDATED, type PolicyDocument } from '../data/policy-types';
import { PolicyBlocks } from './policy-blocks';
import { PolicyContact } from './policy-contact';

export function PolicyPage({ document: doc }: { document: PolicyDocument }) {
  useDocumentTitle(doc.title);
  usePageDescription(doc.description);
  const heading = (title: string, i: number) => (doc.numbered ? `${i + 1}. ${title}` : title);

  return (
    <>
      <header className="border-b border-sand-200 bg-sand-100/70">
        <Container className="py-14 sm:py-20">
          <div className="mx-auto max-w-5xl">
            <p className="text-xs font-medium tracking-[0.2em] text-brand-700 uppercase">
              {doc.eyebrow}
            </p>
            <h1 className="mt-3 font-serif text-4xl text-brand-900 sm:text-5xl">{doc.title}</h1>
            <p className="mt-4 max-w-2xl text-lg leading-relaxed text-stone-700">{doc.intro}</p>
            <p className="mt-6 text-sm text-stone-600">
              Last updated{' '}
              <time dateTime={POLICY_LAST_UPDATED.iso}>{POLICY_LAST_UPDATED.label}</time>
            </p>
          </div>
        </Container>
      </header>

      <Container className="py-12 sm:py-16">
        <div className="mx-auto grid max-w-5xl gap-10 lg:grid-cols-[14rem_1fr] lg:gap-14">
          <nav aria-label="On this page" className="lg:sticky lg:top-28 lg:self-start">
            <p className="text-xs font-medium tracking-[0.2em] text-stone-600 uppercase">
              On this page
            </p>
            <ol className="mt-3 space-y-2 border-l border-sand-200 text-sm">
              {doc.sections.map((section, i) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="-ml-px block border-l-2 border-transparent py-0.5 pl-4 text-stone-700 hover:border-brand-600 hover:text-brand-900"
                  >
                    {heading(section.title, i)}
                  </a>
                </li>
              ))}
            </ol>
          </nav>

          <div className="min-w-0 space-y-12">
            {/* The text never changes in the browser: hydration keeps the server's elements. */}
            <ServerMarkup version={JSON.stringify(doc.sections)} className="space-y-12">
              {doc.sections.map((section, i) => (
                <section
                  key={section.id}
                  id={section.id}
                  aria-labelledby={`${section.id}-title`}
                  className="scroll-mt-28"
                >
                  <h2
                    id={`${section.id}-title`}
                    className="font-serif text-2xl text-brand-900 sm:text-3xl"
                  >
                    {heading(section.title, i)}
                  </h2>
                  <div className="mt-4">
                    <PolicyBlocks blocks={section.body} />
                  </div>
                </section>
              ))}
            </ServerMarkup>
            <PolicyContact note={doc.contactNote} />
            <nav aria-label="Related policies" className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
              {doc.related.map((link) => (
                <Link
                  key={link.to}
                  to={link.to}
                  className="font-medium text-brand-800 underline-offset-4 hover:underline"
                >
                  {link.label}
                </Link>
              ))}
            </nav>
          </div>
        </div>
      </Container>
    </>
  );
}
