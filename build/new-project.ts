// `npm run new-project <slug>`: write content/projects/<slug>.json, a valid project to edit,
// checked by the same schema the build uses; refuses a bad slug or an existing file.
import { writeFile } from "node:fs/promises";
import { renderNewProject } from "./content/new-project-file.ts";
import { reportProblems } from "./report-problems.ts";
import { terminalText } from "./terminal-text.ts";

const slug = process.argv[2] ?? "";
const made = await renderNewProject("content", slug);
if (!made.ok) {
  reportProblems("", made.problems);
  process.exit(1);
}
await writeFile(made.file, made.text, { flag: "wx" });
console.log(terminalText(`Wrote ${made.file}. Fill in title, lane, tier, summary and links, then run npm run check.`));
