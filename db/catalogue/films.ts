import type { StudioSlug } from "./studios";

/** Films: three live collections and two coming soon. */
export type FilmSeed = {
  slug: string;
  name: string;
  year: number;
  status: "live" | "coming_soon";
  tagline: string;
  blurb: string;
  studio: StudioSlug;
};

export const FILMS = [
  {
    slug: "kabali",
    name: "Kabali",
    year: 2016,
    status: "live",
    tagline: "The don is back, and he has come home.",
    blurb:
      "The Kabali collection gathers the moments fans still quote: the homecoming, the quiet menace, the suits and the city lights of Malaysia. Every piece is drawn by the studio's art department and released in four rarity tiers, from open Common editions to one-of-a-kind Legendary auctions.",
    studio: "marina-film-works",
  },
  {
    slug: "sivaji",
    name: "Sivaji",
    year: 2007,
    status: "live",
    tagline: "The Boss plays by his own rules.",
    blurb:
      "Sivaji: The Boss brought style, swagger and a famous coin to the big screen. This collection celebrates its entries, songs and one-liners with original artwork approved by the studio. Holders of Ultimate and Legendary pieces get early access to premiere screening draws.",
    studio: "vaigai-reel-company",
  },
  {
    slug: "chandramukhi",
    name: "Chandramukhi",
    year: 2005,
    status: "live",
    tagline: "Some doors in the palace were closed for a reason.",
    blurb:
      "Chandramukhi mixed comedy, music and a haunted palace into one of Tamil cinema's longest-running hits. The collection brings its dance hall, its anklet bells and its unforgettable laugh to life as illustrated collectibles, with the studio's production notes behind each piece.",
    studio: "thanjavur-lantern-studios",
  },
  {
    slug: "vikram-vedha",
    name: "Vikram Vedha",
    year: 2017,
    status: "coming_soon",
    tagline: "Every story has two sides.",
    blurb:
      "A cop and a gangster, and the stories they tell each other. The Vikram Vedha collection is being designed with the studio now. Sign up to our newsletter to hear when it drops.",
    studio: "twin-coast-pictures",
  },
  {
    slug: "mersal",
    name: "Mersal",
    year: 2017,
    status: "coming_soon",
    tagline: "Magic, medicine and a mass entry.",
    blurb:
      "Mersal's songs and set pieces are becoming a collection of animated collectibles. The first pieces are in the studio's hands for approval, and the drop date will be announced on the blog.",
    studio: "peacock-lane-productions",
  },
] as const satisfies readonly FilmSeed[];

export type FilmSlug = (typeof FILMS)[number]["slug"];
