/**
 * Sign-In with Ethereum (EIP-4361) messages, written and parsed by the maintained `siwe` package
 * (docs/decisions/071-sign-in-with-ethereum.md): its grammar checks every field (an EIP-55
 * address, an RFC 3986 URI, ISO 8601 times, the nonce's alphabet), so text it does not accept is
 * not a sign-in message at all.
 */
import { SiweMessage } from "siwe";

/** The one statement Diginoor asks a wallet to sign; a message saying anything else is refused. */
export const SIWE_STATEMENT = "Connect this wallet to your Diginoor account.";

/** What the server writes into a message: every other EIP-4361 field stays out. */
export type SiweFields = {
  /** host[:port] of the site asking for the signature. */
  domain: string;
  address: string;
  statement: string;
  uri: string;
  chainId: number;
  nonce: string;
  issuedAt: Date;
  expirationTime: Date;
};

/** The text the wallet signs. */
export function siweMessage(fields: SiweFields): string {
  return new SiweMessage({
    ...fields,
    version: "1",
    issuedAt: fields.issuedAt.toISOString(),
    expirationTime: fields.expirationTime.toISOString(),
  }).prepareMessage();
}

/** The message, or null when the text is not an EIP-4361 message. */
export function parseSiweMessage(text: string): SiweMessage | null {
  try {
    return new SiweMessage(text);
  } catch {
    return null;
  }
}
