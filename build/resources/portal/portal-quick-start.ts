// The portal's "Quick start": curl commands against this deployment, one per common task,
// and the command-line client when the content names one. Every value in a command is
// shell-quoted (issue 11.4): a copied line runs exactly the command it shows.
import type { PortfolioIndex } from "../../../functions/api/core/portfolio-index.ts";
import { escapeHtml } from "../html/html-text.ts";
import { RESUME_PATH } from "../../../functions/api/core/resources/resume.ts";
import { shellQuote, shellWords } from "../text/shell-quote.ts";

/** The section's HTML. */
export function renderQuickStart(index: PortfolioIndex): string {
  const base = index.site.baseUrl;
  const project = index.projects[0];
  const lane = project?.lane ?? "builder";
  const curl = (...args: string[]) => ["curl", ...args.map(shellQuote)].join(" ");
  // A word of one of the owner's titles, chosen so the search always answers 200.
  const word = index.searchExample;
  const [translation] = index.site.translations;
  const commands: Array<[string, string]> = [
    ["Is it up?", curl(`${base}/api/v1/health`)],
    ["Who is this?", curl(`${base}/api/v1/profile`)],
    ["Featured work", curl(`${base}/api/v1/projects?tier=featured`)],
    ...(word === undefined ? [] : [[`Search within a lane (diacritics optional)`, curl(`${base}/api/v1/projects?lane=${lane}&q=${encodeURIComponent(word)}`)] as [string, string]]),
    ...(translation === undefined ? [] : [[`Titles and summaries in '${translation}'`, curl(`${base}/api/v1/projects?lang=${translation}`)] as [string, string]]),
    ["One project", curl(`${base}/api/v1/projects/${project?.slug ?? "my-project"}`)],
    ["Skills", curl(`${base}/api/v1/skills`)],
    ["The résumé, as JSON Resume", curl(`${base}${RESUME_PATH}`)],
    ["Ask again only if it changed", curl("-i", "-H", 'If-None-Match: "<ETag from the last answer>"', `${base}/api/v1/profile`)],
  ];
  const cli = index.profile.developerResources.cli;
  if (cli) commands.push(["From the command line", shellWords(cli)]);
  return `<section id="quick-start">
<h2>Quick start</h2>
<p>No key, no sign-up, any origin. Answers are JSON; errors are <code>application/problem+json</code> with a stable <code>code</code>.</p>
${commands.map(([what, command]) => `<h3>${escapeHtml(what)}</h3>\n<pre><code>${escapeHtml(command)}</code></pre>`).join("\n")}
</section>`;
}
