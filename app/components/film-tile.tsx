import { Link } from "@remix-run/react";

type TileFilm = { slug: string; name: string; posterUrl: string };

/** A film's poster tile: a link to its collection with a line about it, or an unlinked "Coming soon" tile. */
export function FilmTile({ film, detail, comingSoon = false }: { film: TileFilm; detail?: string; comingSoon?: boolean }) {
  const poster = (
    <>
      <img src={film.posterUrl} alt="" width="240" height="320" loading="lazy" />
      <span className="film-tile__name">{film.name}</span>
    </>
  );
  return comingSoon ? (
    <div className="film-tile film-tile--soon">
      {poster}
      <span className="film-tile__badge">Coming soon</span>
    </div>
  ) : (
    <Link to={`/${film.slug}`} className="film-tile">
      {poster}
      <span className="film-tile__detail">{detail}</span>
    </Link>
  );
}

/** Released films (each with its line, e.g. tagline or studio) followed by the coming-soon ones. */
export function FilmTileList({
  className,
  films,
  comingSoon,
}: {
  className: string;
  films: (TileFilm & { detail: string })[];
  comingSoon: TileFilm[];
}) {
  return (
    <ul className={className}>
      {films.map((film) => (
        <li key={film.slug}>
          <FilmTile film={film} detail={film.detail} />
        </li>
      ))}
      {comingSoon.map((film) => (
        <li key={film.slug}>
          <FilmTile film={film} comingSoon />
        </li>
      ))}
    </ul>
  );
}
