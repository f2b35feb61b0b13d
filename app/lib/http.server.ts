import { json } from "@remix-run/node";

/** A friendly 404 for an unknown id: thrown from a loader, rendered by the error boundary. */
export function notFound(message: string): never {
  throw json(message, { status: 404 });
}

/** Route params that are ids: positive integers of sane size; anything else is a 404. */
export function idParam(raw: string | undefined, what: string): number {
  if (!raw || !/^\d{1,12}$/.test(raw)) notFound(`There is no ${what} with that id.`);
  const id = Number(raw);
  if (id < 1) notFound(`There is no ${what} with that id.`);
  return id;
}

/** A service the page depends on did not answer: a 503 the error boundary shows with this message. */
export function serviceUnavailable(message: string): never {
  throw json(message, { status: 503 });
}

/** The signed-in user may not do this (e.g. sell a token another wallet owns): a 403 the error boundary shows. */
export function forbidden(message: string): never {
  throw json(message, { status: 403 });
}
