// What `npm run verify` takes from the deployment's health answer to build the core as it was
// deployed: only a build time the build could have written and a base URL that is an origin.
import { describe, expect, it } from "vitest";
import { readDeployFacts } from "../build/verify/deploy-facts.ts";

const health = (body: unknown, status = 200) => ({ status, headers: new Headers(), body: typeof body === "string" ? body : JSON.stringify(body) });
const OPENAPI = "https://owner.example/openapi.json";

describe("readDeployFacts", () => {
  it("reads the build time and the base URL from a health answer", () => {
    expect(readDeployFacts(health({ timestamp: "2026-01-02T03:04:05.000Z", openapi: OPENAPI }))).toEqual({ baseUrl: "https://owner.example", builtAt: "2026-01-02T03:04:05.000Z" });
  });

  it.each([
    ["another status", health({ timestamp: "2026-01-02T03:04:05.000Z", openapi: OPENAPI }, 404)],
    ["no JSON", health("<h1>hi</h1>")],
    ["a date Date.parse takes, with the deployment's words in a comment", health({ timestamp: "(\u001b[2J owned) 2026-01-02", openapi: OPENAPI })],
    ["a date without time", health({ timestamp: "2026-01-02", openapi: OPENAPI })],
    ["an OpenAPI URL with a path before /openapi.json", health({ timestamp: "2026-01-02T03:04:05.000Z", openapi: "https://owner.example/x/openapi.json" })],
    ["an OpenAPI URL whose host is not as the origin spells it", health({ timestamp: "2026-01-02T03:04:05.000Z", openapi: "https://Owner.Example/openapi.json" })],
  ])("reads nothing from %s", (_name, answer) => {
    expect(readDeployFacts(answer)).toBeUndefined();
  });
});
