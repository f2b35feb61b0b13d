import type { LinksFunction, MetaFunction, SerializeFrom } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { BackgroundVideo } from "~/components/background-video";
import { Carousel, carouselLinks } from "~/components/carousel";
import { FilmTileList } from "~/components/film-tile";
import { NftCardItem } from "~/components/nft-card";
import { KeptElement } from "~/lib/kept-markup";
import { homePosts } from "~/models/blog.server";
import { communityCards } from "~/models/community.server";
import { comingSoonFilms, filmBySlug, liveFilms } from "~/models/films.server";
import { nftCards } from "~/models/nfts.server";
import { studioStrip, topSellers } from "~/models/studios.server";
import styles from "~/styles/home.css";

/** The hero art is the home page's largest paint: fetch it before the scripts compete for the line. */
const HERO_IMAGE_PRIORITY = { fetchpriority: "high" } as const;

export const links: LinksFunction = () => [...carouselLinks, { rel: "stylesheet", href: styles }];

export const meta: MetaFunction = () => [{ title: "Home | Diginoor" }];

/** The spec's film slider features Kabali: every slide leads to its collection page. */
const SLIDER_FILM = "kabali";
const GUIDE_SLUGS = ["what-is-an-nft", "a-beginners-guide-to-diginoor"];

export async function loader() {
  const sliderFilm = filmBySlug(SLIDER_FILM);
  const [{ guides, posts }, community] = await Promise.all([homePosts(GUIDE_SLUGS), communityCards()]);
  return json({
    sliderFilm,
    sliderPieces: sliderFilm ? nftCards({ movie: sliderFilm.slug }, { limit: 4 }) : [],
    filmTiles: liveFilms().filter((film) => film.slug !== SLIDER_FILM),
    comingSoon: comingSoonFilms(),
    guides: guides.map(({ slug, title, excerpt }) => ({ slug, title, excerpt })),
    latestNfts: nftCards({}, { limit: 8 }),
    sellers: topSellers(),
    studios: studioStrip(),
    posts,
    community,
  });
}

const RESOURCES = [
  { to: "/collections", title: "View collections", text: "Browse every film collection and filter by price, actor or movie." },
  { to: "/market", title: "Trade on the marketplace", text: "Buy from other collectors, or list your own collectibles for sale or auction." },
  { to: "/profile", title: "Build your showcase", text: "Show the collectibles you own on your profile." },
] as const;

export default function Home() {
  const data = useLoaderData<typeof loader>();
  return (
    <div className="home">
      <KeptElement as="section" className="home-hero" aria-labelledby="home-title" name="home:hero" inputs={[]}>
        <HomeHero />
      </KeptElement>

      <div className="page">
        <KeptElement as="section" className="section" aria-labelledby="start-title" name="home:start" inputs={[data.guides]}>
          <GetStarted guides={data.guides} />
        </KeptElement>

        <KeptElement
          as="section"
          className="section"
          aria-labelledby="films-title"
          name="home:films"
          inputs={[data.sliderFilm, data.sliderPieces, data.filmTiles, data.comingSoon]}
        >
          <FilmCollections sliderFilm={data.sliderFilm} sliderPieces={data.sliderPieces} filmTiles={data.filmTiles} comingSoon={data.comingSoon} />
        </KeptElement>

        <section className="section" aria-labelledby="latest-title">
          <div className="section__title">
            <h2 id="latest-title">Latest collectibles</h2>
            <Link to="/collections#explore">See all</Link>
          </div>
          <ul className="card-grid">
            {data.latestNfts.map((nft) => (
              <NftCardItem key={nft.id} nft={nft} href={`/nftdetail/${nft.id}`} />
            ))}
          </ul>
        </section>
      </div>

      <KeptElement as="section" className="top-selling" aria-labelledby="top-selling-title" name="home:top-selling" inputs={[data.sellers, data.studios]}>
        <TopSelling sellers={data.sellers} studios={data.studios} />
      </KeptElement>

      <div className="page">
        <KeptElement as="section" className="section" aria-labelledby="community-title" name="home:community" inputs={[data.community, data.posts]}>
          <Community community={data.community} posts={data.posts} />
        </KeptElement>
      </div>
    </div>
  );
}

/** The home page's data as the page receives it. */
type HomeData = SerializeFrom<typeof loader>;

/** The hero: what Diginoor is, and the way in. */
function HomeHero() {
  return (
    <>
      <div className="home-hero__text">
        <p className="eyebrow">Film collectibles approved by the studios</p>
        <h1 id="home-title">Own a piece of your favourite movie and star</h1>
        <p className="home-hero__lead">
          Licensed digital collectibles of Indian cinema: iconic moments, posters and dialogues, in four rarity tiers from Common to Legendary.
        </p>
        <Link to="/collections" className="button home-hero__cta">
          CLAIM NOW
        </Link>
      </div>
      <img className="home-hero__art" src="/art/hero.svg" alt="" width="1600" height="900" {...HERO_IMAGE_PRIORITY} />
    </>
  );
}

