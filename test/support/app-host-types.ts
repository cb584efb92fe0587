// What the MCP App test host is given and what it records: shared by the Node side
// (app-host.ts) and the pages it bundles for the browser (app-host-page.ts).

/** An MCP App resource as a host reads it: the HTML and its `_meta.ui.csp` (SEP-1865). */
export interface AppResource {
  html: string;
  csp: AppCsp;
}

/** `McpUiResourceCsp`: the origins a resource declares it needs; ours declares none. */
export interface AppCsp {
  connectDomains?: string[];
  resourceDomains?: string[];
  frameDomains?: string[];
  baseUriDomains?: string[];
}

/** Everything the host page needs to show one tool result. */
export interface HostConfig {
  /** The sandbox proxy's page, on another origin than the host's. */
  sandboxUrl: string;
  html: string;
  csp: AppCsp;
  /** The inner iframe's sandbox attribute. */
  sandbox: string;
  toolName: string;
  arguments: Record<string, unknown>;
  /** The `tools/call` result, as the server sent it. */
  result: Record<string, unknown>;
  theme?: "light" | "dark";
  /** The host's standard style variables (`hostContext.styles.variables`). */
  variables?: Record<string, string>;
  /** Decline every `ui/open-link`: with a JSON-RPC error, or with a result marked `isError`. */
  declineLinks?: "error" | "isError";
}

/** What the host saw, read by the test. */
export interface HostRecord {
  /** The view completed `ui/initialize` and sent `ui/notifications/initialized`. */
  initialized: boolean;
  /** The view's name and version from `ui/initialize`. */
  appInfo?: { name: string; version: string };
  /** The tool result was delivered. */
  resultSent: boolean;
  /** Every `ui/open-link` URL, in order. */
  openedLinks: string[];
  /** Every `ui/notifications/size-changed`. */
  sizes: { width?: number | undefined; height?: number | undefined }[];
  /** Size reports that came before `ui/notifications/initialized`. */
  earlySizes: number;
  /** Anything the bridge reported as an error. */
  errors: string[];
}

/** The host page's entry points, on its window. */
export interface HostWindow {
  startHost(config: HostConfig): Promise<void>;
  setHostTheme(theme: "light" | "dark"): void;
  /** Change part of the host context (the bridge sends the view what changed). */
  updateHostContext(part: { locale?: string; variables?: Record<string, string> }): void;
  hostRecord: HostRecord;
}
