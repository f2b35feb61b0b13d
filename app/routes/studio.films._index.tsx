import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { StudioTable } from "~/components/studio-table";
import { requireStudio } from "~/models/studio/access.server";
import { studioFilms } from "~/models/studio/catalogue.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireStudio(request);
  return json({ films: studioFilms(actor) });
}

export default function StudioFilms() {
  const { films } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="films-heading">
      <h1 id="films-heading">Films</h1>
      <p className="studio-actions">
        <Link className="button" to="/studio/films/new">
          New film
        </Link>
      </p>
      <StudioTable label="Films table">
        <thead>
          <tr>
            <th scope="col">Film</th>
            <th scope="col">Production house</th>
            <th scope="col">Collection</th>
            <th scope="col">NFTs</th>
            <th scope="col">Public</th>
          </tr>
        </thead>
        <tbody>
          {films.map((film) => (
            <tr key={film.id}>
              <td>
                <Link to={`/studio/films/${film.id}`}>{film.name}</Link>
              </td>
              <td>{film.houseName}</td>
              <td>{film.status === "live" ? "Live" : "Coming soon"}</td>
              <td>{film.nftCount}</td>
              <td>
                <span className="status-pill">{film.published ? "Published" : "Unpublished"}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </StudioTable>
    </section>
  );
}
