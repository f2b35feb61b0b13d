import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { NftCardItem } from "~/components/nft-card";
import { config } from "~/config.server";
import { parseQuery } from "~/lib/input.server";
import { aboutPage } from "~/models/about.server";
import { exploreFilterShape, nftCards } from "~/models/nfts.server";
import type { Rarity } from "~db/schema";
import styles from "~/styles/about.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "About | Diginoor" }];

const TIERS: readonly Rarity[] = ["Common", "Rare", "Ultimate", "Legendary"];

const TIER_TEXT: Record<Rarity, string> = {
  Common:
    "Open editions of 100 to 250 copies at an accessible price, usually $12, each with a wallpaper pack from the film. The easiest way to start a collection.",
  Rare: "Editions of 25 to 60 copies, with an exclusive wallpaper pack and early access to the next drop of the collection.",
  Ultimate:
    "Editions of 10 to 25 copies, with a signed digital poster and early access to the film's premiere screening draw.",
  Legendary:
    "Five copies or fewer, and some single tokens sold by auction. Holders get a signed digital poster, their name on the collectors' wall and two seats in the premiere screening draw.",
};

export async function loader({ request }: LoaderFunctionArgs) {
  const { value } = parseQuery(new URL(request.url), { rarity: exploreFilterShape.rarity });
  const { studios, partners, team } = aboutPage();
  // One collectible of each tier, so the showcase shows what the rarity frames look like.
  const showcase = TIERS.flatMap((rarity) => nftCards({ rarity }, { limit: 1 }));
  return json({
    rarity: value.rarity ?? "Common",
    studios: studios.map(({ id, name, about, logoUrl }) => ({ id, name, about, logoUrl })),
    partners: partners.filter((p) => p.kind === "partner"),
    backers: partners.filter((p) => p.kind === "backer"),
    team,
    showcase,
    chainName: config.chain.name,
  });
}

export default function AboutPage() {
  const { rarity, studios, partners, backers, team, showcase, chainName } = useLoaderData<typeof loader>();
  return (
    <div className="page about">
      <section className="about__hero" aria-labelledby="about-title">
        <p className="eyebrow">About Diginoor</p>
        <h1 id="about-title">Own a piece of your favourite movie and star</h1>
        <p className="about__lead">
          Diginoor is the marketplace for digital collectibles of Indian cinema. Every collectible is made with the approval
          of the studio behind the film: iconic moments, posters, dialogues and behind-the-scenes pages, drawn by the studios'
          art departments and released in four rarity tiers.
        </p>
        <p className="dim">
          Collectibles are NFTs on the {chainName} network. You buy them at a fixed price or in an auction, keep them in your own
          wallet, show them on your profile and sell them again whenever you like. On every sale and resale, 10% goes back to
          the production house that made the film.
        </p>
        <p className="about__actions">
          <Link className="button" to="/collections">
            Explore the collections
          </Link>
          <Link className="button button--ghost" to="/how it works">
            How it works
          </Link>
        </p>
      </section>

      <section className="section" aria-labelledby="studios-title">
        <h2 id="studios-title">Our cinema partners</h2>
        <p className="dim">Five production houses license their films to Diginoor and approve every piece before it is released.</p>
        <ul className="about__studios">
          {studios.map((studio) => (
            <li key={studio.id} className="about__studio">
              <img src={studio.logoUrl} alt="" width="160" height="60" loading="lazy" />
              <h3>{studio.name}</h3>
              <p className="dim">{studio.about}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section" id="rarity" aria-labelledby="rarity-title">
        <h2 id="rarity-title">Four rarity tiers</h2>
        <RarityPicker initial={rarity} />
      </section>

      <section className="section" aria-labelledby="showcase-title">
        <div className="section__title">
          <h2 id="showcase-title">Showcase</h2>
          <Link to="/collections">See all collectibles</Link>
        </div>
        <ul className="card-grid">
          {showcase.map((nft) => (
            <NftCardItem key={nft.id} nft={nft} href={`/nftdetail/${nft.id}`} />
          ))}
        </ul>
      </section>

      <section className="section" aria-labelledby="partners-title">
        <h2 id="partners-title">Partners</h2>
        <ul className="about__logos">
          {partners.map((partner) => (
            <li key={partner.id}>
              <img src={partner.logoUrl} alt="" width="140" height="56" loading="lazy" />
              <span>{partner.name}</span>
            </li>
          ))}
        </ul>
        <h3 className="about__subtitle">Backed by</h3>
        <ul className="about__logos">
          {backers.map((backer) => (
            <li key={backer.id}>
              <img src={backer.logoUrl} alt="" width="140" height="56" loading="lazy" />
              <span>{backer.name}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="section" id="team" aria-labelledby="team-title">
        <h2 id="team-title">The team</h2>
        <ul className="about__team">
          {team.map((member) => (
            <li key={member.id}>
              <img src={member.imageUrl} alt="" width="160" height="160" loading="lazy" />
              <h3>{member.name}</h3>
              <p className="dim">{member.role}</p>
            </li>
          ))}
        </ul>
        <p className="notice about__jobs">
          Want to work with us? We are always glad to hear from engineers, designers and film lovers.{" "}
          <Link to="/contact">Write to the team</Link>.
        </p>
      </section>
    </div>
  );
}

/**
 * Four buttons that swap the example card. Without JavaScript they submit a GET form
 * (?rarity=Rare) and the server renders that tier; with it they swap in place.
 */
function RarityPicker({ initial }: { initial: Rarity }) {
  const [tier, setTier] = useState<Rarity>(initial);
  return (
    <div className="rarity-picker">
      <form method="get" action="/about#rarity" className="rarity-picker__buttons" aria-label="Choose a rarity tier">
        {TIERS.map((option) => (
          <button
            key={option}
            type="submit"
            name="rarity"
            value={option}
            aria-pressed={option === tier}
            className={`rarity-picker__button rarity-picker__button--${option.toLowerCase()}`}
            onClick={(event) => {
              event.preventDefault();
              setTier(option);
            }}
          >
            {option}
          </button>
        ))}
      </form>
      <figure className={`rarity-picker__card rarity--${tier.toLowerCase()}`}>
        <img src={`/art/rarity/${tier.toLowerCase()}.svg`} alt={`A ${tier} collectible card`} width="320" height="420" />
        <figcaption aria-live="polite">
          <strong>{tier}</strong>
          <span>{TIER_TEXT[tier]}</span>
        </figcaption>
      </figure>
    </div>
  );
}
