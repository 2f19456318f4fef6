/**
 * The words of the Individuals page, kept out of its component so they can be edited there. One file a page,
 * so a page downloads only its own words. No invented people: the quotes are generic learner voices.
 */

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
