/** /contact: the contact form, contact details, a map and the FAQ (spec '/contact'; also 'FAQ'). */
import { Container } from '../../components/ui/container';
import { useDocumentTitle } from '../../lib/document-title';
import { usePageDescription } from '../../lib/page-description';
import { ContactDetails } from './components/contact-details';
import { ContactForm } from './components/contact-form';
import { FaqList } from './components/faq-list';
import { MapCard } from './components/map-card';

const eyebrow = 'text-xs font-medium tracking-[0.2em] text-brand-700 uppercase';

export default function ContactPage() {
  useDocumentTitle('Contact Us & FAQ');
  usePageDescription(
    'Write to the Mindful Marks studio in Hyderabad, call us, or find answers on shipping, returns, payments, wholesale and gifting.',
  );

  return (
    <>
      <section aria-labelledby="contact-title" className="border-b border-sand-200 bg-sand-100/70">
        <Container className="py-14 sm:py-20">
          <p className={eyebrow}>We'd love to hear from you</p>
          <h1 id="contact-title" className="mt-3 font-serif text-4xl text-brand-900 sm:text-5xl">
            Contact Us
          </h1>
          <p className="mt-4 max-w-2xl text-stone-700">
            A question about an order, a product or a bulk enquiry? Send us a note — a real person
            in our Hyderabad studio reads every message.
          </p>
        </Container>
      </section>

      <Container className="grid gap-12 py-14 lg:grid-cols-[1.4fr_1fr] lg:gap-16 lg:py-20">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-2xl bg-white p-6 ring-1 ring-sand-200 sm:p-10 lg:self-start"
        >
          <h2 id="contact-form-title" className="font-serif text-3xl text-brand-900">
            Send us a message
          </h2>
          <p className="mt-2 mb-8 text-sm text-stone-600">All fields are required.</p>
          <ContactForm />
        </section>
        <section aria-labelledby="contact-details-title" className="space-y-8">
          <h2 id="contact-details-title" className="font-serif text-3xl text-brand-900">
            Contact details
          </h2>
          <ContactDetails />
          <MapCard />
        </section>
      </Container>

      <section
        id="faq"
        aria-labelledby="faq-title"
        className="scroll-mt-24 border-t border-sand-200 bg-sand-100/50"
      >
        <Container className="py-14 sm:py-20">
          <div className="mx-auto max-w-4xl">
            <p className={eyebrow}>FAQ</p>
            <h2 id="faq-title" className="mt-3 font-serif text-3xl text-brand-900 sm:text-4xl">
              Frequently Asked Questions
            </h2>
            <div className="mt-8">
              <FaqList />
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}
