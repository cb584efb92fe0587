// The defaults every read-only REST route shares, so a resource module declares only what is
// its own.
import type { Method, Route } from "./route.ts";

/** Methods of the read-only REST routes; HEAD is answered wherever GET is. */
export const REST_METHODS = ["GET", "HEAD", "OPTIONS"] as const satisfies readonly Method[];

/** A cacheable GET route: the build writes a file for each of its static requests. */
export function restRoute(route: Omit<Route, "methods" | "query" | "cacheable"> & Partial<Pick<Route, "query">>): Route {
  return { methods: REST_METHODS, query: [], cacheable: true, ...route };
}
