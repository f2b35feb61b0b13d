import { StudioField } from "~/components/studio-field";
import { StudioForm, type StudioFormProps } from "~/components/studio-form";
import type { LotteryFields } from "~/lib/validation/studio";

/** The lottery form of the console, for a new lottery and an edit before sales. */
export function LotteryForm(form: StudioFormProps<LotteryFields>) {
  return (
    <StudioForm<LotteryFields> id="lottery-form" {...form}>
      {(fields) => (
        <>
          <StudioField field={fields.name} label="Name" kind="text" />
          <StudioField field={fields.description} label="Description" kind="textarea" />
          <StudioField field={fields.imageUrl} label="Image" kind="text" hint="A path on this site, like /art/lottery/kabali.svg, or an https:// address." />
          <StudioField field={fields.ticketPriceUsd} label="Ticket price in USD" kind="text" />
          <StudioField field={fields.prizePoolUsd} label="Prize pool in USD" kind="text" />
          <StudioField field={fields.rewardNftId} label="Prize NFT id (optional)" kind="number" />
          <StudioField field={fields.minTickets} label="Tickets that activate the draw" kind="number" />
          <StudioField field={fields.drawsAt} label="Draw time (UTC)" kind="datetime-local" />
        </>
      )}
    </StudioForm>
  );
}
