/** Studios (production houses); each approves the collectibles drawn from its films. */
export type StudioSeed = { slug: string; name: string; about: string };

export const STUDIOS = [
  {
    slug: "marina-film-works",
    name: "Marina Film Works",
    about:
      "Marina Film Works is a Chennai production house known for large-scale action dramas shot on location across South-East Asia. Its team restores and archives every production's stills, storyboards and sound stems, and it approves each Diginoor collectible drawn from its films.",
  },
  {
    slug: "vaigai-reel-company",
    name: "Vaigai Reel Company",
    about:
      "Founded by a family of film distributors from Madurai, Vaigai Reel Company produces mass entertainers for audiences in Tamil Nadu and abroad. It works with Diginoor to turn its archive of posters and on-set photography into licensed collectibles.",
  },
  {
    slug: "thanjavur-lantern-studios",
    name: "Thanjavur Lantern Studios",
    about:
      "Thanjavur Lantern Studios makes period, comedy and mystery films and is known for its hand-built palace sets. Its art department designs the original artwork behind each collectible from its productions.",
  },
  {
    slug: "twin-coast-pictures",
    name: "Twin Coast Pictures",
    about:
      "Twin Coast Pictures develops crime thrillers with writers from Chennai and Kochi. Its first Diginoor collection is in preparation with the film's art department.",
  },
  {
    slug: "peacock-lane-productions",
    name: "Peacock Lane Productions",
    about:
      "Peacock Lane Productions backs star-led entertainers with large musical set pieces. It is preparing its first collection of song and dance collectibles with Diginoor.",
  },
] as const satisfies readonly StudioSeed[];

export type StudioSlug = (typeof STUDIOS)[number]["slug"];
