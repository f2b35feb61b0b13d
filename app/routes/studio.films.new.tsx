import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FilmForm } from "~/components/studio-film-form";
import { parseForm } from "~/lib/input.server";
import { saveReply } from "~/pages/studio-save-reply.server";
import { filmSchema } from "~/lib/validation/studio";
import { requireStudio } from "~/models/studio/access.server";
import { createFilm, houseOptions } from "~/models/studio/catalogue.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireStudio(request);
  const houses = houseOptions(actor);
  return json({ houses, houseId: actor.productionHouseId });
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireStudio(request);
  const submission = await parseForm(request, filmSchema);
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  return saveReply(submission, createFilm(actor, submission.value), {
    to: (id) => `/studio/films/${id}`,
    text: "Film created. It stays hidden until you publish it.",
  });
}

export default function NewFilm() {
  const { houses, houseId } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <section aria-labelledby="new-film">
      <h1 id="new-film">New film</h1>
      <FilmForm
        houses={houses}
        lastResult={reply?.result}
        defaultValue={{ status: "coming_soon", sortOrder: "0", productionHouseId: houseId === null ? "" : String(houseId) }}
        submitLabel="Create film"
      />
    </section>
  );
}
