/**
 * The standard wallet's stand-in for a wallet pop-up (docs/decisions/144-standard-wallet-trading.md):
 * the account's password, sent with the trade's plain form.
 */
export function PasswordConfirmation({ id }: { id: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>Confirm with your password</label>
      <input id={id} name="password" type="password" autoComplete="current-password" />
      <p className="dim">Your standard wallet signs on the server once your password is checked.</p>
    </div>
  );
}
