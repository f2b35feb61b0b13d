import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [{ title: "Status | Diginoor" }];

/**
 * A page with nothing but the shared layout: the container health check, and the
 * framework floor the benchmark compares every other page with.
 */
export default function Status() {
  return (
    <section className="page">
      <h1>Diginoor is up</h1>
      <p className="dim">All systems normal.</p>
    </section>
  );
}
