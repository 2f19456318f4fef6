/**
 * The words of the public pages in one place, so they can be edited without touching components.
 * No invented people: the team is described by what it does, and quotes are generic learner voices.
 */

export const ABOUT = {
  heading: 'About Trail',
  intro:
    'Trail is a learning companion for young Africans, starting in Nigeria. It helps learners keep track of what they learn online, plan what to learn next and grow the skills employers ask for.',
  story: [
    'Trail began with a simple observation: young people across Nigeria learn a great deal online, from videos, articles, courses and podcasts, but that learning is scattered across tabs and rarely adds up to a plan.',
    'We built a browser extension and a dashboard that keep every resource in one place, tag it with the skills it builds and remind learners to keep going. Businesses use the same picture to see where their teams are growing and where the gaps are.',
  ],
  values: [
    { name: 'Learners first', text: 'Every feature has to save a learner time, data or money.' },
    { name: 'Honest progress', text: 'We show real progress, not vanity numbers.' },
    { name: 'Built for Africa', text: 'Light pages for slow, paid mobile data, and prices in naira.' },
    { name: 'Open doors', text: 'Mentors, pathways and communities that anyone can reach.' },
  ],
  team:
    'The Trail team is a small group of engineers, designers, educators and mentors in Nigeria. Mentors on Trail are vetted professionals in product management, data science, software engineering, product design and investment banking.',
} as const;

export const LANDING = {
  benefits: [
    { title: 'See every skill gap', text: "Trail maps what each employee is learning against the skills your roles need." },
    { title: 'Learning plans that stick', text: 'Turn gaps into weekly plans with reminders by e-mail and WhatsApp.' },
    { title: 'Progress you can report', text: 'Weekly activity and skill progress for each person and the whole team.' },
  ],
  steps: [
    { title: 'Invite your team', text: 'Employees join with one link and add the Trail browser extension.' },
    { title: 'Learn as usual', text: 'Articles, videos and courses they use are saved and tagged with skills.' },
    { title: 'Close the gaps', text: 'You see the gaps and agree learning plans together.' },
  ],
} as const;

export const INDIVIDUALS = {
  features: [
    { title: 'Save as you browse', text: 'One click saves an article, video, course, podcast or webinar to your Trail.' },
    { title: 'Plan your learning', text: 'Keep a to-do list and a wishlist of what to learn next.' },
    { title: 'Stay on track', text: 'Weekly reminders by e-mail and WhatsApp, and a chart of your learning pace.' },
  ],
  steps: [
    { title: 'Sign up', text: 'Create your free Trail account.' },
    { title: 'Add the extension', text: 'Install Trail in Chrome and pin it to your toolbar.' },
    { title: 'Save and learn', text: 'Save what you learn and watch your skills grow on your dashboard.' },
  ],
  reviews: [
    { label: 'A learner in product design', quote: 'I finally know what I learned this month, and what to learn next.' },
    { label: 'A data science learner', quote: 'The weekly reminder is the nudge I needed to finish my course.' },
    { label: 'A software engineering learner', quote: 'Everything I saved is in one place instead of fifty open tabs.' },
  ],
} as const;
