/**
 * Sign-In with Ethereum (EIP-4361) messages: the text a wallet signs to prove it controls an
 * address (docs/decisions/071-sign-in-with-ethereum.md). Only the fields Diginoor writes are
 * read back; anything else is not a message of ours and does not parse.
 */

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

export const SIWE_STATEMENT = "Connect this wallet to your Diginoor account.";

export function siweMessage(fields: SiweFields): string {
  return [
    `${fields.domain} wants you to sign in with your Ethereum account:`,
    fields.address,
    "",
    fields.statement,
    "",
    `URI: ${fields.uri}`,
    "Version: 1",
    `Chain ID: ${fields.chainId}`,
    `Nonce: ${fields.nonce}`,
    `Issued At: ${fields.issuedAt.toISOString()}`,
    `Expiration Time: ${fields.expirationTime.toISOString()}`,
  ].join("\n");
}

const MESSAGE_PATTERN = new RegExp(
  [
    "^(?<domain>[^\\s/?#]+) wants you to sign in with your Ethereum account:",
    "(?<address>0x[0-9a-fA-F]{40})",
    "",
    "(?<statement>[^\\n]+)",
    "",
    "URI: (?<uri>\\S+)",
    "Version: 1",
    "Chain ID: (?<chainId>[1-9][0-9]{0,15})",
    "Nonce: (?<nonce>[0-9a-zA-Z]{8,64})",
    "Issued At: (?<issuedAt>\\S+)",
    "Expiration Time: (?<expirationTime>\\S+)$",
  ].join("\\n"),
);

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function parseTime(text: string): Date | null {
  if (!ISO_TIME.test(text)) return null;
  const time = new Date(text);
  return Number.isNaN(time.getTime()) ? null : time;
}

/** The fields of a message in Diginoor's EIP-4361 form, or null when it is not one. */
export function parseSiweMessage(message: string): SiweFields | null {
  const groups = MESSAGE_PATTERN.exec(message)?.groups;
  if (!groups) return null;
  const issuedAt = parseTime(groups.issuedAt);
  const expirationTime = parseTime(groups.expirationTime);
  if (!issuedAt || !expirationTime) return null;
  return {
    domain: groups.domain,
    address: groups.address,
    statement: groups.statement,
    uri: groups.uri,
    chainId: Number(groups.chainId),
    nonce: groups.nonce,
    issuedAt,
    expirationTime,
  };
}
