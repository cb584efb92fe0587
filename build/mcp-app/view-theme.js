// @ts-check
// The host's context (MCP Apps `HostContext`): its theme switches the view's palette, its
// style variables (the standard `--color-*`, `--font-*`, `--border-radius-*` names) override
// the view's own defaults, and its locale spells dates. Without a theme the view follows
// prefers-color-scheme.

/** The standard variable names the view reads; any other key is ignored. */
const HOST_VARIABLE = /^--(color-(background|text|border|ring)-[a-z]+|font-(sans|mono)|border-radius-[a-z]+)$/;

/** @type {Fields} */
let hostContext = {};

/**
 * Merge a full or partial host context (`ui/notifications/host-context-changed` sends only
 * what changed) and apply it.
 * @param {unknown} update
 */
function applyHostContext(update) {
  if (!isRecord(update)) return;
  hostContext = { ...hostContext, ...update };
  const root = document.documentElement;
  const theme = hostContext.theme;
  if (theme === "light" || theme === "dark") root.setAttribute("data-theme", theme);
  const styles = hostContext.styles;
  const variables = isRecord(styles) && isRecord(styles.variables) ? styles.variables : {};
  for (const [name, value] of Object.entries(variables)) {
    // CSSOM, not markup: a value cannot add a rule, and the policy still bars remote URLs.
    if (HOST_VARIABLE.test(name) && typeof value === "string" && value.length <= 200) root.style.setProperty(name, value);
  }
}

/** The host's locale (BCP 47), for dates; undefined lets the browser choose. */
function hostLocale() {
  return textOf(hostContext.locale);
}
