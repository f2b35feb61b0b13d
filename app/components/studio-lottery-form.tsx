import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormErrors } from "~/components/form-field";
import { StudioField } from "~/components/studio-field";
import type { LotteryFields } from "~/lib/validation/studio";

/** The lottery form of the console, for a new lottery and an edit before sales. */
export function LotteryForm({
  defaultValue,
  version,
  lastResult,
  submitLabel,
}: {
  defaultValue?: Partial<Record<keyof LotteryFields, string>>;
  version?: number;
  lastResult: SubmissionResult<string[]> | undefined;
  submitLabel: string;
}) {
  const [form, fields] = useForm<LotteryFields>({ id: "lottery-form", lastResult, defaultValue, shouldRevalidate: "onSubmit" });
  return (
    <Form method="post" className="form studio-form" {...getFormProps(form)}>
      <FormErrors id={form.errorId} errors={form.errors} />
      {version !== undefined ? <input type="hidden" name="version" value={version} /> : null}
      <StudioField field={fields.name} label="Name" kind="text" />
      <StudioField field={fields.description} label="Description" kind="textarea" />
      <StudioField field={fields.imageUrl} label="Image" kind="text" hint="A path on this site, like /art/lottery/kabali.svg, or an https:// address." />
      <StudioField field={fields.ticketPriceUsd} label="Ticket price in USD" kind="text" />
      <StudioField field={fields.prizePoolUsd} label="Prize pool in USD" kind="text" />
      <StudioField field={fields.rewardNftId} label="Prize NFT id (optional)" kind="number" />
      <StudioField field={fields.minTickets} label="Tickets that activate the draw" kind="number" />
      <StudioField field={fields.drawsAt} label="Draw time (UTC)" kind="datetime-local" />
      <button type="submit" className="button">
        {submitLabel}
      </button>
    </Form>
  );
}
