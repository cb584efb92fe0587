// Types for the untyped packages the preview uses: netlify-redirector and http-server.
declare module "netlify-redirector" {
  export interface RedirectMatch {
    from: string;
    to: string;
    status: number;
    force: boolean;
  }
  export interface RedirectMatcher {
    match(request: {
      scheme: string;
      host: string;
      path: string;
      query: string;
      getHeader(name: string): string;
      getCookie(name: string): string;
    }): RedirectMatch | null;
  }
  const redirector: {
    parseJSON(rules: string, options: { jwtSecret: string; jwtRoleClaim: string }): Promise<RedirectMatcher>;
  };
  export default redirector;
}

// http-server ships no types: the preview only creates a server and borrows its handler.
declare module "http-server" {
  import type { Server } from "node:http";
  export function createServer(options: Record<string, unknown>): { server: Server };
}
