// The function routes of a site, read from each function's own `config` (its `path`,
// `excludedPath` and `method`) by Netlify's bundler, zip-it-and-ship-it, exactly as a deploy
// reads them: the preview keeps no second copy of a rule that functions/ already states.
import { listFunctions } from "@netlify/zip-it-and-ship-it";
import { FUNCTIONS_PREFIX } from "../../functions/api/core/site-paths.ts";

/** One function of the site: its name, its entry file, and the requests its config claims. */
export interface SiteFunction {
  name: string;
  mainFile: string;
}

/** The functions of a site and the matcher for their `config.path` routes. */
export interface FunctionRoutes {
  functions: readonly SiteFunction[];
  /**
   * The function whose config claims this method on this path, or null. A function with no
   * `config.path` answers at its own URL, `/.netlify/functions/<name>` and below, any method.
   */
  claim(pathname: string, method: string): SiteFunction | null;
}

interface CompiledRoute {
  owner: SiteFunction;
  test: (path: string) => boolean;
  methods: readonly string[];
  excluded: readonly ((path: string) => boolean)[];
}

/** List the functions in `functionsDir` and compile their routes. */
export async function loadFunctionRoutes(functionsDir: string): Promise<FunctionRoutes> {
  const listed = await listFunctions([functionsDir], { parseISC: true });
  const functions = listed.map((fn) => ({ name: fn.name, mainFile: fn.mainFile }));
  const routes: CompiledRoute[] = listed.flatMap((fn, i) =>
    (fn.routes ?? []).map((route) => ({
      owner: functions[i]!,
      test: matcherOf(route),
      methods: route.methods ?? [],
      excluded: (fn.excludedRoutes ?? []).map(matcherOf),
    })),
  );
  // Netlify runs a function that declares no path at its own URL (the target _redirects rewrite
  // to), whoever asks: `api` answers a direct GET /.netlify/functions/api with its 404 problem.
  // A function with a path is reachable only there (Netlify's emulation does not run it here).
  const unrouted = new Map(listed.flatMap((fn, i) => ((fn.routes ?? []).length === 0 ? [[fn.name.toLowerCase(), functions[i]!] as const] : [])));
  return {
    functions,
    claim(pathname, method) {
      const path = comparable(pathname);
      for (const route of routes) {
        if (route.methods.length > 0 && !route.methods.includes(method)) continue;
        if (!route.test(path)) continue;
        if (route.excluded.some((excluded) => excluded(path))) continue;
        return route.owner;
      }
      // `/.netlify/functions/<name>`, alone or with more path after it.
      return path.startsWith(FUNCTIONS_PREFIX) ? (unrouted.get(path.slice(FUNCTIONS_PREFIX.length).split("/")[0]!) ?? null) : null;
    },
  };
}

/** A route is a literal path or a regular expression over the path. */
function matcherOf(route: { literal: string } | { expression: string }): (path: string) => boolean {
  if ("literal" in route) return (path) => path === route.literal;
  const pattern = new RegExp(route.expression);
  return (path) => pattern.test(path);
}

/**
 * Netlify compares a function route with the path as requested, still encoded, without a
 * trailing slash and in lower case (so `/API/MCP` is excluded as `/api/mcp` is).
 */
function comparable(pathname: string): string {
  const trimmed = pathname !== "/" && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  return trimmed.toLowerCase();
}
