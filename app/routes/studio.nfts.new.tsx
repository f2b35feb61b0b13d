import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { NftForm } from "~/components/studio-nft-form";
import { parseForm } from "~/lib/input.server";
import { saveReply } from "~/pages/studio-save-reply.server";
import { artworkLimit, nftCreateSchema } from "~/lib/validation/studio";
import { requireStudio } from "~/models/studio/access.server";
import { nftFormOptions } from "~/models/studio/catalogue.server";
import { createNft } from "~/models/studio/nfts.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireStudio(request);
  return json({ ...nftFormOptions(actor), houseId: actor.productionHouseId });
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireStudio(request);
  const submission = await parseForm(request, nftCreateSchema, { file: artworkLimit });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  const { artwork, ...fields } = submission.value;
  return saveReply(submission, await createNft(actor, fields, artwork), {
    to: (id) => `/studio/nfts/${id}`,
    text: "NFT created. It stays hidden until you publish it.",
  });
}

export default function NewNft() {
  const { films, houses, rarities, houseId } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <section aria-labelledby="new-nft">
      <h1 id="new-nft">New NFT</h1>
      <NftForm
        films={films}
        houses={houses}
        rarities={rarities}
        lastResult={reply?.result}
        defaultValue={{ auction: "No", quantity: "1", productionHouseId: houseId === null ? "" : String(houseId) }}
        submitLabel="Create NFT"
      />
    </section>
  );
}
