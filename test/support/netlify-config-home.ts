// Vitest's global setup: the whole run keeps tools' per-user config in a temporary folder, not
// the user's own. @netlify/dev (the routing emulation some suites start) fixes its config folder
// once, when it is first loaded (env-paths: XDG_CONFIG_HOME, else ~/.config), and writes a config
// file there at every start; a read-only HOME failed those suites, and a writable one got a new
// file (a client id, telemetry on) from every run. Set here, before any worker starts, so every
// worker and every child a test spawns inherits it; removed when the run ends.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** Point XDG_CONFIG_HOME at a fresh temporary folder for the whole run; returns the teardown that removes it. */
export default function setup(): () => void {
  const folder = mkdtempSync(path.join(tmpdir(), "portfolio-api-test-config-"));
  process.env["XDG_CONFIG_HOME"] = folder;
  return () => rmSync(folder, { recursive: true, force: true });
}
