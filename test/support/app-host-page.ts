// The MCP App test host's page (bundled for the browser by app-host.ts): a web host as
// SEP-1865 describes one. It embeds a sandbox proxy from another origin, hands it the view's
// HTML when the proxy is ready, and speaks to the view through the ext-apps AppBridge: the
// handshake, the tool input and result, theme changes, links and sizes.
import { AppBridge, PostMessageTransport, type McpUiHostContext } from "@modelcontextprotocol/ext-apps/app-bridge";
import type { HostConfig, HostRecord, HostWindow } from "./app-host-types.ts";

const host = window as unknown as HostWindow;
/** The host's style variables, as the bridge types them (the test passes plain strings). */
type HostVariables = NonNullable<NonNullable<McpUiHostContext["styles"]>["variables"]>;
const record: HostRecord = { initialized: false, resultSent: false, openedLinks: [], sizes: [], earlySizes: 0, errors: [] };
host.hostRecord = record;
let bridge: AppBridge | undefined;
let hostContext: McpUiHostContext = {};

function noteError(error: unknown): void {
  record.errors.push(error instanceof Error ? error.message : String(error));
}

host.startHost = async (config: HostConfig) => {
  const frame = document.createElement("iframe");
  // The proxy needs its own origin to hold the policy (SEP-1865 "Sandbox proxy" 2); the view
  // inside it gets an opaque origin of its own.
  // A view allowed dialogs (the hostile run's watch) or popups (the declined-link run) needs
  // them allowed here too: flags only narrow.
  const passed = config.sandbox.split(/\s+/).filter((flag) => ["allow-modals", "allow-popups", "allow-popups-to-escape-sandbox"].includes(flag));
  frame.setAttribute("sandbox", ["allow-scripts", "allow-same-origin", ...passed].join(" "));
  frame.setAttribute("title", "Tool result");
  document.body.append(frame);
  const view = frame.contentWindow;
  if (!view) throw new Error("the sandbox frame has no window");

  // Without a theme, the view follows prefers-color-scheme.
  hostContext = {
    displayMode: "inline",
    availableDisplayModes: ["inline"],
    locale: "en-US",
    platform: "web",
    ...(config.theme ? { theme: config.theme } : {}),
    ...(config.variables ? { styles: { variables: config.variables as HostVariables } } : {}),
  };
  bridge = new AppBridge(null, { name: "portfolio-test-host", version: "1.0.0" }, { openLinks: {}, logging: {} }, { hostContext });
  const current = bridge;
  current.onerror = noteError;
  current.addEventListener("sandboxready", () => {
    current.sendSandboxResourceReady({ html: config.html, csp: config.csp, sandbox: config.sandbox }).catch(noteError);
  });
  current.addEventListener("initialized", () => {
    record.initialized = true;
    const info = current.getAppVersion();
    if (info) record.appInfo = { name: info.name, version: info.version };
    void (async () => {
      await current.sendToolInput({ arguments: config.arguments });
      await current.sendToolResult(config.result as Parameters<AppBridge["sendToolResult"]>[0]);
      record.resultSent = true;
    })().catch(noteError);
  });
  current.addEventListener("sizechange", ({ width, height }) => {
    record.sizes.push({ width, height });
    if (!record.initialized) record.earlySizes += 1;
    if (height !== undefined) frame.style.height = `${height}px`;
  });
  current.onopenlink = async ({ url }) => {
    // A real host would ask the user and open a tab; the test only needs to see the request.
    record.openedLinks.push(url);
    if (config.declineLinks === "error") throw new Error("Link opening denied by user");
    return config.declineLinks === "isError" ? { isError: true } : {};
  };
  await current.connect(new PostMessageTransport(view, view));
  frame.src = config.sandboxUrl;
};

host.setHostTheme = (theme) => {
  if (!bridge) throw new Error("the host has not started");
  // The bridge sends the view only what changed: `ui/notifications/host-context-changed` { theme }.
  hostContext = { ...hostContext, theme };
  bridge.setHostContext(hostContext);
};

host.updateHostContext = ({ locale, variables }) => {
  if (!bridge) throw new Error("the host has not started");
  hostContext = {
    ...hostContext,
    ...(locale ? { locale } : {}),
    ...(variables ? { styles: { variables: variables as HostVariables } } : {}),
  };
  bridge.setHostContext(hostContext);
};
