import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ListingPage } from "~/components/listing-page";
import { idParam, notFound } from "~/lib/http.server";
import { listingSellerToFollow } from "~/models/follows.server";
import { listingPage } from "~/models/listing-page.server";
import { getUserId } from "~/models/session.server";
import styles from "~/styles/listing.css";

export { ErrorBoundary } from "~/components/error-boundary";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.listing.nft.title} | Diginoor` : "Listing | Diginoor" },
];

/** The id is a marketplace listing id (the market links here), not an NFT id. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const renderedAt = Date.now();
  const listing = listingPage(idParam(params.nftid, "listing"), renderedAt);
  if (!listing) notFound("There is no listing with that id.");
  return json({ listing, renderedAt, sellerToFollow: listingSellerToFollow(listing.id, await getUserId(request)) });
}

export default function ListingRoute() {
  const { listing, renderedAt, sellerToFollow } = useLoaderData<typeof loader>();
  return <ListingPage listing={listing} renderedAt={renderedAt} sellerToFollow={sellerToFollow} />;
}
