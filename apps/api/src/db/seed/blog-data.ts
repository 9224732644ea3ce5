/**
 * Seed blog posts. Content uses the spec's markup: "## " headings, "### " subheadings,
 * "- " bullet items and **bold**; paragraphs are separated by blank lines.
 */
import type { BlogTheme } from './svg-views';

export type SeedBlogPost = {
  slug: string;
  title: string;
  excerpt: string;
  category: 'Mindfulness' | 'Productivity' | 'Habits' | 'Wellness';
  author: string;
  authorBio: string;
  tags: string[];
  content: string;
  /** Computed from the word count so it never drifts from the text. */
  readTime: string;
  publishedAt: Date;
  theme: BlogTheme;
};

const AUTHORS = {
  ananya: {
    author: 'Ananya Rao',
    authorBio:
      'Ananya designs our trackers and has kept a habit journal since 2014. She writes from Bengaluru about small routines that last.',
  },
  kabir: {
    author: 'Kabir Mehta',
    authorBio:
      'Kabir is a mindfulness teacher and the co-author of our Five-Minute Mindfulness Journal. He leads weekend retreats near Pune.',
  },
  meera: {
    author: 'Meera Iyer',
    authorBio:
      'Meera is a product manager turned planner obsessive. She writes about planning systems that leave room for a life.',
  },
  nisha: {
    author: 'Dr. Nisha Kapoor',
    authorBio:
      'Nisha is a general physician in Hyderabad with a special interest in sleep and lifestyle medicine.',
  },
};

export function readTimeOf(content: string): string {
  const words = content.split(/\s+/).filter(Boolean).length;
  return `${Math.max(1, Math.round(words / 200))} min read`;
}

type Draft = Omit<SeedBlogPost, 'readTime'>;

