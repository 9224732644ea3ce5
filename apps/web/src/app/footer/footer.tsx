import { SHOP_NAME, STOREFRONT_ROUTES, SUPPORT } from '@shop/shared';
import { Link, useMatch } from 'react-router';
import { Container } from '../../components/ui/container';
import { FOOTER_COLUMNS, SOCIAL_LINKS } from '../nav-links';
import { NewsletterForm } from '../../features/newsletter/newsletter-form';
import { NewsletterIntro } from '../../features/newsletter/newsletter-intro';

const linkClasses =
  'text-sm text-brand-100 transition-colors hover:text-white hover:underline underline-offset-4';

/** Site footer: newsletter, brand blurb and support contacts, link columns, social profiles. */
export function Footer() {
  // The newsletter page is the sign-up itself: the footer does not offer it twice.
  const onNewsletterPage = useMatch(STOREFRONT_ROUTES.newsletter.path) !== null;
  return (
    <footer className="bg-brand-900 text-sand-100">
      {!onNewsletterPage && (
        <Container className="grid gap-8 border-b border-white/10 py-14 md:grid-cols-2 md:items-end md:gap-12">
          <div>
            <NewsletterIntro
              heading="h2"
              titleClassName="mt-3 font-serif text-3xl leading-tight text-sand-50 sm:text-4xl"
            />
          </div>
          <NewsletterForm />
        </Container>
      )}

      <Container className="grid grid-cols-2 gap-x-6 gap-y-10 py-14 sm:grid-cols-3 lg:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="col-span-2 max-w-xs sm:col-span-3 lg:col-span-1">
          <p className="font-serif text-2xl text-sand-50">{SHOP_NAME}</p>
          <p className="mt-3 text-sm leading-relaxed text-brand-100">
            Journals, trackers, planners and posters for a more intentional life — designed in
            Hyderabad, printed on responsibly sourced paper, shipped worldwide.
          </p>
          <address className="mt-5 space-y-1 text-sm not-italic">
            <a href={`mailto:${SUPPORT.email}`} className={`block ${linkClasses}`}>
              {SUPPORT.email}
            </a>
            <a href={`tel:${SUPPORT.phone.replace(/\s/g, '')}`} className={`block ${linkClasses}`}>
              {SUPPORT.phone}
            </a>
          </address>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-xs tracking-[0.2em] text-brand-200 uppercase">{column.title}</h2>
            <ul className="mt-4 space-y-2.5">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className={linkClasses}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Container>

      <Container className="flex flex-col gap-4 border-t border-white/10 py-6 text-sm text-brand-200 sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {new Date().getFullYear()} {SHOP_NAME}. Made with care in India.
        </p>
        <ul className="flex flex-wrap gap-x-5 gap-y-2" aria-label="Social media">
          {SOCIAL_LINKS.map((link) => (
            <li key={link.label}>
              <a
                href={link.to}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${link.label} (opens in a new tab)`}
                className={linkClasses}
              >
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </Container>
    </footer>
  );
}
