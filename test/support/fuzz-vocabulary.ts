// The words the fuzzers mix into requests and JSON-RPC messages, read from the content the fuzz
// tests load (the engine's fixture, SAMPLE_CONTENT), not written out: its lanes and tiers
// (site.json's, or the spec's when it declares none), some of its slugs, and words of its
// titles, one with letters beyond ASCII when a title has one (what search folds). Read at
// module load, as fast-check's arbitraries are built then.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { SPEC_LANES, SPEC_TIERS } from "../../functions/api/core/vocabulary.ts";
import { SAMPLE_CONTENT } from "./sample.ts";

const site = JSON.parse(readFileSync(path.join(SAMPLE_CONTENT, "site.json"), "utf8")) as { lanes?: string[]; tiers?: string[] };
const projectFiles = readdirSync(path.join(SAMPLE_CONTENT, "projects")).filter((name) => name.endsWith(".json")).sort();
const titles = projectFiles.map((name) => (JSON.parse(readFileSync(path.join(SAMPLE_CONTENT, "projects", name), "utf8")) as { title: string }).title);

/** The fuzzed content's lanes: site.json's, or the spec's when it declares none. */
export const FUZZ_LANES: readonly string[] = site.lanes ?? SPEC_LANES;
/** The fuzzed content's tiers, likewise. */
export const FUZZ_TIERS: readonly string[] = site.tiers ?? SPEC_TIERS;

/** Three slugs of the content (the file names), and one no project has. */
export const FUZZ_SLUGS: readonly string[] = [...projectFiles.slice(0, 3).map((name) => name.slice(0, -".json".length)), "no-such-project"];

const words = titles.flatMap((title) => title.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((word) => word.length >= 3);
const plain = words.find((word) => /^[a-z]+$/.test(word)) ?? "portfolio";
const accented = words.find((word) => /[^\0-\x7f]/.test(word)) ?? "café";

/** Search words: a plain one, the same in capitals, one beyond ASCII, and two titles' words together. */
export const FUZZ_WORDS: readonly string[] = [plain, plain.toUpperCase(), accented, words.slice(0, 2).join(" ")];
