/**
 * Elements the guided tour spotlights, by step (spec §4: steps 1–16). Views mark them with
 * `data-tour={TOUR_ANCHORS.x}`; steps 11, 13 and 15 advance when the learner opens that view.
 */
export const TOUR_ANCHORS = {
  greeting: 'greeting', // 1
  search: 'search', // 2
  addResource: 'add-resource', // 3
  tiles: 'tiles', // 4
  inProgress: 'in-progress', // 5
  learningPace: 'learning-pace', // 6
  todoPanel: 'todo-panel', // 7
  wishlistPanel: 'wishlist-panel', // 8
  trailBank: 'trail-bank', // 9
  navPlan: 'nav-plan', // 10
  navHistory: 'nav-history', // 11: advances when Learning history opens
  historyFilters: 'history-filters', // 12
  navWishlist: 'nav-wishlist', // 13: advances when Wishlist opens
  wishlistList: 'wishlist-list', // 14
  navSettings: 'nav-settings', // 15: advances when Settings opens
  settingsForm: 'settings-form', // 16
} as const;

export type TourAnchor = (typeof TOUR_ANCHORS)[keyof typeof TOUR_ANCHORS];