/** Where to go first, and the guides for a first-time collector. */
function GetStarted({ guides }: { guides: HomeData["guides"] }) {
  return (
    <>
      <h2 id="start-title">Get started</h2>
      <ul className="home-tiles">
        {RESOURCES.map((tile) => (
          <li key={tile.to}>
            <Link to={tile.to} className="home-tile">
              <span className="home-tile__title">{tile.title}</span>
              <span className="home-tile__text">{tile.text}</span>
            </Link>
          </li>
        ))}
        <li>
          <Link to="/how it works" className="home-tile home-tile--wide">
            <span className="home-tile__title">Everything you need to know</span>
            <span className="home-tile__text">Wallets, payments, auctions and the FAQ, step by step.</span>
          </Link>
        </li>
      </ul>
      <ul className="home-guides" aria-label="Guides">
        {guides.map((guide) => (
          <li key={guide.slug}>
            <Link to={`/blog/${guide.slug}`} className="home-guide">
              <span className="eyebrow">Guide</span>
              <span className="home-guide__title">{guide.title}</span>
              <span className="home-tile__text">{guide.excerpt}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The featured film's slider, then the live and coming films. */
function FilmCollections({
  sliderFilm,
  sliderPieces,
  filmTiles,
  comingSoon,
}: Pick<HomeData, "sliderFilm" | "sliderPieces" | "filmTiles" | "comingSoon">) {
  return (
    <>
      <h2 id="films-title">Film collections</h2>
      {sliderFilm ? (
        <div className="home-films__slider">
          <p className="home-label">Latest</p>
          <Carousel label={`Latest from ${sliderFilm.name}`} className="home-slider">
            <Link to="/Kabali" className="home-slide">
              <img src={sliderFilm.bannerUrl} alt="" width="1200" height="400" />
              <span className="home-slide__caption">
                <strong>{sliderFilm.name}</strong> {sliderFilm.tagline}
              </span>
            </Link>
            {sliderPieces.map((piece) => (
              <Link key={piece.id} to="/Kabali" className="home-slide home-slide--piece">
                <img src={piece.thumbUrl} alt="" width="300" height="300" />
                <span className="home-slide__caption">
                  <strong>{piece.title}</strong> {piece.rarity} · {sliderFilm.name} collection
                </span>
              </Link>
            ))}
          </Carousel>
        </div>
      ) : null}
      <p className="home-label">Trending</p>
      <FilmTileList className="film-tiles" films={filmTiles.map((film) => ({ ...film, detail: film.tagline }))} comingSoon={comingSoon} />
    </>
  );
}

/** The production houses by collectibles sold, and the partner studios. */
function TopSelling({ sellers, studios }: Pick<HomeData, "sellers" | "studios">) {
  return (
    <>
      <BackgroundVideo name="top-selling" />
      <div className="page top-selling__inner">
        <div className="top-selling__head">
          <h2 id="top-selling-title">Top selling</h2>
          <p>Production houses by collectibles sold.</p>
        </div>
        {sellers.length ? (
          <ol className="top-sellers">
            {sellers.map((seller) => (
              <li key={seller.id} className="top-seller">
                <img src={seller.logoUrl} alt="" width="96" height="36" loading="lazy" />
                <span className="top-seller__name">{seller.name}</span>
                <span className="top-seller__sold">{seller.sold.toLocaleString("en-US")} sold</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="empty-state">No collectibles have been sold yet.</p>
        )}
        <Link to="/collections" className="button">
          EXPLORE
        </Link>
        <h3 className="studio-strip__title">Official production-studio partners</h3>
        <ul className="studio-strip">
          {studios.map((studio) => (
            <li key={studio.id}>
              <img src={studio.logoUrl} alt={studio.name} width="140" height="52" loading="lazy" />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/** The community wall and the newest blog posts. */
function Community({ community, posts }: Pick<HomeData, "community" | "posts">) {
  return (
    <>
      <h2 id="community-title">Community</h2>
      <ul className="community-wall" aria-label="From the community">
        {community.map((post) => (
          <li key={post.id}>
            <article className="community-card">
              <p className="community-card__author">{post.authorName}</p>
              <p className="community-card__text">{post.text}</p>
              <p className="dim community-card__meta">
                <time dateTime={post.publishedAt}>{post.date}</time>
                {post.url ? (
                  <>
                    {" · "}
                    <a href={post.url} target="_blank" rel="noopener noreferrer">
                      View post<span className="visually-hidden"> by {post.authorName} (opens in a new tab)</span>
                    </a>
                  </>
                ) : null}
              </p>
            </article>
          </li>
        ))}
      </ul>
      {posts.length ? (
        <ul className="home-posts" aria-label="From the blog">
          {posts.map((post) => (
            <li key={post.slug}>
              <article className="home-post">
                <img src={post.imageUrl} alt="" width="400" height="225" loading="lazy" />
                <h3>
                  <Link to={`/blog/${post.slug}`}>{post.title}</Link>
                </h3>
                <p className="dim">
                  {post.authorName} · <time dateTime={post.publishedAt}>{post.date}</time>
                </p>
                <p>{post.excerpt}</p>
              </article>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
