import { Link } from "@remix-run/react";
import { useRef } from "react";
import { FactList } from "~/components/fact-list";
import { Modal, openModal } from "~/components/modal";

/** A fixed-price sale's amounts, already formatted. */
export type FixedPriceView = { priceUsd: string; price: string; feeLabel: string; fee: string; total: string };

/** The fixed price, and the PURCHASE button with its modal (open from the server with `?purchase=1`). */
export function NftPurchase({
  nft,
  fixed,
  serverOpen,
  closeHref,
}: {
  nft: { title: string; production: string; available: number };
  fixed: FixedPriceView;
  serverOpen: boolean;
  closeHref: string;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  return (
    <>
      <p className="nft-trade__label">Fixed Price</p>
      <p className="nft-trade__price">
        {fixed.priceUsd} <span className="dim">≈ {fixed.price}</span>
      </p>
      {nft.available > 0 ? (
        <>
          <Link to="?purchase=1" preventScrollReset className="button nft-trade__action" aria-haspopup="dialog" onClick={openModal(dialogRef)}>
            PURCHASE
          </Link>
          <Modal id="purchase" title="Purchase" dialogRef={dialogRef} serverOpen={serverOpen} closeHref={closeHref}>
            <FactList
              className="modal__lines"
              facts={[
                ["Title", nft.title],
                ["Production house", nft.production],
                ["Price", fixed.price],
                [fixed.feeLabel, fixed.fee],
                ["Gas fee", "Calculated on transaction"],
                ["Total (before gas)", fixed.total, "modal__total"],
              ]}
            />
            <p className="notice">Payments open with wallet connection: connect a wallet to continue.</p>
            <div className="pay-groups">
              <PayGroup title="Buy Using Wallet" options={["Wallet Connect", "Metamask", "Fortmatic"]} />
              <PayGroup title="Buy Crypto / Card" options={["Add funds/crypto", "Pay with card", "Coinbase"]} />
            </div>
          </Modal>
        </>
      ) : (
        <p className="nft-trade__status">Sold out</p>
      )}
    </>
  );
}

/** Payment routes arrive with wallet connection; until then each option leads to the wallet page. */
function PayGroup({ title, options }: { title: string; options: readonly string[] }) {
  return (
    <section className="pay-group" aria-label={title}>
      <h3>{title}</h3>
      <ul>
        {options.map((option) => (
          <li key={option}>
            <Link to="/wallet" className="pay-option">
              <span className="pay-option__name">{option}</span>
              <span className="pay-option__hint">Connect a wallet to continue</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
