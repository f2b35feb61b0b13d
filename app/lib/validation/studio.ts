import { z } from "zod";
import type { FileLimit } from "~/lib/input.server";
import { isUploadedFile, MAX_IMAGE_BYTES } from "~/lib/uploaded-file";
import { auctionDays, coinAmount } from "~/lib/validation/market";
import { RARITIES, ROLES } from "~db/schema";

/** Form schemas of the studio console (/studio); each action parses its post with one of them. */

const text = (label: string, max: number) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .trim()
    .min(1, `Please enter the ${label}.`)
    .max(max, `Please keep the ${label} under ${max.toLocaleString("en-US")} characters.`);

const id = (what: string) => z.number({ error: `Please choose the ${what}.` }).int().positive(`Please choose the ${what}.`).max(1e12);

/** The version the editor started from (docs/decisions/066-studio-version-check.md). */
const version = z.number({ error: "This form is out of date: please reload the page." }).int().min(1).max(1e12);

const email = z
  .string({ error: "Please enter the account's email address." })
  .trim()
  .min(1, "Please enter the account's email address.")
  .max(254, "That email address is too long.")
  .pipe(z.email("Please enter a valid email address, like name@example.com."));

/** An image address we serve: a path on this site (seeded art, uploads) or an https URL. */
const imageUrl = (label: string) =>
  text(label, 500).refine(
    (url) => (/^\/[A-Za-z0-9/_.-]+$/.test(url) && !url.includes("..")) || /^https:\/\/[^\s"'<>]+$/.test(url),
    `The ${label} must be a path on this site (like /art/poster.svg) or an https:// address.`,
  );

/** Grant a role to an account (admins only). A studio account needs its production house. */
export const roleSchema = z
  .object({
    email,
    role: z.enum(ROLES, { error: "Please choose a role." }),
    productionHouseId: id("production house").optional(),
  })
  .superRefine((value, ctx) => {
    if (value.role === "studio" && value.productionHouseId === undefined) {
      ctx.addIssue({ code: "custom", path: ["productionHouseId"], message: "A studio account needs its production house." });
    }
  });
export type RoleFields = z.input<typeof roleSchema>;

/** A film (the collection its NFTs belong to). */
export const filmSchema = z.object({
  name: text("film's name", 120),
  slug: z
    .string({ error: "Please enter the address of the film's page." })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lower-case letters, digits and single dashes, like vikram-vedha.")
    .max(60, "Please keep the address under 60 characters."),
  tagline: text("tagline", 200),
  blurb: text("blurb", 2000),
  year: z.number({ error: "Please enter the release year." }).int("Please enter a whole year.").min(1900, "Please enter a year from 1900.").max(2100, "Please enter a year up to 2100."),
  status: z.enum(["live", "coming_soon"], { error: "Please choose whether the collection is live or coming soon." }),
  posterUrl: imageUrl("poster image"),
  bannerUrl: imageUrl("banner image"),
  productionHouseId: id("production house"),
  sortOrder: z.number({ error: "Please enter the position as a whole number." }).int("Please enter the position as a whole number.").min(0).max(10_000).default(0),
});
export type FilmFields = z.input<typeof filmSchema>;
export const filmEditSchema = filmSchema.extend({ version });

/** The artwork field of the NFT form (the content is sniffed and re-encoded by the model). */
export const ARTWORK_FIELD = "artwork";
export const ARTWORK_MESSAGES = {
  missing: "Please choose the artwork: a JPG, PNG or WebP image.",
  tooLarge: "That image is larger than 5 MB (5,242,880 bytes). Please choose a smaller JPG, PNG or WebP.",
  notAnImage: "That file is not a JPG, PNG or WebP image. Please choose a .jpg, .png or .webp picture.",
  unreadable: "That image could not be read. Please choose another JPG, PNG or WebP picture.",
} as const;

/** How the one action helper streams the artwork field: refused past 5 MB before the rest is read. */
export const artworkLimit: FileLimit = { field: ARTWORK_FIELD, maxBytes: MAX_IMAGE_BYTES, tooLarge: ARTWORK_MESSAGES.tooLarge };

/** A file input left empty still sends a part: a file with no name and no bytes, which is no artwork at all. */
const noFileChosen = (value: unknown) => (isUploadedFile(value) && value.name === "" && value.size === 0 ? undefined : value);

const artworkFile = z
  .custom<File>(isUploadedFile, { error: ARTWORK_MESSAGES.missing })
  .refine((file) => file.size <= MAX_IMAGE_BYTES, ARTWORK_MESSAGES.tooLarge);

/** Dollars as typed ("12", "12.50"), kept as whole cents. */
const priceCents = z
  .string({ error: "Please enter the price in US dollars." })
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/, "Please enter the price in US dollars, like 12 or 12.50 (up to $9,999,999.99).")
  .transform((dollars) => Math.round(Number(dollars) * 100));

/** Every field of the spec's NFT entity the console edits (decision 24). */
const nftFields = {
  title: text("title", 120),
  description: text("description", 2000),
  about: text("about text", 4000),
  filmId: id("film"),
  rarity: z.enum(RARITIES, { error: "Please choose the collection (rarity)." }),
  category: text("category", 60),
  celebrity: text("celebrity", 80),
  productionHouseId: id("production house"),
  priceUsd: priceCents,
  quantity: z.number({ error: "Please enter how many editions there are." }).int("Please enter a whole number of editions.").min(1, "An NFT has at least 1 edition.").max(100_000, "Please keep the edition under 100,000."),
  auction: z.enum(["Yes", "No"], { error: "Please choose whether the NFT is sold at auction." }),
  exclusive: z.string().trim().max(500, "Please keep the exclusive reward under 500 characters.").default(""),
};

