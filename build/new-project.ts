// `npm run new-project <slug or name>`: write content/projects/<slug>.json, a project to edit,
// checked by the same schema the build uses; refuses a bad slug or an existing file. Words
// (`npm run new-project My App`) are the title, and their slug is printed.
import { writeFile } from "node:fs/promises";
import { renderNewProject } from "./content/new-project-file.ts";
import { reportProblems } from "./report-problems.ts";
import { terminalText } from "./terminal-text.ts";

// npm passes `My App` unquoted as two arguments: every one is part of the name.
const name = process.argv.slice(2).join(" ");
const made = await renderNewProject("content", name);
if (!made.ok) {
  reportProblems("", made.problems);
  process.exit(1);
}
await writeFile(made.file, made.text, { flag: "wx" });
const from = made.slug === name.trim() ? "" : ` (slug '${made.slug}', from "${name.trim()}")`;
const translations = made.translated.length > 0 ? `, and ${made.translated.join(", ")} are translated or removed` : "";
console.log(terminalText(`Wrote ${made.file}${from}. Fill in title, lane, tier, summary and links, then run npm run check: it fails until the summary is your own${translations}.`));
