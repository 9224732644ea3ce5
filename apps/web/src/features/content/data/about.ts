/** The words of /about (spec '/about'): story, mission and sustainability. */

export const ABOUT_STORY = [
  'Mindful Marks began at a kitchen table in Hyderabad, with a hand-ruled habit tracker and a simple wish: fewer, better things that help us notice how we actually spend our days.',
  'Friends asked for copies, then friends of friends. The pages changed with every request — a little more room here, a gentler grid there — until the tracker became a small collection of journals, planners and posters, each designed to be used rather than kept on a shelf.',
  'Today we are still a small studio. We draw every layout ourselves, test it in our own routines for months, and print on paper that feels good under a pen. Every order is packed by hand.',
];

export const ABOUT_MISSION = {
  statement:
    'We make tools for a slower, more intentional life — pages that help you set a direction, keep small promises to yourself and see how far you have come.',
  principles: [
    {
      title: 'Designed to be used',
      text: 'Calm layouts with room to write, clear structure and nothing you have to fill in just because it is there.',
    },
    {
      title: 'Made to last',
      text: 'Sturdy covers, lay-flat bindings and paper that takes ink without bleeding, so a year of entries survives the year.',
    },
    {
      title: 'Kind by default',
      text: 'No streaks to lose and no guilt for a blank week. Our trackers celebrate showing up, not perfection.',
    },
  ],
};

export const ABOUT_SUSTAINABILITY = {
  intro:
    'Paper comes from forests, and parcels travel a long way. We take both seriously, and keep choosing the better option even when it costs a little more.',
  items: [
    {
      title: 'Eco-Friendly Materials',
      text: 'Our pages are printed on responsibly sourced paper, and our covers use recycled board wherever the design allows.',
    },
    {
      title: 'Minimal Packaging',
      text: 'Orders travel in recycled-paper wrap and recyclable boxes sealed with paper tape — no plastic, no bubble wrap and no unnecessary inserts.',
    },
    {
      title: 'Carbon Offset Shipping',
      text: 'We offset the carbon emissions of shipping every order through verified climate projects, so your parcel reaches you with a lighter footprint.',
    },
  ],
};
