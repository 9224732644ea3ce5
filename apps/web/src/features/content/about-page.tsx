/** /about ('Our story'): story, mission and sustainability sections (#story, #mission, #sustainability). */
import { ArrowRight, Leaf, Package, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { useDocumentTitle } from '../../lib/document-title';
import { usePageDescription } from '../../lib/page-description';
import { AboutSectionHeading } from './components/about-section-heading';
import { StoryArt } from './components/story-art';
import { ABOUT_MISSION, ABOUT_STORY, ABOUT_SUSTAINABILITY } from './data/about';

const SUSTAINABILITY_ICONS = [Leaf, Package, Truck];

export default function AboutPage() {
  useDocumentTitle('Our Story');
  usePageDescription(
    'How a hand-ruled habit tracker on a Hyderabad kitchen table became Mindful Marks: our story, our mission and how we keep our paper and parcels kind to the planet.',
  );

  return (
    <>
      <section id="story" aria-labelledby="story-title" className="scroll-mt-20 bg-sand-100/70">
        <Container className="grid items-center gap-12 py-16 sm:py-24 lg:grid-cols-[1.1fr_1fr] lg:gap-20">
          <div>
            <AboutSectionHeading
              id="story-title"
              eyebrow="About Mindful Marks"
              title="Our Story"
              level="h1"
            />
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-stone-700">
              {ABOUT_STORY.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className="mx-auto w-full max-w-md">
            <StoryArt />
          </div>
        </Container>
      </section>

      <section id="mission" aria-labelledby="mission-title" className="scroll-mt-20">
        <Container className="py-16 sm:py-24">
          <div className="max-w-3xl">
            <AboutSectionHeading id="mission-title" eyebrow="Why we do it" title="Our Mission" />
            <p className="mt-6 font-serif text-2xl leading-snug text-brand-800">
              {ABOUT_MISSION.statement}
            </p>
          </div>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {ABOUT_MISSION.principles.map((item) => (
              <li key={item.title} className="rounded-2xl bg-white p-6 ring-1 ring-sand-200 sm:p-8">
                <h3 className="font-serif text-xl text-brand-900">{item.title}</h3>
                <p className="mt-3 leading-relaxed text-stone-700">{item.text}</p>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section
        id="sustainability"
        aria-labelledby="sustainability-title"
        className="scroll-mt-20 bg-brand-800 text-sand-50"
      >
        <Container className="py-16 sm:py-24">
          <div className="max-w-3xl">
            <p className="text-xs font-medium tracking-[0.2em] text-brand-100 uppercase">
              Lighter on the planet
            </p>
            <h2
              id="sustainability-title"
              className="mt-3 font-serif text-4xl leading-tight sm:text-5xl"
            >
              Sustainability
            </h2>
            <p className="mt-6 text-lg leading-relaxed text-brand-50">
              {ABOUT_SUSTAINABILITY.intro}
            </p>
          </div>
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {ABOUT_SUSTAINABILITY.items.map((item, i) => {
              const Icon = SUSTAINABILITY_ICONS[i] ?? Leaf;
              return (
                <li
                  key={item.title}
                  className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10 sm:p-8"
                >
                  <Icon aria-hidden="true" className="size-7 text-brand-200" strokeWidth={1.5} />
                  <h3 className="mt-4 font-serif text-xl">{item.title}</h3>
                  <p className="mt-3 leading-relaxed text-brand-100">{item.text}</p>
                </li>
              );
            })}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="about-cta-title">
        <Container className="flex flex-col items-center py-16 text-center sm:py-24">
          <h2
            id="about-cta-title"
            className="max-w-2xl font-serif text-3xl text-brand-900 sm:text-4xl"
          >
            Curious about our materials, wholesale or a custom run?
          </h2>
          <p className="mt-4 max-w-xl text-stone-700">
            We love talking about paper. Write to us and a real person will reply.
          </p>
          <Link to="/contact" className={buttonClasses({ size: 'lg', className: 'mt-8' })}>
            Contact Us to Learn More
            <ArrowRight size={18} aria-hidden="true" />
          </Link>
        </Container>
      </section>
    </>
  );
}
