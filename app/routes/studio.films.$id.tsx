import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { FilmForm } from "~/components/studio-film-form";
import { idParam } from "~/lib/http.server";
import { parseForm, readFormData } from "~/lib/input.server";
import { saveReply } from "~/pages/studio-save-reply.server";
import { filmEditSchema, publishSchema } from "~/lib/validation/studio";
import { requireStudio } from "~/models/studio/access.server";
import { filmForEdit, houseOptions, setFilmPublished, updateFilm } from "~/models/studio/catalogue.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const actor = await requireStudio(request);
  const film = filmForEdit(actor, idParam(params.id, "film"));
  const houses = houseOptions(actor);
  return json({ film, houses });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const actor = await requireStudio(request);
  const id = idParam(params.id, "film");
  const intent = (await readFormData(request.clone())).formData.get("intent");
  const to = () => `/studio/films/${id}`;
  if (intent === "publish" || intent === "unpublish") {
    const submission = await parseForm(request, publishSchema);
    if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
    const published = submission.value.intent === "publish";
    return saveReply(submission, setFilmPublished(actor, id, submission.value.version, published), {
      to,
      text: published ? "Film published: its page and NFTs are public." : "Film unpublished: its page and NFTs are hidden.",
    });
  }
  const submission = await parseForm(request, filmEditSchema);
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const { version, ...fields } = submission.value;
  return saveReply(submission, updateFilm(actor, id, version, fields), { to, text: "Film saved." });
}

export default function EditFilm() {
  const { film, houses } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <section aria-labelledby="edit-film">
      <h1 id="edit-film">{film.name}</h1>
      <div className="studio-actions">
        <span className="status-pill">{film.published ? "Published" : "Unpublished"}</span>
        {film.published && film.status === "live" ? <Link to={`/${film.slug}`}>View the public page</Link> : null}
        <Form method="post">
          <input type="hidden" name="version" value={film.version} />
          <button type="submit" className="button button--ghost button--small" name="intent" value={film.published ? "unpublish" : "publish"}>
            {film.published ? "Unpublish" : "Publish"}
          </button>
        </Form>
      </div>
      <FilmForm
        key={film.version}
        houses={houses}
        version={film.version}
        lastResult={reply?.result}
        defaultValue={{
          name: film.name,
          slug: film.slug,
          tagline: film.tagline,
          blurb: film.blurb,
          year: String(film.year),
          status: film.status,
          posterUrl: film.posterUrl,
          bannerUrl: film.bannerUrl,
          productionHouseId: String(film.productionHouseId),
          sortOrder: String(film.sortOrder),
        }}
        submitLabel="Save film"
      />
    </section>
  );
}
