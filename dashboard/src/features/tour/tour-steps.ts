import { paths } from '@/config/paths';
import { TOUR_ANCHORS, type TourAnchor } from '@/lib/tour-anchors';

export interface SpotlightStep {
  anchor: TourAnchor;
  title: string;
  body: string;
  /** The step waits for the learner to open this view (Next opens it for them). */
  opensView?: string;
}

/** Steps 1–16 (spec §4); step 0 is the welcome popup and 17 the closing one. Index 0 here is step 1. */
export const SPOTLIGHT_STEPS: readonly SpotlightStep[] = [
  { anchor: TOUR_ANCHORS.greeting, title: 'Your dashboard', body: 'Everything you are learning, in one place.' },
  { anchor: TOUR_ANCHORS.search, title: 'Search', body: 'Find any resource you saved by its title or source.' },
  {
    anchor: TOUR_ANCHORS.addResource,
    title: 'Add a resource',
    body: 'Save an article, video, podcast, webinar or course by hand.',
  },
  { anchor: TOUR_ANCHORS.tiles, title: 'Your numbers', body: 'In progress, to-do, wishlist and history at a glance.' },
  { anchor: TOUR_ANCHORS.inProgress, title: 'In progress', body: 'The resources you are going through right now.' },
  { anchor: TOUR_ANCHORS.learningPace, title: 'Learning pace', body: 'How much you added to your learning this week.' },
  { anchor: TOUR_ANCHORS.todoPanel, title: 'To-do', body: 'Small learning tasks; tick them off as you go.' },
  { anchor: TOUR_ANCHORS.wishlistPanel, title: 'Wishlist', body: 'Resources you want to get to soon.' },
  { anchor: TOUR_ANCHORS.trailBank, title: 'Trail Bank', body: 'Coming soon: tell us if you are interested.' },
  { anchor: TOUR_ANCHORS.navPlan, title: 'Learning plan', body: 'Your to-dos, reminders and weekly performance.' },
  {
    anchor: TOUR_ANCHORS.navHistory,
    title: 'Learning history',
    body: 'Open Learning history to see everything you have learnt.',
    opensView: paths.history.getHref(),
  },
  {
    anchor: TOUR_ANCHORS.historyFilters,
    title: 'Filters',
    body: 'Narrow your history by keyword, micro skill, type and source.',
  },
  {
    anchor: TOUR_ANCHORS.navWishlist,
    title: 'Wishlist',
    body: 'Open your Wishlist to see what you saved for later.',
    opensView: paths.wishlist.getHref(),
  },
  { anchor: TOUR_ANCHORS.wishlistList, title: 'Saved for later', body: 'Move an item to learning when you start it.' },
  {
    anchor: TOUR_ANCHORS.navSettings,
    title: 'Settings',
    body: 'Open Settings to make your profile yours.',
    opensView: paths.settings.getHref(),
  },
  {
    anchor: TOUR_ANCHORS.settingsForm,
    title: 'Your profile',
    body: 'Add a username, a bio, your job title and a picture.',
  },
];
