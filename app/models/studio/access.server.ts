import { json, redirect } from "@remix-run/node";
import { eq, sql } from "drizzle-orm";
import { currentUrl, getUserId, loginUrl } from "~/models/session.server";
import { db, prepared } from "~db/client.server";
import { productionHouses, users } from "~db/schema";

/**
 * Someone allowed into the studio console (docs/decisions/065-studio-roles.md): an admin runs
 * the whole site; a studio account runs the catalogue of its one production house.
 */
export type StudioActor = {
  id: number;
  name: string;
  email: string;
  role: "studio" | "admin";
  /** The house a studio account manages; null for an admin, who manages every house. */
  productionHouseId: number | null;
  productionHouseName: string | null;
};

const actorQuery = prepared(() =>
  db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      productionHouseId: users.productionHouseId,
      productionHouseName: productionHouses.name,
    })
    .from(users)
    .leftJoin(productionHouses, eq(productionHouses.id, users.productionHouseId))
    .where(eq(users.id, sql.placeholder("id")))
    .prepare(),
);

export const FORBIDDEN_MESSAGE = "The studio console is for studio and admin accounts. Ask an admin if you need access.";
export const ADMIN_ONLY_MESSAGE = "Only an admin can open this part of the studio console.";

function forbidden(message: string): never {
  throw json(message, { status: 403 });
}

/**
 * The guard of every /studio loader and action: a visitor is sent to log in and back here; a
 * signed-in account without a console role gets a 403 page. `admin` narrows it to admins.
 */
export async function requireStudio(request: Request, options: { admin?: boolean } = {}): Promise<StudioActor> {
  const userId = await getUserId(request);
  if (userId === null) throw redirect(loginUrl(currentUrl(request)));
  const row = actorQuery().get({ id: userId });
  if (!row) throw redirect(loginUrl(currentUrl(request)));
  if (row.role === "admin") return { ...row, role: "admin", productionHouseId: null, productionHouseName: null };
  if (row.role === "studio" && row.productionHouseId !== null && !options.admin) return { ...row, role: "studio" };
  forbidden(row.role === "studio" ? ADMIN_ONLY_MESSAGE : FORBIDDEN_MESSAGE);
}

/** Whether the actor may manage what belongs to this production house. */
export function managesHouse(actor: StudioActor, productionHouseId: number): boolean {
  return actor.role === "admin" || actor.productionHouseId === productionHouseId;
}

/** Refuses an item of another production house with a 403 page. */
export function requireHouse(actor: StudioActor, productionHouseId: number): void {
  if (!managesHouse(actor, productionHouseId)) forbidden("That item belongs to another production house.");
}
