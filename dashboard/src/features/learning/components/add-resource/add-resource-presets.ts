/** The three ways the modal opens (spec §2): learning, wishlist, or learning with a weekly reminder. */
export type AddResourcePreset = 'learning' | 'wishlist' | 'reminder';

export interface AddResourceDefaults {
  wishList: boolean;
  reminder: boolean;
}

export const ADD_RESOURCE_PRESETS: Record<AddResourcePreset, AddResourceDefaults> = {
  learning: { wishList: false, reminder: false },
  wishlist: { wishList: true, reminder: false },
  reminder: { wishList: false, reminder: true },
};
