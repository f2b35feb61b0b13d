import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { LotteryForm } from "~/components/studio-lottery-form";
import { parseForm } from "~/lib/input.server";
import { saveReply } from "~/pages/studio-save-reply.server";
import { lotterySchema } from "~/lib/validation/studio";
import { requireStudio } from "~/models/studio/access.server";
import { createLottery } from "~/models/studio/lotteries.server";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStudio(request, { admin: true });
  return json({});
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireStudio(request, { admin: true });
  const submission = await parseForm(request, lotterySchema);
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  return saveReply(submission, createLottery(actor, submission.value), {
    to: (id) => `/studio/lotteries/${id}`,
    text: "Lottery created with its published commitment.",
  });
}

export default function NewLottery() {
  const reply = useActionData<typeof action>();
  return (
    <section aria-labelledby="new-lottery">
      <h1 id="new-lottery">New lottery</h1>
      <LotteryForm lastResult={reply?.result} defaultValue={{ minTickets: "100" }} submitLabel="Create lottery" />
    </section>
  );
}
