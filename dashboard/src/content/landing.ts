/**
 * The words of the landing page, kept out of its component so they can be edited there. One file a page,
 * so a page downloads only its own words.
 */

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
