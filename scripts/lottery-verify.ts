/**
 * Checks a lottery's draw independently of the site's own code: `npm run lottery:verify -- {id}`.
 * Reads the published values from the site (`--url`, else LOTTERY_SITE_URL, else the local server
 * on PORT) or, with `--db`, from the database of DATA_DIR; with `--rpc URL` it also asks that node
 * for the draw block's hash. Recomputes commitment, ticket-list hash and winning ticket
 * (docs/decisions/155-lottery-ticket-orders.md) and exits 1 on any mismatch.
 */
import { parseArgs } from "node:util";
import { concat, JsonRpcProvider, keccak256, toUtf8Bytes } from "ethers";

type Published = { status: string; commitment: string | null; revealedSecret: string; ticketListHash: string; drawBlockNumber: number; drawBlockHash: string; winningTicket: number; winner: string };

const { values, positionals } = parseArgs({ allowPositionals: true, options: { url: { type: "string" }, db: { type: "boolean", default: false }, rpc: { type: "string" } } });
const id = Number(positionals[0]);
if (!Number.isInteger(id) || id < 1) {
  console.error("Usage: npm run lottery:verify -- {lottery id} [--url https://site] [--db] [--rpc https://node]");
  process.exit(2);
}

async function fromSite(): Promise<{ published: Published; list: string; source: string }> {
  const base = (values.url ?? process.env.LOTTERY_SITE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, "");
  const answer = await fetch(`${base}/lottery/${id}/draw.json`);
  if (!answer.ok) throw new Error(`${base}/lottery/${id}/draw.json answered ${answer.status}`);
  const published = (await answer.json()) as Published;
  const list = await (await fetch(`${base}/lottery/${id}/tickets.txt`)).text();
  return { published, list, source: base };
}

async function fromDatabase(): Promise<{ published: Published; list: string; source: string }> {
  const { lotteryOutcome, publishedTicketList } = await import("~/models/lottery-results.server");
  const outcome = lotteryOutcome(id);
  if (!outcome) throw new Error(`There is no lottery ${id} in the database.`);
  return { published: outcome as Published, list: publishedTicketList(id), source: "the database" };
}

const { published, list, source } = values.db ? await fromDatabase() : await fromSite();
if (published.status !== "drawn") {
  console.log(`Lottery ${id} is ${published.status}: there is no draw to verify yet.`);
  process.exit(published.status === "cancelled" ? 0 : 3);
}

const lines = list === "" ? [] : list.replace(/\n$/, "").split("\n").map((line) => line.split(","));
let next = 1;
for (const [first, tickets] of lines) {
  if (Number(first) !== next) throw new Error(`The ticket list skips or repeats tickets at line "${first},${tickets}".`);
  next += Number(tickets);
}
const total = next - 1;
const listHash = keccak256(toUtf8Bytes(list));
const ticket = total > 0 ? Number(BigInt(keccak256(concat([published.revealedSecret, listHash, published.drawBlockHash]))) % BigInt(total)) + 1 : null;
const holder = lines.find(([first, tickets]) => ticket !== null && Number(first) <= ticket && ticket < Number(first) + Number(tickets));

const checks: [string, boolean][] = [
  [`commitment = keccak256(secret)      ${published.commitment}`, published.commitment !== null && keccak256(published.revealedSecret) === published.commitment.toLowerCase()],
  [`ticket-list hash = keccak256(list)  ${listHash} (${total} tickets, ${lines.length} orders)`, listHash === published.ticketListHash.toLowerCase()],
  [`winning ticket                      ${ticket} (order ${holder?.[2] ?? "none"})`, ticket === published.winningTicket],
];
if (values.rpc) {
  const block = await new JsonRpcProvider(values.rpc).getBlock(published.drawBlockNumber);
  checks.push([`block ${published.drawBlockNumber} hash on ${values.rpc}     ${block?.hash}`, block?.hash === published.drawBlockHash]);
}

console.log(`Lottery ${id}, read from ${source}: winner ${published.winner}, ticket ${published.winningTicket}.`);
for (const [label, ok] of checks) console.log(`${ok ? "ok      " : "MISMATCH"} ${label}`);
const ok = checks.every(([, passed]) => passed);
console.log(ok ? "The draw checks out." : "The draw does NOT match its published values.");
process.exit(ok ? 0 : 1);
