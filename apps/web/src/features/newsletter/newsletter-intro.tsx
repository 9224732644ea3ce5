/** What the Mindful Letter is: its name, promise and rhythm (the footer and /newsletter say it alike). */
type NewsletterIntroProps = { heading: 'h1' | 'h2'; id?: string; titleClassName: string };

export function NewsletterIntro({ heading: Heading, id, titleClassName }: NewsletterIntroProps) {
  return (
    <>
      <p className="text-xs tracking-[0.2em] text-brand-200 uppercase">The Mindful Letter</p>
      <Heading id={id} className={titleClassName}>
        Notes for slower days.
      </Heading>
      <p className="mt-3 max-w-md text-brand-100">
        Seasonal rituals, new collections and the occasional quiet offer. One letter a month, never
        more.
      </p>
    </>
  );
}
