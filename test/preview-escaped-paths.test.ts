// A path spelled with an escaped unreserved character (`/index%2Ehtml`, `/api/v1/projects/%70…`)
// names the same file as its plain spelling (docs/api-decisions.md), so the preview answers it
// with the same header rules: the platform matches its rules against the decoded path (the
// redirects already were), and a file found by its decoded name must not lose its
// Content-Type, its CSP or a deprecation's headers to the escape.
import { describe, expect, it } from "vitest";
import { ROUTE_HEADER } from "../build/preview/start-preview.ts";
import { useSite } from "./support/preview-harness.ts";

const sample = useSite();

/** `target` with the first character of its last segment escaped (`/openapi.json` → `/%6Fpenapi.json`). */
function escapeFirst(target: string): string {
  const at = target.lastIndexOf("/") + 1;
  const code = target.charCodeAt(at).toString(16).toUpperCase();
  return `${target.slice(0, at)}%${code}${target.slice(at + 1)}`;
}

/** The headers a rule gives, by lower-case name, without the per-answer ones. */
async function ruled(target: string): Promise<{ status: number; route: string | null; headers: Record<string, string>; body: string }> {
  const response = await sample().fetch(target);
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) if (!["date", "connection", "keep-alive", "transfer-encoding"].includes(name)) headers[name] = value;
  return { status: response.status, route: response.headers.get(ROUTE_HEADER), headers, body: await response.text() };
}

describe("a static file asked for with an escaped character", () => {
  it("gets the headers and bytes of its plain spelling: the portal, OpenAPI, an asset, the profile and a project", async () => {
    const [project] = sample().index.projects;
    const targets = ["/index.html", "/openapi.json", "/llms.txt", "/api/v1/profile", `/api/v1/projects/${project!.slug}`];
    for (const target of targets) {
      const plain = await ruled(target);
      const escaped = await ruled(escapeFirst(target));
      expect(plain.status, target).toBe(200);
      expect(plain.route, target).toBe("static");
      expect(escaped, escapeFirst(target)).toEqual(plain);
    }
    // The portal's policy is one of the headers a rule gives; it must not be lost to an escape.
    expect((await ruled(escapeFirst("/index.html"))).headers["content-security-policy"]).toBeTruthy();
  });
});
