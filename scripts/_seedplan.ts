import Database from "better-sqlite3";
import { openDatabase } from "../db/open";
import { seedDatabase } from "../db/seed";
const file = "/tmp/perf-20k/diginoor.sqlite";
if (process.argv[2] === "seed") { const d = openDatabase(file); seedDatabase(d, { scale: 20000 }); d.$client.close(); }
const db = new Database(file, { readonly: true });
const q = process.argv[3] ?? '"Rehearsal"';
let t = performance.now();
console.log(db.prepare("SELECT count(*) n FROM nft_title_search WHERE nft_title_search MATCH ?").get(q), (performance.now() - t).toFixed(1), "ms fts count");
const page = `SELECT l.id FROM listings l WHERE l.status='active' AND +l.nft_id IN (SELECT id FROM nfts WHERE id IN (SELECT rowid FROM nft_title_search WHERE nft_title_search MATCH ?)) ORDER BY l.created_at DESC, l.id DESC LIMIT 12`;
const count = `SELECT count(*) FROM listings l WHERE l.status='active' AND l.nft_id IN (SELECT id FROM nfts WHERE id IN (SELECT rowid FROM nft_title_search WHERE nft_title_search MATCH ?))`;
for (const s of [page, count]) {
  console.log(db.prepare("EXPLAIN QUERY PLAN " + s).all(q).map((r: any) => r.detail).join(" | "));
  t = performance.now(); db.prepare(s).all(q); console.log((performance.now() - t).toFixed(1), "ms");
}
