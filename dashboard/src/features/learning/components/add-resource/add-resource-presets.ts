/** The three ways the modal opens (spec §2): learning, wishlist, or learning with a weekly reminder. */
export type AddResourcePreset = 'learning' | 'wishlist' | 'reminder';

export interface AddResourceDefaults {
  onWishlist: boolean;
  reminder: boolean;
}

export const ADD_RESOURCE_PRESETS: Record<AddResourcePreset, AddResourceDefaults> = {
  learning: { onWishlist: false, reminder: false },
  wishlist: { onWishlist: true, reminder: false },
  reminder: { onWishlist: false, reminder: true },
};
