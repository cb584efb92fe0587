// The portal's "Quick start": curl commands against this deployment, one per common task,
// and the command-line client when the content names one. Every value in a command is
// shell-quoted (issue 11.4): a copied line runs exactly the command it shows.
import type { PortfolioIndex } from "../../../functions/api/core/portfolio-index.ts";
import { escapeHtml } from "../html/html-text.ts";
import { listEndpoints, type ApiDocs } from "../../../functions/api/core/api-docs.ts";
import { resourceDocsOf } from "../../resource-docs-of.ts";
import { PROFILE_PATH } from "../../../functions/api/core/resources/profile.ts";
import { shellQuote, shellWords } from "../text/shell-quote.ts";

/** The section's HTML: a curl line for each endpoint that answers a task, then caching and the CLI. */
export function renderQuickStart(index: PortfolioIndex, docs: ApiDocs = resourceDocsOf()): string {
  const base = index.site.baseUrl;
  const curl = (...args: string[]) => ["curl", ...args.map(shellQuote)].join(" ");
  const commands: Array<[string, string]> = listEndpoints(index, docs)
    .filter((endpoint) => endpoint.task !== undefined && endpoint.rank !== "agents")
    .map((endpoint) => [endpoint.task ?? endpoint.name, curl(base + endpoint.path)]);
  commands.push(["Ask again only if it changed", curl("-i", "-H", 'If-None-Match: "<ETag from the last answer>"', base + PROFILE_PATH)]);
  const cli = index.profile.developerResources.cli;
  if (cli) commands.push(["From the command line", shellWords(cli)]);
  return `<section id="quick-start">
<h2>Quick start</h2>
<p>No key, no sign-up, any origin. Answers are JSON; errors are <code>application/problem+json</code> with a stable <code>code</code>.</p>
${commands.map(([what, command]) => `<h3>${escapeHtml(what)}</h3>\n<pre tabindex="0"><code>${escapeHtml(command)}</code></pre>`).join("\n")}
</section>`;
}
