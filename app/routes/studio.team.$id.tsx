import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { TeamMemberForm } from "~/components/studio-content-forms";
import { idParam } from "~/lib/http.server";
import { parseForm, readFormData } from "~/lib/input.server";
import { deleteSchema, teamMemberEditSchema } from "~/lib/validation/studio";
import { requireStudio } from "~/models/studio/access.server";
import { deleteTeamMember, teamMemberForEdit, updateTeamMember } from "~/models/studio/content.server";
import { saveReply } from "~/pages/studio-save-reply.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStudio(request, { admin: true });
  return json({ member: teamMemberForEdit(idParam(params.id, "team member")) });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const actor = await requireStudio(request, { admin: true });
  const id = idParam(params.id, "team member");
  if ((await readFormData(request.clone())).formData.get("intent") === "delete") {
    const submission = await parseForm(request, deleteSchema);
    if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
    return saveReply(submission, deleteTeamMember(actor, id, submission.value.version), { to: () => "/studio/team", text: "Team member removed." });
  }
  const submission = await parseForm(request, teamMemberEditSchema);
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const { version, ...fields } = submission.value;
  return saveReply(submission, updateTeamMember(actor, id, version, fields), { to: () => "/studio/team", text: "Team member saved." });
}

export default function EditTeamMember() {
  const { member } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <section aria-labelledby="edit-member">
      <h1 id="edit-member">{member.name}</h1>
      <div className="studio-actions">
        <Form method="post">
          <input type="hidden" name="version" value={member.version} />
          <button type="submit" className="button button--ghost button--small" name="intent" value="delete">
            Remove from the team
          </button>
        </Form>
      </div>
      <TeamMemberForm
        key={member.version}
        version={member.version}
        lastResult={reply?.result}
        defaultValue={{ name: member.name, role: member.role, imageUrl: member.imageUrl, sortOrder: String(member.sortOrder) }}
        submitLabel="Save team member"
      />
    </section>
  );
}
