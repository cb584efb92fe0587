// @ts-check
// The view's life: the handshake, then a rendering of each tool result the host sends; links
// open through the host; the host learns the view's size whenever it changes.

const view = /** @type {HTMLElement} */ (document.getElementById("view"));

/** How many times the view was replaced: a late answer about a link belongs to the view it was clicked in. */
let shown = 0;

/**
 * Replace what the view shows. `aria-busy` stays on while the view waits for a result.
 * @param {readonly HTMLElement[]} nodes
 * @param {boolean} [waiting]
 */
function show(nodes, waiting = false) {
  shown += 1;
  view.replaceChildren(...nodes);
  // A note about a link belongs to the view it was clicked in.
  showStatus("");
  if (waiting) view.setAttribute("aria-busy", "true");
  else view.removeAttribute("aria-busy");
}

/**
 * A short message in place of a result: waiting, cancelled, an error, a result of no known shape.
 * @param {string} text
 * @param {string} [className]
 */
function message(text, className = "note") {
  const node = element("p", className, text);
  if (className === "error") node.setAttribute("role", "alert");
  return node;
}

/**
 * The result's text blocks, joined: what a host without UI support would show.
 * @param {Fields} result
 */
function resultText(result) {
  const blocks = Array.isArray(result.content) ? result.content : [];
  return blocks.map((block) => (isRecord(block) && block.type === "text" ? textOf(block.text) : undefined)).filter((text) => text !== undefined).join("\n\n");
}

/**
 * What to render: `structuredContent`, or the JSON of the first text block for a host that
 * passed the text alone (JSON.parse only reads data).
 * @param {Fields} result
 * @returns {unknown}
 */
function payloadOf(result) {
  if (isRecord(result.structuredContent)) return result.structuredContent;
  try {
    return JSON.parse(resultText(result));
  } catch {
    return undefined;
  }
}

/**
 * Render a tool result (a `CallToolResult`), chosen by the shape of its content.
 * @param {unknown} result
 */
function renderResult(result) {
  if (!isRecord(result)) return show([message("The tool sent no result.")]);
  if (result.isError === true) return show([message(resultText(result) || "The tool call failed.", "error")]);
  const payload = payloadOf(result);
  if (isProjectList(payload)) return show(renderProjectList(payload));
  if (isCaseStudy(payload)) return show(renderCaseStudy(payload, hostLocale()));
  const text = element("pre", "raw", resultText(result) || "The result has nothing to show.");
  show([text]);
}

/**
 * Open a link through the host (`ui/open-link`): a sandboxed view must not navigate itself,
 * and a link the host declines (an error, or a result marked `isError`: the person said no,
 * or the host opens none) stays closed. A note says so, since the click did nothing visible.
 * @param {string} url
 */
function openLink(url) {
  const clickedIn = shown;
  const declined = () => {
    if (shown === clickedIn) showStatus(`The host did not open ${url}`);
  };
  request("ui/open-link", { url }).then((result) => {
    if (isRecord(result) && result.isError === true) declined();
  }, declined);
}

/**
 * One line above the view for what happened outside it (a declined link); the next replaces it.
 * @param {string} text
 */
function showStatus(text) {
  // One live region, there from the start and above the view: screen readers announce a change
  // of its text, not a region inserted with its text, and a sighted reader sees it at the top,
  // not under a list the host has sized the frame to.
  const status = document.getElementById("status");
  if (status) status.textContent = text;
}

for (const type of /** @type {const} */ (["click", "auxclick"])) {
  document.addEventListener(type, (event) => {
    // A middle click opens a link too; the right button keeps its menu.
    if (type === "auxclick" && event.button !== 1) return;
    const target = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(target instanceof HTMLAnchorElement)) return;
    event.preventDefault();
    openLink(target.href);
  });
}

let reportedSize = "";
/** Tell the host the view's height (and width) when it changed, so it can size the frame. */
function reportSize() {
  const box = document.documentElement.getBoundingClientRect();
  const size = { width: Math.ceil(box.width), height: Math.ceil(box.height) };
  const key = `${size.width}x${size.height}`;
  if (key === reportedSize) return;
  reportedSize = key;
  notify("ui/notifications/size-changed", size);
}

if (window.parent === window) {
  show([message("This is an MCP App view: it shows a tool result inside an MCP host, such as a chat client.")]);
} else {
  onNotification("ui/notifications/tool-input-partial", () => show([message("Waiting for the tool…")], true));
  onNotification("ui/notifications/tool-result", renderResult);
  onNotification("ui/notifications/tool-cancelled", () => show([message("The tool call was cancelled.")]));
  onNotification("ui/notifications/host-context-changed", (update) => {
    applyHostContext(update);
    // Dates are spelled in the host's locale: a new one spells them again, in place, so the
    // rest of the view (a note, the focus) stays as it was.
    for (const time of view.querySelectorAll("time")) spellDate(time, hostLocale());
  });
  // Size reports start once the handshake is complete, as the extension's lifecycle orders.
  const startSizeReports = () => new ResizeObserver(reportSize).observe(document.documentElement);
  request("ui/initialize", {
    protocolVersion: APPS_PROTOCOL_VERSION,
    appInfo: { name: "portfolio-view", version: "1.0.0" },
    appCapabilities: { availableDisplayModes: ["inline"] },
  }).then(
    (result) => {
      if (isRecord(result)) applyHostContext(result.hostContext);
      notify("ui/notifications/initialized", {});
      startSizeReports();
    },
    (error) => {
      show([message(`The host refused to start the view: ${error instanceof Error ? error.message : String(error)}`, "error")]);
      startSizeReports();
    },
  );
}
