// @ts-check
// Safe DOM for the view: every content string becomes a text node or an attribute value, and a
// link's href is an http(s) URL checked here. Nothing is ever parsed as markup, so content
// cannot add an element, a handler or a script, whatever it holds. Every text gets its own
// direction (`dir="auto"`): a right-to-left title reads right to left, and a field never
// reorders the one beside it (an element with `dir` is isolated).

/** A value from a tool result, not yet checked. @typedef {Record<string, unknown>} Fields */

/**
 * Whether `value` is a plain JSON object.
 * @param {unknown} value
 * @returns {value is Fields}
 */
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The value when it is a string with something in it, else undefined.
 * @param {unknown} value
 * @returns {string | undefined}
 */
function textOf(value) {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/**
 * A new element with a class and, when given, its text (as a text node: `textContent`).
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {string} [className]
 * @param {string} [text]
 * @returns {HTMLElementTagNameMap[K]}
 */
function element(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) {
    node.textContent = text;
    node.dir = "auto";
  }
  return node;
}

/**
 * An http(s) URL as the browser normalizes it, or undefined: a `javascript:`, `data:` or
 * relative URL is never made a link.
 * @param {unknown} value
 * @returns {string | undefined}
 */
function safeHref(value) {
  if (typeof value !== "string") return undefined;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A link the host opens (see openLink), or undefined when the URL is not http(s).
 * @param {unknown} url
 * @param {string} label the visible text
 * @param {string} [context] appended to the accessible name, so "GitHub" says whose
 * @returns {HTMLAnchorElement | undefined}
 */
function link(url, label, context) {
  const href = safeHref(url);
  if (href === undefined) return undefined;
  const anchor = element("a", "", label);
  anchor.setAttribute("href", href);
  // Every activation is sent to the host as ui/open-link (openLink); these two only matter if
  // that handler never runs, and then a click opens a new window rather than navigating the
  // view's own frame away from the conversation.
  anchor.setAttribute("rel", "noopener noreferrer");
  anchor.setAttribute("target", "_blank");
  if (context) anchor.setAttribute("aria-label", `${label}: ${context}`);
  return anchor;
}

/** Visible words for the link kinds of the response schema; any other key is spelled out. */
const LINK_LABELS = /** @type {Record<string, string>} */ ({ live: "Live", github: "GitHub", caseStudy: "Case study", appStore: "App Store", playStore: "Google Play" });

/**
 * `someKey` → `Some key`.
 * @param {string} key
 */
function linkLabel(key) {
  const known = Object.hasOwn(LINK_LABELS, key) ? LINK_LABELS[key] : undefined;
  if (known) return known;
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A list of a project's links (the http(s) ones), or undefined when it has none.
 * @param {unknown} links
 * @param {string} owner the project's title, for each link's accessible name
 * @param {string} [shown] a URL the view already links to, left out
 * @returns {HTMLUListElement | undefined}
 */
function linkList(links, owner, shown) {
  if (!isRecord(links)) return undefined;
  const list = element("ul", "links");
  for (const [key, url] of Object.entries(links)) {
    const anchor = link(url, linkLabel(key), owner);
    if (!anchor || anchor.href === shown) continue;
    const item = element("li");
    item.append(anchor);
    list.append(item);
  }
  return list.childElementCount > 0 ? list : undefined;
}

/**
 * Set `lang` when the value is a language tag: a translated field is marked so screen
 * readers pronounce it right.
 * @param {HTMLElement} node
 * @param {unknown} lang
 */
function markLanguage(node, lang) {
  if (typeof lang === "string" && /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(lang)) node.setAttribute("lang", lang);
}
