// @ts-check
// MCP Apps (SEP-1865) from the view's side: JSON-RPC 2.0 over postMessage with the window
// that embeds it (the host, or the host's sandbox proxy, which relays). Hand-written rather
// than the ext-apps App class, which brings the MCP SDK and zod (over 500 KB) for the four
// messages used here.

/** The MCP Apps revision this view speaks. */
const APPS_PROTOCOL_VERSION = "2026-01-26";

let nextRequestId = 1;
/** @type {Map<number, { resolve: (result: unknown) => void, reject: (error: Error) => void }>} */
const pendingRequests = new Map();
/** @type {Map<string, (params: unknown) => void>} */
const notificationHandlers = new Map();

/**
 * Post one JSON-RPC message to the embedding window. Its origin is unknown to a sandboxed view
 * (the view's own origin is opaque), so the target is "*": nothing sent is secret.
 * @param {Fields} message
 */
function post(message) {
  window.parent.postMessage({ jsonrpc: "2.0", ...message }, "*");
}

/**
 * Send a request; the promise settles with the host's result or error.
 * @param {string} method
 * @param {Fields} params
 * @returns {Promise<unknown>}
 */
function request(method, params) {
  const id = nextRequestId++;
  return new Promise((resolve, reject) => {
    pendingRequests.set(id, { resolve, reject });
    post({ id, method, params });
  });
}

/**
 * @param {string} method
 * @param {Fields} params
 */
function notify(method, params) {
  post({ method, params });
}

/**
 * @param {string} method
 * @param {(params: unknown) => void} handler
 */
function onNotification(method, handler) {
  notificationHandlers.set(method, handler);
}

/**
 * Answer a request from the host: `ping` and `ui/resource-teardown` (the view keeps no state
 * to save) succeed; anything else is "Method not found".
 * @param {string | number} id
 * @param {string} method
 */
function answerHost(id, method) {
  if (method === "ping" || method === "ui/resource-teardown") post({ id, result: {} });
  else post({ id, error: { code: -32601, message: `Method not found: ${method.slice(0, 100)}` } });
}

window.addEventListener("message", (event) => {
  // Only the embedding window speaks to the view; anything else (another frame) is ignored.
  if (event.source !== window.parent) return;
  const message = event.data;
  if (!isRecord(message) || message.jsonrpc !== "2.0") return;
  const { id, method } = message;
  if (typeof method === "string") {
    if (typeof id === "string" || typeof id === "number") answerHost(id, method);
    else notificationHandlers.get(method)?.(message.params);
    return;
  }
  const pending = typeof id === "number" ? pendingRequests.get(id) : undefined;
  if (!pending || typeof id !== "number") return;
  pendingRequests.delete(id);
  if (isRecord(message.error)) pending.reject(new Error(textOf(message.error.message) ?? "The host refused the request."));
  else pending.resolve(message.result);
});
