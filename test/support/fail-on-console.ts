// A test fails if anything writes to the console: output nobody asserted on is a bug or noise.
import { afterEach, vi } from "vitest";

const methods = ["log", "info", "warn", "error", "debug"] as const;
let written: string[] = [];

for (const method of methods) {
  vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
    written.push(`console.${method}: ${args.map(String).join(" ")}`);
  });
}

afterEach(() => {
  const lines = written;
  written = [];
  if (lines.length > 0) throw new Error(`Unexpected console output:\n${lines.join("\n")}`);
});
