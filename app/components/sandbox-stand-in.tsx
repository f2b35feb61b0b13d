/** One way a provider's page could end, as a stand-in page's button: the first is the primary one. */
export type StandInChoice = { intent: string; label: string };

/**
 * The choices of a sandbox stand-in for a provider's hosted page (docs/decisions/021-sandbox-mode.md):
 * what it stands in for, then one plain form post per outcome, or why it is closed.
 */
export function SandboxStandInChoices({ open, note, choices, closed }: { open: boolean; note: string; choices: StandInChoice[]; closed: string }) {
  if (!open) return <p className="notice">{closed}</p>;
  return (
    <>
      <p className="dim">{note}</p>
      <form method="post" className="form form--inline">
        {choices.map((choice, index) => (
          <button key={choice.intent} type="submit" name="intent" value={choice.intent} className={index === 0 ? "button" : "button button--ghost"}>
            {choice.label}
          </button>
        ))}
      </form>
    </>
  );
}
