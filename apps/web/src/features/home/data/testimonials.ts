/** The home page's testimonials (spec: 12 static entries, each with author and role). */
export type Testimonial = { quote: string; author: string; role: string };

export const TESTIMONIALS: Testimonial[] = [
  {
    quote: 'The 90-day habit tracker is the first one I have finished. The Sunday review pages are quietly brilliant.',
    author: 'Priya Raman',
    role: 'Product designer, Bengaluru',
  },
  {
    quote: 'Beautiful paper that takes fountain pen ink without a ghost. It lives on my desk, not in a drawer.',
    author: 'James Whitfield',
    role: 'Architect, Manchester',
  },
  {
    quote: 'I gave the gratitude journal to my mother and ended up ordering one for myself the same week.',
    author: 'Ananya Iyer',
    role: 'Schoolteacher, Chennai',
  },
  {
    quote: 'The budget planner made money conversations at home calmer. Simple layouts, nothing shouting at you.',
    author: 'Rohan Mehta',
    role: 'Chartered accountant, Mumbai',
  },
  {
    quote: 'Shipping to Toronto took nine days and the parcel arrived wrapped in paper, not plastic. Lovely touch.',
    author: 'Sarah Chen',
    role: 'UX researcher, Toronto',
  },
  {
    quote: 'The prints are calm without being bland. Our studio wall finally feels like us.',
    author: 'Kabir Malhotra',
    role: 'Yoga teacher, Rishikesh',
  },
  {
    quote: 'I use the mood tracker pad every evening. Two minutes, one sheet, and I sleep with a clearer head.',
    author: 'Meera Nair',
    role: 'Nurse, Kochi',
  },
  {
    quote: 'The weekly planner has exactly enough structure. I stopped buying a new system every January.',
    author: 'Lukas Becker',
    role: 'Software engineer, Berlin',
  },
  {
    quote: 'Thoughtful details everywhere: the ribbon, the lay-flat binding, the little prompts that never preach.',
    author: 'Fatima Sheikh',
    role: 'Illustrator, Hyderabad',
  },
  {
    quote: 'My students use the study planner before exams. Fewer panicked nights, more planned ones.',
    author: 'Arjun Kapoor',
    role: 'Physics tutor, Delhi',
  },
  {
    quote: 'I ordered in Australian dollars and the price at checkout matched what I saw. No surprises.',
    author: 'Olivia Grant',
    role: 'Physiotherapist, Melbourne',
  },
  {
    quote: 'A small shop that clearly cares. Customer support answered my question within the hour.',
    author: 'Vikram Desai',
    role: 'Photographer, Pune',
  },
];
