import { useState, type FormEvent } from "react";

/** An on-ramp as the pages offer it (the shape of the server's `AddFundsOption`). */
export type AddFundsChoice = { id: string; name: string; about: string; opens: "tab" | "window" } | { id: string; name: string; unavailable: string };

/** Where /wallet/add-funds answers; `?reply=json` makes it answer the script below instead of redirecting. */
const ADD_FUNDS_ACTION = "/wallet/add-funds";

/**
 * "Add funds" to the active wallet (docs/decisions/142-on-ramps.md): the on-ramp, the dollars and a
 * plain form post that the server answers with a redirect to the provider's page. With
 * JavaScript the provider opens as the spec says, the card-to-crypto page in a new tab and the
 * widgets in a new window, and this page stays where it is; a blocked pop-up falls back to the
 * plain post.
 */
export function AddFunds({
  choices,
  suggestedDollars,
  returnTo,
  heading,
  id,
}: {
  choices: AddFundsChoice[];
  suggestedDollars: string;
  /** The site path the provider sends the buyer back to. */
  returnTo: string;
  heading: string;
  /**
   * The section's id, for links to it and its fields' ids. Fixed, not React's useId: the purchase
   * modal is kept markup, written outside the page's tree (docs/performance.md, kept markup).
   */
  id: string;
}) {
  const available = choices.filter((choice): choice is Extract<AddFundsChoice, { opens: string }> => "opens" in choice);
  const [error, setError] = useState<string | null>(null);

  async function openProvider(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const data = new FormData(form);
    const chosen = available.find((choice) => choice.id === data.get("provider"));
    if (!chosen) return;
    const opened = window.open("about:blank", `add-funds-${chosen.id}`, chosen.opens === "window" ? "popup,width=480,height=720" : undefined);
    if (!opened) return;
    event.preventDefault();
    setError(null);
    try {
      const response = await fetch(`${ADD_FUNDS_ACTION}?reply=json`, { method: "POST", body: data, headers: { Accept: "application/json" } });
      const answer = (await response.json()) as { url?: string; error?: string };
      if (!answer.url) throw new Error(answer.error ?? "Please try again.");
      opened.location.href = answer.url;
    } catch (failure) {
      opened.close();
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }

  return (
    <section id={id} className="pay-group add-funds" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{heading}</h3>
      {available.length ? (
        <form method="post" action={ADD_FUNDS_ACTION} className="form" onSubmit={openProvider}>
          <input type="hidden" name="returnTo" value={returnTo} />
          <fieldset>
            <legend>Buy coin for your wallet with</legend>
            {available.map((choice, index) => (
              <label key={choice.id} className="add-funds__choice">
                <input type="radio" name="provider" value={choice.id} defaultChecked={index === 0} />
                {choice.name} <span className="dim">{choice.about}</span>
              </label>
            ))}
          </fieldset>
          <label htmlFor={`${id}-amount`}>Amount in US dollars</label>
          <input id={`${id}-amount`} name="amount" inputMode="decimal" defaultValue={suggestedDollars} required aria-describedby={error ? `${id}-error` : undefined} />
          <button type="submit" className="button">
            Add funds
          </button>
          {error ? (
            <p className="form-error" id={`${id}-error`} role="alert">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
      {choices
        .filter((choice) => "unavailable" in choice)
        .map((choice) => (
          <p key={choice.id} className="dim">
            {choice.name}: {"unavailable" in choice ? choice.unavailable : null}
          </p>
        ))}
    </section>
  );
}
