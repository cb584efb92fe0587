// `npm start`: build the site for http://localhost:<PORT> and serve it like Netlify would.
import { buildSite, DEFAULT_INDEX_MODULE } from "./build-site.ts";
import { startPreview } from "./preview/start-preview.ts";

const port = Number(process.env["PORT"] ?? 8888);
const baseUrl = `http://localhost:${port}`;
const result = await buildSite({ contentDir: "content", outDir: "dist", indexModule: DEFAULT_INDEX_MODULE, baseUrl });
if (!result.ok) {
  console.error(`Build failed: ${result.problems.length} problem${result.problems.length === 1 ? "" : "s"} in content/`);
  for (const line of result.problems) console.error(`  ${line}`);
  process.exit(1);
}
// Imported only now, so the function reads the index this build just wrote.
const { default: api } = await import("../functions/api/api.ts");
const preview = await startPreview({ distDir: "dist", port, host: "localhost", handler: (request) => api(request) });
const slug = result.index.projects[0]?.slug ?? "<slug>";
console.log(`Built ${result.fileCount} files for ${result.index.projects.length} projects. Serving ${baseUrl}
  Portal       ${baseUrl}/
  Profile      ${baseUrl}/api/v1/profile
  Projects     ${baseUrl}/api/v1/projects  (?lane= &tier= &q=)
  Project      ${baseUrl}/api/v1/projects/${slug}
  Skills       ${baseUrl}/api/v1/skills
  Health       ${baseUrl}/api/v1/health
  MCP          ${baseUrl}/api/mcp  (POST JSON-RPC; GET for info)
Press Ctrl-C to stop.`);

const stop = async () => {
  await preview.close();
  process.exit(0);
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
