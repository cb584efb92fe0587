// Run as its own process (`node --import tsx test/support/content-lines.ts <content folder>`):
// prints, one per line, the problems `npm run check` would print for that folder. A test runs
// it as another user when it must see what an owner's permissions do, which root would ignore.
import { loadContent } from "../../build/content/load-content.ts";
import { formatProblem } from "../../build/report-problems.ts";

const [folder] = process.argv.slice(2);
if (!folder) throw new Error("usage: content-lines.ts <content folder>");
const result = await loadContent(folder, { label: "content" });
process.stdout.write((result.ok ? [] : result.problems.map(formatProblem)).join("\n"));
