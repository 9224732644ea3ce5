/** What a customer might say, per category, so a poster is never praised for its paper's ink. */
export type Comment = [rating: number, title: string, text: string];
export const COMMENTS: Record<string, Comment[]> = {
  journals: [
    [
      5,
      'Exactly what I needed',
      'The paper takes fountain pen ink without bleeding and the prompts are calm. Six weeks in and still writing every morning.',
    ],
    [
      5,
      'Beautiful and practical',
      'Thick pages, a sturdy cover and the elastic band actually holds. Gifted one to my sister too.',
    ],
    [
      4,
      'Lovely, one small wish',
      'Really well made. I wish it had a second ribbon marker, but I use it every night.',
    ],
    [
      3,
      'Nice, but smaller than expected',
      'Check the size before ordering: it is A5. The paper is good though.',
    ],
  ],
  trackers: [
    [
      5,
      'Helped me build a routine',
      'Seeing the filled circles add up kept me going. My reading habit finally stuck.',
    ],
    [
      5,
      'Calm design',
      'Minimal, no clutter, and the grid is easy to fill in with a fine pen. Would buy again.',
    ],
    [
      4,
      'Simple and effective',
      'Does one thing well. I would like a slightly larger notes area at the bottom.',
    ],
    [
      4,
      'Good for the fridge door',
      'Sturdy card that survives a month of daily ticks without curling.',
    ],
  ],
  planners: [
    [
      5,
      'My week finally fits on one spread',
      'The layout leaves room for appointments and a short list. I plan on Sunday evenings now.',
    ],
    [
      4,
      'Well thought out',
      'Undated pages mean nothing is wasted when I skip a week. The budget pages are a bonus.',
    ],
    [
      5,
      'Sturdy and calm',
      'Lies flat, paper is smooth, and the muted colours make planning feel less like a chore.',
    ],
    [
      3,
      'Good, a little thick',
      'Lovely quality but heavier than I expected for carrying every day.',
    ],
  ],
  posters: [
    [
      5,
      'Quietly beautiful',
      'Colours are soft and true to the photos. It makes the corner of my desk feel calmer.',
    ],
    [
      4,
      'Good quality print',
      'Crisp lettering on heavy matte paper. Arrived rolled in a tube with no plastic.',
    ],
    [5, 'A daily reminder', 'Hung it by the door and read it every morning on my way out.'],
    [
      4,
      'Lovely, frame separately',
      'Standard size, so an off-the-shelf frame fits. The print itself is lovely.',
    ],
  ],
  accessories: [
    [5, 'Small but useful', 'Exactly as described and well made. It lives in my journal now.'],
    [
      4,
      'Nice finishing touch',
      'Good quality for the price. Pairs well with the planner I bought.',
    ],
    [5, 'Thoughtful gift', 'Bought it as a gift with a journal; it arrived nicely packed.'],
    [4, 'Does the job', 'Simple and sturdy. I would order another colour.'],
  ],
};
