// `npm run docs`: rewrite what docs/ derives from declarations — the content reference, the
// committed JSON Schemas the content files' `$schema` point at, and docs/mcp.md's generated lists.
import path from "node:path";
import { renderDocs } from "./repo-docs/render-docs.ts";
import { writeFileAtomic } from "./write-dist.ts";
import { refuseArguments } from "./refuse-arguments.ts";

refuseArguments("npm run docs", process.argv.slice(2), "it writes what docs/ derives from the declarations");

const files = await renderDocs();
for (const [file, text] of files) await writeFileAtomic(path.resolve(file), text);
console.log(`Wrote ${[...files.keys()].join(", ")}`);
