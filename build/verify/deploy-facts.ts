// The facts of the deployed build that the core needs to answer byte for byte as it does:
// its base URL and build time, read from the deployment's own health answer.
import type { Answer } from "./compare-answers.ts";

/** The deployment's base URL and build time, which the core needs to answer the same bytes. */
export interface DeployFacts {
  baseUrl: string;
  builtAt: string;
}

/**
 * From /api/v1/health: `timestamp` is the build time and `openapi` is `<baseUrl>/openapi.json`
 * (the URL the site was built for, which a deploy preview's address is not). Undefined when the
 * answer is not a health document; the caller then reports that row and compares the rest.
 */
export function readDeployFacts(health: Answer): DeployFacts | undefined {
  if (health.status !== 200) return undefined;
  try {
    const body: unknown = JSON.parse(health.body);
    if (typeof body !== "object" || body === null) return undefined;
    const { timestamp, openapi } = body as Record<string, unknown>;
    // The build writes toISOString(); Date.parse alone would also take "(anything) 2026" and
    // hand the deployment's words to the core as a build time.
    if (typeof timestamp !== "string" || !isIsoInstant(timestamp)) return undefined;
    if (typeof openapi !== "string" || !openapi.endsWith("/openapi.json")) return undefined;
    const baseUrl = openapi.slice(0, -"/openapi.json".length);
    return new URL(baseUrl).origin === baseUrl ? { baseUrl, builtAt: timestamp } : undefined;
  } catch {
    return undefined;
  }
}

const isIsoInstant = (text: string) => !Number.isNaN(Date.parse(text)) && new Date(text).toISOString() === text;