/** A new NFT: its artwork is required. */
export const nftCreateSchema = z.object({ ...nftFields, [ARTWORK_FIELD]: z.preprocess(noFileChosen, artworkFile) });
/** An edit: new artwork is optional (an empty file input keeps the current one). */
export const nftEditSchema = z.object({
  ...nftFields,
  version,
  [ARTWORK_FIELD]: z.preprocess(noFileChosen, artworkFile.optional()),
});
export type NftFields = z.input<typeof nftEditSchema>;

/** Publish or unpublish a film or NFT. */
export const publishSchema = z.object({ intent: z.enum(["publish", "unpublish"]), version });

/** Mark a contact message read or unread. */
export const messageSchema = z.object({ id: id("message"), read: z.enum(["true", "false"]).transform((v) => v === "true") });

/** Whole US dollars and cents as typed, for ticket prices and prize pools. */
const dollars = (label: string) =>
  z
    .string({ error: `Please enter the ${label} in US dollars.` })
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, `Please enter the ${label} in US dollars, like 5 or 5.50.`)
    .transform((value) => Math.round(Number(value) * 100));

/** What the console says about a lottery that can no longer change, also shown on its edit page. */
export const LOTTERY_MESSAGES = {
  sold: "Tickets are already sold: the ticket price and the draw time can no longer change.",
  priceLocked: "Tickets are already sold: the ticket price can no longer change.",
  drawLocked: "Tickets are already sold: the draw time can no longer change.",
  closed: "Ticket sales have closed: this lottery can no longer be edited.",
  noNft: "There is no NFT with that id.",
} as const;

/** A lottery (decision 23): editable while it sells tickets, its price and draw time until the first one (decision 155). */
export const lotterySchema = z.object({
  name: text("lottery's name", 120),
  description: text("description", 2000),
  imageUrl: imageUrl("image"),
  ticketPriceUsd: dollars("ticket price").refine((cents) => cents > 0, "A ticket costs more than $0."),
  prizePoolUsd: dollars("prize pool"),
  rewardNftId: id("prize NFT").optional(),
  minTickets: z.number({ error: "Please enter how many tickets activate the draw." }).int().min(1, "At least 1 ticket activates the draw.").max(1_000_000),
  drawsAt: z
    .string({ error: "Please enter the draw time." })
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, "Please enter the draw time as a date and time.")
    .transform((local) => Date.parse(`${local}:00Z`))
    .refine((at) => Number.isFinite(at) && at > Date.now(), "The draw must be in the future (times are UTC)."),
});
export type LotteryFields = z.input<typeof lotterySchema>;
export const lotteryEditSchema = lotterySchema.extend({ version });

/** Delete a post or a team member, naming the version the editor saw. */
export const deleteSchema = z.object({ intent: z.literal("delete"), version });

/** A checkbox: "on" when ticked, absent when not. */
const checkbox = z.boolean().default(false);

/** A day typed in a date input, as the ms timestamp of its start (UTC). */
const day = (label: string) =>
  z
    .string({ error: `Please enter the ${label}.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Please enter the ${label} as a date.`)
    .transform((value) => Date.parse(`${value}T00:00:00Z`))
    .refine((at) => Number.isFinite(at), `Please enter the ${label} as a real date.`);

/** A blog post; its body is HTML, sanitised when saved and again when shown. */
export const postSchema = z.object({
  title: text("title", 200),
  slug: z
    .string({ error: "Please enter the address of the post." })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lower-case letters, digits and single dashes, like what-is-an-nft.")
    .max(100, "Please keep the address under 100 characters."),
  excerpt: text("excerpt", 400),
  contentHtml: text("body", 20_000),
  authorName: text("author's name", 80),
  imageUrl: imageUrl("cover image"),
  featured: checkbox,
  publishedAt: day("publication date"),
});
export type PostFields = z.input<typeof postSchema>;
export const postEditSchema = postSchema.extend({ version });

/** A member of the team on the About page. */
export const teamMemberSchema = z.object({
  name: text("name", 80),
  role: text("role", 80),
  imageUrl: imageUrl("photo"),
  sortOrder: z.number({ error: "Please enter the position as a whole number." }).int("Please enter the position as a whole number.").min(0).max(10_000).default(0),
});
export type TeamMemberFields = z.input<typeof teamMemberSchema>;
export const teamMemberEditSchema = teamMemberSchema.extend({ version });

/** A production house: its public page text, logo, royalty address, and its place on the home strip. */
export const houseSchema = z.object({
  name: text("name", 120),
  about: text("about text", 4000),
  logoUrl: imageUrl("logo"),
  payoutAddress: z
    .string()
    .trim()
    .regex(/^0x[0-9a-fA-F]{40}$/, "A royalty address is 0x and 40 hex digits.")
    .optional(),
  onHomeStrip: checkbox,
  sortOrder: z.number({ error: "Please enter the position as a whole number." }).int("Please enter the position as a whole number.").min(0).max(10_000).default(0),
  version,
});
export type HouseFields = z.input<typeof houseSchema>;

/** Start the auction of a primary item: its reserve (in coin) and how many days it runs. */
export const primaryAuctionSchema = z.object({ intent: z.literal("auction"), reserve: coinAmount("reserve price"), days: auctionDays });
