// @ts-check
// The host's context (MCP Apps `HostContext`): its theme switches the view's palette, its
// style variables (the standard `--color-*`, `--font-*`, `--border-radius-*` names) override
// the view's own defaults, and its locale spells dates. Without a theme the view takes the
// theme of the host's background when the host paints one, else prefers-color-scheme: the
// view's own tag, badge and link colors must match the background they sit on.

/** The standard variable names the view reads; any other key is ignored. */
const HOST_VARIABLE = /^--(color-(background|text|border|ring)-[a-z]+|font-(sans|mono)|border-radius-[a-z]+)$/;

/** @type {Fields} */
let hostContext = {};

/** The host variables set on the root, removed when a later context no longer has them. */
const appliedVariables = new Set();

/**
 * Merge a full or partial host context (`ui/notifications/host-context-changed` sends only
 * what changed) and apply it.
 * @param {unknown} update
 */
function applyHostContext(update) {
  if (!isRecord(update)) return;
  hostContext = { ...hostContext, ...update };
  const root = document.documentElement;
  const styles = hostContext.styles;
  const variables = isRecord(styles) && isRecord(styles.variables) ? styles.variables : {};
  for (const name of appliedVariables) root.style.removeProperty(name);
  appliedVariables.clear();
  for (const [name, value] of Object.entries(variables)) {
    // CSSOM, not markup: a value cannot add a rule, and the policy still bars remote URLs.
    if (HOST_VARIABLE.test(name) && typeof value === "string" && value.length <= 200) {
      root.style.setProperty(name, value);
      appliedVariables.add(name);
    }
  }
  const theme = hostContext.theme;
  root.removeAttribute("data-theme");
  const chosen = theme === "light" || theme === "dark" ? theme : (backgroundTheme() ?? textTheme());
  if (chosen) root.setAttribute("data-theme", chosen);
}

/**
 * "light" or "dark" after the background the page shows with the host's variables, or
 * undefined when the host paints none or a see-through one. The color is painted on a pixel
 * and read back, so every notation a browser knows (oklch(), lab(), color(), color-mix())
 * counts, not only rgb().
 * @returns {"light" | "dark" | undefined}
 */
function backgroundTheme() {
  if (!appliedVariables.has("--color-background-primary")) return undefined;
  // A see-through background shows what is behind the frame, which the view cannot read.
  const luma = paintedLuma(getComputedStyle(document.body).backgroundColor);
  // Luma is enough to tell a light background from a dark one.
  return luma === undefined ? undefined : luma >= 128 ? "light" : "dark";
}

/**
 * With no theme and no background to read (a see-through one), the theme that suits the host's
 * text color, when it sets one: light text is meant for a dark page. Without this, the view's
 * light surfaces kept the host's light text (1.07:1).
 * @returns {"light" | "dark" | undefined}
 */
function textTheme() {
  if (!appliedVariables.has("--color-text-primary")) return undefined;
  const luma = paintedLuma(getComputedStyle(document.body).color);
  return luma === undefined ? undefined : luma >= 128 ? "dark" : "light";
}

/**
 * The Rec. 601 luma (0–255) of a CSS color as painted on a pixel and read back, or undefined
 * when it is mostly see-through; any notation a browser knows counts.
 * @param {string} color
 * @returns {number | undefined}
 */
function paintedLuma(color) {
  const canvas = document.createElement("canvas");
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) return undefined;
  context.fillStyle = color;
  context.fillRect(0, 0, 1, 1);
  const [red = 0, green = 0, blue = 0, alpha = 0] = context.getImageData(0, 0, 1, 1).data;
  return alpha < 128 ? undefined : 0.299 * red + 0.587 * green + 0.114 * blue;
}

/** The host's locale (BCP 47), for dates; undefined lets the browser choose. */
function hostLocale() {
  return textOf(hostContext.locale);
}