const DRAFTS: Draft[] = [
  {
    slug: 'start-a-habit-tracker-you-will-keep',
    title: "How to Start a Habit Tracker You'll Actually Keep",
    excerpt:
      'Most habit trackers are abandoned by the third week. Here is a simple way to set one up so that it keeps working long after the new-notebook excitement fades.',
    category: 'Habits',
    ...AUTHORS.ananya,
    tags: ['habits', 'habit tracker', 'routines', 'journaling'],
    publishedAt: new Date('2025-03-10T06:30:00Z'),
    theme: { palette: 'sage', motif: 'circles' },
    content: `Every January we hear the same story from customers. A fresh tracker, twelve ambitious habits, a perfect first week, and then a slow fade until the pages are quietly blank by February. The problem is rarely willpower. It is almost always the design of the tracker itself.

A habit tracker is not a report card. It is a mirror that shows you what your days actually look like. When it is set up well, it makes the next small action obvious and makes progress visible. When it is set up badly, it becomes a list of failures you would rather not open.

## Start with fewer habits than you want

The most common mistake is tracking too much. Ten habits means ten chances to feel behind every evening. We suggest starting with **three habits at most**, and making at least one of them almost too easy.

- One habit you already do most days, so the first ticks come quickly
- One habit you genuinely want to build
- One tiny "keystone" habit, such as making your bed or filling a water bottle

Once all three feel automatic, usually after three or four weeks, add one more. Our 90-Day Habit Tracker has room for eight rows for exactly this reason: space to grow, not a target to fill on day one.

## Make each habit specific and small

"Exercise more" is not a habit you can tick. "Walk for 15 minutes after lunch" is. A good habit row answers three questions: what exactly, when, and how much. If you cannot tell at the end of the day whether you did it, rewrite it.

### Use the two-minute version

For habits that feel heavy, write down the two-minute version. Read two pages. Meditate for two minutes. Write one line in your journal. On a hard day, the two-minute version still counts as a tick. **Showing up matters more than the size of the effort**, especially in the first month.

## Attach habits to things you already do

Habits stick faster when they have a clear trigger. Link each new habit to an existing part of your day:

- After I pour my morning tea, I write three lines in my journal
- After I close my laptop for the day, I stretch for five minutes
- After I brush my teeth at night, I fill in my tracker

That last one is important. The tracker itself needs a home in your routine. Keep it next to your toothbrush, on your pillow or beside the kettle, wherever you will see it at the same time every day.

## Decide in advance what a missed day means

Missed days are not the end of a streak; they are data. A helpful rule is **never miss twice**. One missed day is an accident. Two in a row is the start of a new pattern. When you miss a day, leave the circle empty rather than crossing it out, and make the next day's tick your only goal.

### Review weekly, not daily

Each Sunday, look back at the week for five minutes. Which habits were easy? Which were hard, and what got in the way? Our trackers include a short weekly review for this. The answers usually point to a simple fix: move the habit to a different time, make it smaller, or drop it altogether.

## Let the tracker change with you

After thirty days, take stock. Some habits will have become automatic and no longer need tracking. Some will feel wrong for this season of your life. Retire them without guilt. A tracker that reflects the person you are today will always be more useful than one built for the person you imagined in January.

The goal was never a perfect grid of filled circles. It was a slightly calmer, more intentional version of your ordinary days, and a page that quietly shows you that you are becoming that person, one tick at a time.`,
  },
  {
    slug: 'five-minute-gratitude-practice',
    title: 'The Five-Minute Gratitude Practice: Small Notes, Big Shifts',
    excerpt:
      'Gratitude journaling works best when it is short, specific and regular. A five-minute routine you can start tonight, and why it changes what you notice during the day.',
    category: 'Mindfulness',
    ...AUTHORS.kabir,
    tags: ['gratitude', 'mindfulness', 'journaling', 'evening routine'],
    publishedAt: new Date('2025-06-18T05:00:00Z'),
    theme: { palette: 'sand', motif: 'sun' },
    content: `Gratitude has become a wellness buzzword, which is a pity, because the practice itself is quiet, humble and surprisingly practical. You do not need to feel grateful to begin. You only need a pen, a notebook and five minutes at the end of the day.

## Why writing it down matters

Our minds are built to notice problems. It kept our ancestors alive, but it also means that a day with nine good moments and one awkward conversation is remembered as "a bad day". Writing down what went well is a gentle correction. Over a few weeks, many people find that they start noticing good moments **as they happen**, because they know they will want to write them down later.

## The five-minute routine

Here is the routine we suggest, and the one built into our Gratitude Journal:

- **Minute one:** sit down, take three slow breaths and let the day settle
- **Minutes two to four:** write three good things that happened today
- **Minute five:** write one sentence about why one of them mattered

That is all. No long reflections, no pressure to be profound. The "why" in the last step is where most of the benefit lives, because it turns a list into a moment of real attention.

### Be specific

"My family" is a lovely thing to be grateful for, but written every night it quickly becomes automatic. Compare it with "my sister called just to tell me about her new plant". Specific details bring the memory back and keep the practice fresh. If you notice yourself repeating the same entries, ask: what exactly, today, made this good?

### Include the small things

Some of the most meaningful entries are tiny. The first sip of tea. A stranger holding a lift door. Ten minutes of sunshine on a balcony. Small moments are available every day, even difficult ones, and learning to notice them is the whole point.

## What to do on hard days

There will be evenings when nothing seems worth writing. On those days, lower the bar:

- Write one thing instead of three
- Write something that did not go wrong
- Write about a person, object or place you are glad exists

Gratitude is not about pretending difficulties are not there. You can be grateful for a friend's message and still be sad about the day. Both can sit on the same page.

## Making it stick

Like any habit, gratitude journaling works best with a clear trigger. Keep the journal on your bedside table with the pen clipped inside. Write before you pick up your phone for the last scroll of the night. **Consistency beats length**: five minutes every evening will do far more than an hour once a month.

## A monthly look back

At the end of each month, read your entries from start to finish. It takes about ten minutes and it is often the most moving part of the practice. You will find moments you had already forgotten, and you will see patterns: the people, places and activities that appear again and again. Those patterns are worth acting on. Call the friend who keeps showing up on your pages. Go back to the park that made three different entries.

Five minutes a night is a small investment. What it gives back is a slightly different way of seeing your own life, one where the good parts are easier to find.`,
  },
  {
    slug: 'sunday-reset-weekly-planning-ritual',
    title: 'Weekly Planning Ritual: A Sunday Reset in 30 Minutes',
    excerpt:
      'Thirty minutes on Sunday can make the whole week calmer. A step-by-step planning ritual that clears your head, sets three priorities and leaves space for rest.',
    category: 'Productivity',
    ...AUTHORS.meera,
    tags: ['planning', 'weekly planner', 'productivity', 'priorities'],
    publishedAt: new Date('2025-10-02T07:15:00Z'),
    theme: { palette: 'ocean', motif: 'waves' },
    content: `Monday mornings feel chaotic when the week arrives before you have decided what it is for. A short weekly planning session fixes that. It does not need to be elaborate. Ours takes thirty minutes, a cup of something warm and a weekly planner, and it has become the most useful half hour of the week.

## Step 1: Empty your head (10 minutes)

Start with a blank page and write down everything on your mind. Work tasks, errands, birthdays, the tap that drips, the email you keep avoiding. Do not organise anything yet. **The goal is to get it out of your head and onto paper**, where it stops circling at 2 am.

Most people are surprised by how long this list is, and also by how relieved they feel once it exists.

## Step 2: Look back before you look ahead (5 minutes)

Open last week's spread and ask three questions:

- What went well, and why?
- What did not get done, and does it still matter?
- What drained my energy, and can I avoid it this week?

Move unfinished tasks that still matter onto the new list. Let go of the rest deliberately. Crossing out a task you have decided not to do is just as satisfying as ticking one off.

## Step 3: Choose three priorities (5 minutes)

From your long list, choose **three things that would make this week a success**. Not ten. Three. They can be big or small, work or personal, but they should be the things you would be proud of on Friday evening.

### Why three?

Three priorities are few enough to remember and protect, and enough to make real progress. Everything else on the list is welcome to happen, but it does not get to crowd out the three. Our Undated Weekly Planner has a dedicated box at the top of each spread for exactly this.

## Step 4: Put the week on paper (7 minutes)

Now open the calendar view and fill in the fixed points: meetings, classes, appointments, travel. Then find a home for each priority. Give it a specific day and, if you can, a specific time. A priority without a time is a wish.

- Block your best focus hours for the hardest priority
- Group small errands into one batch instead of scattering them
- Leave at least one evening completely unplanned

That last point matters. **A plan with no slack breaks on the first surprise**, and there is always a surprise.

## Step 5: Prepare for Monday (3 minutes)

Finish by making Monday easy. Write the first task of Monday morning on a sticky note. Check that you have what you need for it. Maybe lay out your journal and pen on the desk. Walking into a week that already knows where to start is a small kindness to your future self.

## Keeping the ritual going

Like any habit, the Sunday reset works best when it is attached to something you already do. Some people plan right after a Sunday walk; others do it with the evening chai. Choose a time, protect it, and keep it short. If you skip a week, simply start again the next Sunday with Step 1.

After a month, you will notice the difference. Fewer surprises, fewer forgotten birthdays, and a clearer sense that you are choosing how to spend your week rather than reacting to it.`,
  },
  {
    slug: 'budgeting-without-guilt-mindful-money',
    title: 'Budgeting Without Guilt: A Mindful Approach to Money',
    excerpt:
      'A budget is not a punishment. It is a plan for spending on what you value. How to set up a monthly budget that feels calm rather than restrictive.',
    category: 'Wellness',
    author: 'Rohan Desai',
    authorBio:
      'Rohan is a chartered accountant from Mumbai who teaches personal finance workshops for young professionals and first-time savers.',
    tags: ['budgeting', 'money', 'monthly planner', 'wellness'],
    publishedAt: new Date('2026-01-12T09:00:00Z'),
    theme: { palette: 'ochre', motif: 'circles' },
    content: `Many of us avoid looking at our finances for the same reason we avoid stepping on the scales: we expect to feel bad. But a budget is not a verdict on how good you are with money. It is simply a plan for where your money will go, written down before the month begins instead of discovered after it ends.

## Start with values, not numbers

Before you open a spreadsheet or a planner, take ten minutes to write down what you actually want your money to do for you. Perhaps it is security for your family, travel once a year, a course that will change your career, or simply never dreading the end of the month.

**A budget built on values is much easier to keep** than one built only on cutting back, because every rupee saved has a purpose you care about.

## The simple monthly structure

Our Monthly Budget Planner uses a structure that works for most households:

- **Income:** everything you expect to receive this month
- **Fixed costs:** rent, EMIs, insurance, school fees, subscriptions
- **Savings and goals:** decided before spending, not after
- **Flexible spending:** groceries, eating out, shopping, fun

Notice that savings come third, not last. Paying yourself first, even a small amount, changes the whole feeling of the month.

### Sinking funds for the predictable surprises

Festivals, birthdays, annual insurance premiums and car servicing are not emergencies. They happen every year. Set aside a small monthly amount for each in a "sinking fund", so that Diwali shopping or an annual renewal never arrives as a shock.

## Track spending without judgement

For the first month, simply write down what you spend each day. Do not try to change anything yet. The aim is to see clearly, not to feel guilty. Most people discover two or three surprises, such as how much food delivery really costs or how many subscriptions they have forgotten about.

- Record every purchase in the daily log, even small ones
- Use simple category codes to save time
- Total each category once a week, not every day

## The mindful end-of-month review

At the end of the month, sit down with a cup of tea and your planner for twenty minutes. Compare what you planned with what happened. Then ask yourself a few gentle questions:

- Which purchases brought real joy or made life easier?
- Which ones do I barely remember?
- What will I do differently next month?

### Celebrate progress

Even a small improvement is worth noticing. If you saved a little more than last month, or simply tracked every expense for thirty days, that is real progress. **Money habits change slowly**, and patience with yourself is part of the process.

## When the month goes wrong

Some months will not go to plan. A medical bill, a family emergency or a job change can upend any budget. That is exactly what an emergency fund is for, and why building one is usually the first goal we suggest. When a month goes wrong, do not abandon the budget. Adjust it, note what happened, and start the next month fresh.

A good budget does not make you feel poor. It makes you feel in charge. With a little practice, the monthly review becomes something you look forward to: a calm half hour where you see your plans quietly turning into reality.`,
  },
  {
    slug: 'bullet-journaling-for-beginners',
    title: 'Bullet Journaling for Beginners: Set Up Your First Dot Grid Journal',
    excerpt:
      'A bullet journal can be as simple or as artistic as you like. The essential pages to set up first, the symbols that make it fast, and the mistakes to skip.',
    category: 'Productivity',
    ...AUTHORS.meera,
    tags: ['bullet journal', 'dot grid', 'beginners', 'planning', 'productivity'],
    publishedAt: new Date('2026-05-20T06:45:00Z'),
    theme: { palette: 'terracotta', motif: 'pixels' },
    content: `Search for bullet journals online and you will find beautiful hand-lettered spreads that look like works of art. They are lovely, and they can also be intimidating. The good news is that the original bullet journal method is plain, quick and practical. You can set up your first one this evening in under an hour, with nothing more than a dot grid notebook and a pen.

## What you need

- A dot grid journal, ideally A5 with numbered pages
- One pen you enjoy writing with
- A ruler, if you like straight lines
- Optional: washi tape or stickers for dividers

That is it. **Resist the urge to buy every marker first.** Start plain; you can always add colour once you know which pages you actually use.

## The four essential pages

### 1. The index

Leave the first two pages for an index. Every time you create a new collection or monthly spread, write its title and page number here. This is what turns a notebook into a system you can navigate.

### 2. The future log

The next spread holds the months ahead, usually six per spread. Note birthdays, trips, deadlines and appointments here. When a new month begins, you will move these items into the monthly log.

### 3. The monthly log

At the start of each month, list the dates down the left side of a page with the day initials beside them. On the facing page, write the tasks and goals for the month. Keep it simple; a monthly log should take five minutes to set up.

### 4. The daily log

This is where the real work happens. Write the date, then capture tasks, events and notes as the day goes on, using short bullets rather than full sentences.

## The rapid logging symbols

The method works because of a small set of symbols that let you capture things quickly:

- A dot for a task
- An X over the dot when it is done
- A right arrow when a task moves to a later day
- A circle for an event
- A dash for a note or thought

At the end of each month, go through the open tasks. For each one, decide: is it still worth doing? If yes, move it forward. If not, strike it out. **This monthly migration is the heart of the system**, because it forces you to notice tasks that keep being postponed.

## Collections: where it becomes yours

Once the basics are in place, add collections for anything you want to keep in one place: a reading list, a habit tracker, meal ideas, gift ideas or travel plans. Each collection gets its own page and an entry in the index.

## Common beginner mistakes

- Spending hours decorating spreads you never use
- Setting up months in advance and then changing your mind
- Copying someone else's layouts instead of noticing what you need
- Giving up after a messy page

Messy pages are normal, and they are a sign that the journal is doing its job. It is a working tool, not an exhibition piece.

## Give it a month

Try the method for one full month before deciding whether it works for you. By the end, you will know which pages you rely on and which you can drop. Then the fun part begins: shaping a system that fits the way you think, one dotted page at a time.`,
  },
  {
    slug: 'sleep-water-movement-tracking-wellbeing',
    title: 'Sleep, Water, Movement: Tracking the Basics of Wellbeing',
    excerpt:
      'Before any wellness trend, there are three basics: sleep, water and movement. A doctor explains why tracking them on paper helps, and how to start without obsessing.',
    category: 'Wellness',
    ...AUTHORS.nisha,
    tags: ['sleep', 'hydration', 'movement', 'wellness', 'tracking'],
    publishedAt: new Date('2026-09-08T04:30:00Z'),
    theme: { palette: 'forest', motif: 'mountains' },
    content: `In my clinic, many patients arrive asking about supplements, special diets or the latest wellness device. Very often, the conversation comes back to three unglamorous basics: how they sleep, how much water they drink and how much they move. These three habits influence energy, mood, digestion and concentration more than almost anything else, and they are easy to overlook precisely because they are so ordinary.

## Why track on paper?

Wearables and apps can be helpful, but they also invite constant checking. A simple paper tracker asks for a single minute each evening. It encourages **awareness rather than anxiety**, and the act of writing helps many people remember and reflect on their day.

This is general guidance, not medical advice. If you have a health condition, please talk to your own doctor about what is right for you.

## Sleep: consistency first

Most adults need seven to nine hours of sleep, but the timing matters nearly as much as the total. Going to bed and waking at roughly the same time each day, including weekends, helps the body's internal clock.

- Note your bedtime and wake time each day
- Rate how rested you feel from one to five
- Write down anything that may have affected your sleep, such as late caffeine or screens

### What to look for

After two weeks, look for patterns. Do late meals lead to restless nights? Does an evening walk help? **Small, repeated observations are more useful than any single night's data.**

## Water: small and steady

Hydration needs vary with climate, activity and health. In a hot Indian summer, or after exercise, you will need more. Rather than chasing a fixed number, aim to drink steadily through the day and notice how you feel.

- Keep a filled bottle within reach at your desk
- Drink a glass of water with each meal
- Tick a circle for each glass in your tracker

Many people find that mild afternoon headaches and tiredness ease once they drink more regularly through the morning.

## Movement: any amount counts

Movement does not have to mean a gym session. Walking, climbing stairs, gardening, dancing in the kitchen and playing with children all count. The general recommendation for adults is around 150 minutes of moderate activity a week, which works out to about 20 minutes a day.

### Start where you are

If you are mostly sitting today, begin with a ten-minute walk after one meal each day. Record the minutes in your tracker. After a couple of weeks, add a few more minutes or a second walk. **Gradual increases are safer and more sustainable** than sudden ambitious plans.

## Bringing it together

The real value of tracking comes from seeing the connections. You might notice that on days you walk in the morning, you also sleep better. Or that poor sleep leads to less water and more tea. These links are personal, and a simple tracker helps you discover your own.

- Fill in your tracker at the same time each evening
- Review the week on Sunday and note one pattern
- Choose one small change for the following week

## Be kind to yourself

Tracking should never become a source of guilt. Some days you will sleep badly, forget your water bottle and sit for hours. That is part of being human. The point is not a perfect record, but a clearer picture of how you live, so that you can make small, kind changes that add up over time.`,
  },
];

export const SEED_BLOG_POSTS: SeedBlogPost[] = DRAFTS.map((draft) => ({
  ...draft,
  readTime: readTimeOf(draft.content),
}));
