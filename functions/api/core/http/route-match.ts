// Find the route for a path. Patterns are compiled once per table; a `{name}` segment takes
// one whole segment as received, so a percent-escape reaches the handler undecoded.
import type { Route } from "../route.ts";

/** The route a path belongs to, with its path parameters. */
export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

type Segment = { literal: string } | { param: string };

/** Each table's patterns, compiled once: one lookup per request, not one per route. */
const compiled = new WeakMap<readonly Route[], Segment[][]>();

function compile(route: Route): Segment[] {
  return route.pattern.split("/").map((part) => {
    const param = /^\{(\w+)\}$/.exec(part)?.[1];
    return param ? { param } : { literal: part };
  });
}

/** The first route whose pattern the path fits, or undefined. */
export function matchRoute(routes: readonly Route[], path: string): RouteMatch | undefined {
  let table = compiled.get(routes);
  if (!table) compiled.set(routes, (table = routes.map(compile)));
  const parts = path.split("/");
  for (let r = 0; r < table.length; r++) {
    const segments = table[r]!;
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let fits = true;
    for (let i = 0; fits && i < segments.length; i++) {
      const segment = segments[i]!;
      const part = parts[i]!;
      if ("literal" in segment) fits = segment.literal === part;
      else {
        params[segment.param] = part;
        fits = part !== "";
      }
    }
    if (fits) return { route: routes[r]!, params };
  }
  return undefined;
}
