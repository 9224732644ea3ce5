/** Eyebrow and serif heading that open each /about section; the heading labels its section. */
type AboutSectionHeadingProps = { id: string; eyebrow: string; title: string; level?: 'h1' | 'h2' };

export function AboutSectionHeading({
  id,
  eyebrow,
  title,
  level: Heading = 'h2',
}: AboutSectionHeadingProps) {
  return (
    <>
      <p className="text-xs font-medium tracking-[0.2em] text-brand-700 uppercase">{eyebrow}</p>
      <Heading
        id={id}
        className="mt-3 font-serif text-4xl leading-tight text-brand-900 sm:text-5xl"
      >
        {title}
      </Heading>
    </>
  );
}
