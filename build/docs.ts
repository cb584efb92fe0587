// `npm run docs`: rewrite what docs/ derives from the content schemas — the content reference
// and the committed JSON Schemas the content files' `$schema` point at.
import path from "node:path";
import { renderDocs } from "./content/render-docs.ts";
import { writeFileAtomic } from "./write-dist.ts";

const files = renderDocs();
for (const [file, text] of files) await writeFileAtomic(path.resolve(file), text);
console.log(`Wrote ${[...files.keys()].join(", ")}`);
