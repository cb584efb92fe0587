// The route table answers a path with the first route that fits it (functions/api/core/http/
// route-match.ts). Paths that are whole patterns are found in one lookup; these tables hold
// that shortcut to the first-fit rule, whatever order literal and parameter routes come in.
import { describe, expect, it } from "vitest";
import { matchRoute } from "../functions/api/core/http/route-match.ts";
import { json } from "../functions/api/core/http/reply.ts";
import type { Route } from "../functions/api/core/route.ts";

function route(pattern: string): Route {
  return { pattern, methods: ["GET"], query: [], cacheable: false, answer: () => json({ pattern }) };
}

describe("matchRoute", () => {
  it("finds a literal pattern, and a parameter route's values", () => {
    const routes = [route("/api/v1/profile"), route("/api/v1/projects/{slug}"), route("/api/mcp")];
    expect(matchRoute(routes, "/api/mcp")).toEqual({ route: routes[2], params: {} });
    expect(matchRoute(routes, "/api/v1/projects/a%20b")).toEqual({ route: routes[1], params: { slug: "a%20b" } });
    expect(matchRoute(routes, "/api/v1/projects/")).toBeUndefined();
    expect(matchRoute(routes, "/api/v1/nothing")).toBeUndefined();
  });

  it("lets a parameter route listed first win a path a later literal route also fits", () => {
    const routes = [route("/api/v1/projects/{slug}"), route("/api/v1/projects/featured")];
    expect(matchRoute(routes, "/api/v1/projects/featured")).toEqual({ route: routes[0], params: { slug: "featured" } });
  });

  it("lets a literal route listed first win over a later parameter route", () => {
    const routes = [route("/api/v1/projects/featured"), route("/api/v1/projects/{slug}")];
    expect(matchRoute(routes, "/api/v1/projects/featured")).toEqual({ route: routes[0], params: {} });
    expect(matchRoute(routes, "/api/v1/projects/other")).toEqual({ route: routes[1], params: { slug: "other" } });
  });

  it("gives the first of two equal literal patterns", () => {
    const routes = [route("/api/health"), route("/api/health")];
    expect(matchRoute(routes, "/api/health")?.route).toBe(routes[0]);
  });

  it("shares a literal route's match, which no caller can write into", () => {
    const routes = [route("/api/mcp")];
    const first = matchRoute(routes, "/api/mcp")!;
    expect(() => {
      first.params["x"] = "changed";
    }).toThrow(TypeError);
    expect(matchRoute(routes, "/api/mcp")!.params).toEqual({});
  });

  it("gives each call of a parameter route its own params object", () => {
    const routes = [route("/api/v1/projects/{slug}")];
    const first = matchRoute(routes, "/api/v1/projects/one")!;
    first.params["slug"] = "changed";
    expect(matchRoute(routes, "/api/v1/projects/one")!.params).toEqual({ slug: "one" });
  });
});
