import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { HouseForm } from "~/components/studio-content-forms";
import { idParam } from "~/lib/http.server";
import { parseForm } from "~/lib/input.server";
import { houseSchema } from "~/lib/validation/studio";
import { requireStudio } from "~/models/studio/access.server";
import { houseForEdit, updateHouse } from "~/models/studio/content.server";
import { saveReply } from "~/pages/studio-save-reply.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStudio(request, { admin: true });
  return json({ house: houseForEdit(idParam(params.id, "production house")) });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const actor = await requireStudio(request, { admin: true });
  const id = idParam(params.id, "production house");
  const submission = await parseForm(request, houseSchema);
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const { version, ...fields } = submission.value;
  return saveReply(submission, updateHouse(actor, id, version, fields), { to: () => "/studio/houses", text: "Production house saved." });
}

export default function EditHouse() {
  const { house } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <section aria-labelledby="edit-house">
      <h1 id="edit-house">{house.name}</h1>
      <HouseForm
        key={house.version}
        version={house.version}
        lastResult={reply?.result}
        defaultValue={{
          name: house.name,
          about: house.about,
          logoUrl: house.logoUrl,
          payoutAddress: house.payoutAddress ?? "",
          onHomeStrip: house.onHomeStrip ? "on" : "",
          sortOrder: String(house.sortOrder),
        }}
        submitLabel="Save production house"
      />
    </section>
  );
}
