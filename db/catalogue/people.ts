/** The team and the partners and backers the about page shows. */
export const TEAM = [
  { name: "Arjun Raghavan", role: "Founder & CEO" },
  { name: "Meera Krishnan", role: "Head of Studio Partnerships" },
  { name: "Karthik Subramaniam", role: "Chief Technology Officer" },
  { name: "Divya Natarajan", role: "Head of Design" },
  { name: "Farhan Qureshi", role: "Blockchain Engineer" },
  { name: "Lakshmi Iyer", role: "Community Lead" },
] as const;

export const PARTNERS = [
  { name: "Starlit Screens", kind: "partner" },
  { name: "Reel Archive Trust", kind: "partner" },
  { name: "Popcorn Pass", kind: "partner" },
  { name: "Tamarind Ventures", kind: "backer" },
  { name: "Kolam Capital", kind: "backer" },
  { name: "Coastal Angels Network", kind: "backer" },
] as const;
