// The MCP App test host's sandbox proxy (bundled for the browser by app-host.ts), served from
// its own origin as SEP-1865 "Sandbox proxy" requires. It tells the host it is ready, loads
// the view's HTML into an inner iframe (sandboxed, srcdoc: an opaque origin, under this page's
// Content-Security-Policy, which the server built from the resource's declared domains), and
// relays every other message both ways.

export {};

const PROXY_READY = "ui/notifications/sandbox-proxy-ready";
const RESOURCE_READY = "ui/notifications/sandbox-resource-ready";

/** The host's origin, given in the page's query: nothing else may drive the proxy. */
const hostOrigin = new URL(location.href).searchParams.get("host") ?? "";
let inner: HTMLIFrameElement | undefined;

function isMessage(value: unknown): value is { method?: unknown; params?: unknown } {
  return typeof value === "object" && value !== null;
}

function loadView(params: unknown): void {
  if (!isMessage(params)) return;
  const { html, sandbox } = params as { html?: unknown; sandbox?: unknown };
  if (typeof html !== "string" || inner) return;
  inner = document.createElement("iframe");
  // Set before the document loads: the flags apply when the frame navigates.
  inner.setAttribute("sandbox", typeof sandbox === "string" ? sandbox : "allow-scripts");
  inner.setAttribute("title", "MCP App view");
  inner.srcdoc = html;
  document.body.append(inner);
}

window.addEventListener("message", (event) => {
  const data: unknown = event.data;
  if (event.source === window.parent) {
    if (event.origin !== hostOrigin || !isMessage(data)) return;
    if (data.method === RESOURCE_READY) return loadView(data.params);
    // SEP-1865: messages named ui/notifications/sandbox-* are the proxy's, never relayed.
    if (typeof data.method === "string" && data.method.startsWith("ui/notifications/sandbox-")) return;
    inner?.contentWindow?.postMessage(data, "*");
  } else if (inner && event.source === inner.contentWindow) {
    window.parent.postMessage(data, hostOrigin);
  }
});

window.parent.postMessage({ jsonrpc: "2.0", method: PROXY_READY, params: {} }, hostOrigin);
