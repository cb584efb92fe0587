// The stylesheet of the generated pages, inlined so a page needs no other request. System
// fonts only: nothing is loaded from another host. Any text may break anywhere it must
// (`overflow-wrap: anywhere`): a path in a table cell or an owner's long word would otherwise
// make a 320 px screen scroll sideways (WCAG 1.4.10), since min-content counts it whole.

/** CSS shared by the portal and the problem pages. */
export const PAGE_STYLE = `
:root { color-scheme: light; --ink: #1d2430; --muted: #5a6474; --line: #d9dee7; --accent: #0b5cad; --code-bg: #f4f6f9; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.6 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; color: var(--ink); background: #fff; overflow-wrap: anywhere; }
a { color: var(--accent); }
main, .page-header > div { max-width: 60rem; margin: 0 auto; padding: 0 1.25rem; }
.page-header { border-bottom: 1px solid var(--line); background: #f8fafc; padding: 2rem 0 1.5rem; }
.page-header h1 { margin: 0 0 .25rem; font-size: 2rem; line-height: 1.2; }
.page-header .lead { margin: 0; color: var(--muted); font-size: 1.1rem; }
nav.resources { display: flex; flex-wrap: wrap; gap: .5rem 1.25rem; margin-top: 1rem; }
section { margin: 2rem 0; }
h2 { font-size: 1.4rem; margin: 0 0 .75rem; border-bottom: 1px solid var(--line); padding-bottom: .25rem; }
h3 { font-size: 1.1rem; margin: 1.25rem 0 .5rem; }
pre { background: var(--code-bg); border: 1px solid var(--line); border-radius: 6px; padding: .75rem 1rem; overflow-x: auto; font-size: .875rem; line-height: 1.5; }
code { font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace; font-size: .9em; }
table { border-collapse: collapse; width: 100%; font-size: .95rem; }
th, td { text-align: left; border-bottom: 1px solid var(--line); padding: .4rem .5rem; vertical-align: top; }
.muted { color: var(--muted); }
#reference { border-top: 1px solid var(--line); }
footer { max-width: 60rem; margin: 2rem auto; padding: 0 1.25rem; color: var(--muted); font-size: .9rem; }
`;

/**
 * Redoc pins its sidebar footer with position: fixed, which only suits a page that is all
 * reference; below an introduction it would float over the text, so it joins the menu's flow.
 * Redoc also removes the focus outline of its search box, links and buttons, and draws its
 * expand buttons 15 px square: a keyboard user could not see where focus is (WCAG 2.4.7), and
 * the buttons are below the 24 px target size (2.5.8).
 */
export const REDOC_STYLE =
  `#reference .menu-content div:has(> a[href^="https://redocly.com/redoc"]) { position: static; }` +
  ` #reference :focus-visible { outline: 2px solid #0b5cad; outline-offset: 2px; }` +
  ` #reference button.collapser { min-width: 24px; min-height: 24px; }`;
