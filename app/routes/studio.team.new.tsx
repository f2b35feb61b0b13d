import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { TeamMemberForm } from "~/components/studio-content-forms";
import { parseForm } from "~/lib/input.server";
import { teamMemberSchema } from "~/lib/validation/studio";
import { requireStudio } from "~/models/studio/access.server";
import { createTeamMember } from "~/models/studio/content.server";
import { saveReply } from "~/pages/studio-save-reply.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStudio(request, { admin: true });
  return json({});
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireStudio(request, { admin: true });
  const submission = await parseForm(request, teamMemberSchema);
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  return saveReply(submission, createTeamMember(actor, submission.value), { to: () => "/studio/team", text: "Team member added: the About page shows them." });
}

export default function NewTeamMember() {
  const reply = useActionData<typeof action>();
  return (
    <section aria-labelledby="new-member">
      <h1 id="new-member">New team member</h1>
      <TeamMemberForm lastResult={reply?.result} defaultValue={{ sortOrder: "0" }} submitLabel="Add team member" />
    </section>
  );
}
