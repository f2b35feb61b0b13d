/**
 * The lottery draw's arithmetic (docs/decisions/155-lottery-ticket-orders.md), shared by the
 * keeper that draws and the page's "Verify the draw", which loads it on demand: the ticket list is
 * one line `first_ticket,tickets,order id\n` per entry in ticket order, its hash is keccak256 of the
 * list's UTF-8 bytes, and the winning ticket is
 * `uint256(keccak256(secret ‖ ticket list hash ‖ draw block hash)) mod total tickets + 1`.
 */
import { concat, keccak256, toUtf8Bytes } from "ethers";

export type TicketListEntry = { firstTicket: number; tickets: number; orderId: string };

/** The published ticket list: one line per entry, in ticket order. */
export function ticketListText(entries: readonly TicketListEntry[]): string {
  return [...entries]
    .sort((a, b) => a.firstTicket - b.firstTicket)
    .map((entry) => `${entry.firstTicket},${entry.tickets},${entry.orderId}\n`)
    .join("");
}

export function ticketListHash(list: string): string {
  return keccak256(toUtf8Bytes(list));
}

/** The entries a published list names, or null when a line is not `first,count,order`. */
export function parseTicketList(list: string): TicketListEntry[] | null {
  if (list === "") return [];
  if (!list.endsWith("\n")) return null;
  const entries: TicketListEntry[] = [];
  for (const line of list.slice(0, -1).split("\n")) {
    const match = /^(\d+),(\d+),([^,\n]+)$/.exec(line);
    if (!match) return null;
    entries.push({ firstTicket: Number(match[1]), tickets: Number(match[2]), orderId: match[3] });
  }
  return entries;
}

/** How many tickets the list holds: the tickets are numbered 1 … total without a gap. */
export function ticketsInList(entries: readonly TicketListEntry[]): number {
  let next = 1;
  for (const entry of [...entries].sort((a, b) => a.firstTicket - b.firstTicket)) {
    if (entry.firstTicket !== next || entry.tickets < 1) throw new Error(`The ticket list skips or repeats tickets at ticket ${entry.firstTicket}.`);
    next += entry.tickets;
  }
  return next - 1;
}

const HASH = /^0x[0-9a-fA-F]{64}$/;

/** The winning ticket number (1 … total) from the three published 32-byte values. */
export function winningTicket(inputs: { secret: string; ticketListHash: string; blockHash: string; totalTickets: number }): number {
  for (const value of [inputs.secret, inputs.ticketListHash, inputs.blockHash]) {
    if (!HASH.test(value)) throw new Error(`Not a 32-byte hex value: ${value}`);
  }
  if (!Number.isInteger(inputs.totalTickets) || inputs.totalTickets < 1) throw new Error("A draw needs at least one ticket.");
  const seed = BigInt(keccak256(concat([inputs.secret, inputs.ticketListHash, inputs.blockHash])));
  return Number(seed % BigInt(inputs.totalTickets)) + 1;
}

/** The entry holding ticket `ticket`. */
export function entryHolding<T extends Pick<TicketListEntry, "firstTicket" | "tickets">>(entries: readonly T[], ticket: number): T | null {
  return entries.find((entry) => entry.firstTicket <= ticket && ticket < entry.firstTicket + entry.tickets) ?? null;
}

export type PublishedDraw = {
  commitment: string | null;
  revealedSecret: string;
  ticketListHash: string;
  drawBlockHash: string;
  winningTicket: number;
};

export type DrawCheck = { ok: boolean; checks: { label: string; ok: boolean; detail: string }[]; winningTicket: number | null };

/**
 * Recomputes a published draw from its ticket list: the secret matches the commitment, the list
 * hashes to the published hash, and the formula gives the published winning ticket.
 */
export function verifyDraw(published: PublishedDraw, list: string): DrawCheck {
  const checks: DrawCheck["checks"] = [];
  const commitmentOk = published.commitment !== null && keccak256(published.revealedSecret).toLowerCase() === published.commitment.toLowerCase();
  checks.push({ label: "The revealed secret hashes to the commitment published when the lottery opened", ok: commitmentOk, detail: keccak256(published.revealedSecret) });
  const listHash = ticketListHash(list);
  const listOk = listHash.toLowerCase() === published.ticketListHash.toLowerCase();
  checks.push({ label: "The ticket list hashes to the published ticket-list hash", ok: listOk, detail: listHash });
  const entries = parseTicketList(list);
  let winner: number | null = null;
  try {
    if (!entries) throw new Error("The ticket list is not in the published format.");
    winner = winningTicket({ secret: published.revealedSecret, ticketListHash: listHash, blockHash: published.drawBlockHash, totalTickets: ticketsInList(entries) });
    checks.push({ label: "The formula gives the published winning ticket", ok: winner === published.winningTicket, detail: `ticket ${winner}` });
  } catch (error) {
    checks.push({ label: "The formula gives the published winning ticket", ok: false, detail: error instanceof Error ? error.message : String(error) });
  }
  return { ok: checks.every((check) => check.ok), checks, winningTicket: winner };
}
