/** Names the profile page and its server code share (safe to use in the browser bundle). */

export const PROFILE_TABS = ["bids", "showcase", "on-sale", "offers", "activity", "orders", "tickets"] as const;

export const ACTIVITY_TAGS = ["likes", "bids", "auctions", "sold", "followers", "following"] as const;
export type ActivityTag = (typeof ACTIVITY_TAGS)[number];

export const PROFILE_IMAGES = ["avatar", "cover"] as const;
export type ProfileImage = (typeof PROFILE_IMAGES)[number];

/** The file field of the avatar and cover upload forms. */
export const IMAGE_FIELD = "image";
