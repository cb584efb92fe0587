// Find the route for a path. Patterns are compiled once per table; a `{name}` segment takes
// one whole segment as received, so a percent-escape reaches the handler undecoded.
import type { Route } from "../route.ts";

/** The route a path belongs to, with its path parameters. */
export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

type Segment = { literal: string } | { param: string };

const compiled = new WeakMap<Route, Segment[]>();

function segmentsOf(route: Route): Segment[] {
  let segments = compiled.get(route);
  if (!segments) {
    segments = route.pattern.split("/").map((part) => {
      const param = /^\{(\w+)\}$/.exec(part)?.[1];
      return param ? { param } : { literal: part };
    });
    compiled.set(route, segments);
  }
  return segments;
}

/** The first route whose pattern the path fits, or undefined. */
export function matchRoute(routes: readonly Route[], path: string): RouteMatch | undefined {
  const parts = path.split("/");
  for (const route of routes) {
    const segments = segmentsOf(route);
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const fits = segments.every((segment, i) => {
      const part = parts[i]!;
      if ("literal" in segment) return segment.literal === part;
      params[segment.param] = part;
      return part !== "";
    });
    if (fits) return { route, params };
  }
  return undefined;
}
