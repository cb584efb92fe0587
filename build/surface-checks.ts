// The MCP surface a resource declares, checked against what it serves before anything is
// written: a prompt that embeds a path the API refuses, a template whose variables completion
// cannot serve, words for a prompt no resource declares, a placeholder its values never fill.
// Each would build and ship a prompt or template that fails when a host uses it, so each is a
// problem naming the file to change (docs/adding-a-resource.md, docs/mcp.md).
import type { App } from "../functions/api/core/app.ts";
import type { ApiDocs } from "../functions/api/core/api-docs.ts";
import type { PortfolioIndex } from "../functions/api/core/portfolio-index.ts";
import type { PromptDeclaration } from "../functions/api/core/agent-surface.ts";
import { contentProblem, type ContentProblem } from "./content/content-problem.ts";
import { declaredIn, kindFile, RESOURCE_DOCS_FILE } from "./section-sources.ts";

/** The closed values tried for each argument: enough to reach each path shape, not every value. */
const TRIED_VALUES = 3;
/** What a free-text argument is given: the paths a prompt embeds must not be built from it. */
const FREE_TEXT = "free text";

/**
 * Problems with the MCP templates and prompts the resources declare, found by asking the core for what
 * they embed: each names the file to change.
 */
export async function checkSurfaceDeclarations(docs: ApiDocs, index: PortfolioIndex, app: App): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  const refused = new Set<string>();
  for (const { resource, docs: words } of docs) {
    const code = declaredIn(resource);
    const wordsFile = resource.section !== undefined ? kindFile(resource.name) : RESOURCE_DOCS_FILE;
    for (const template of resource.mcpTemplates ?? []) {
      const variables = [...template.pattern.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!).sort();
      const served = Object.keys(template.values(index)).sort();
      if (variables.join(",") !== served.join(","))
        problems.push(contentProblem(code, `mcpTemplates.${template.name}`, `the template's variables are ${list(variables)}, but its values() serves ${list(served)}`, "return the values of each {variable} of its pattern, by that name, for completion/complete"));
    }
    for (const prompt of resource.prompts ?? []) {
      const text = words.prompts?.[prompt.name]?.text ?? "";
      // A placeholder an optional argument fills is absent from some calls; one no call fills is a slip.
      const filled = new Set<string>();
      const sets = argumentSets(prompt, index);
      for (const args of sets) {
        for (const [name, value] of Object.entries(prompt.values(index, args))) if (value !== undefined) filled.add(name);
        for (const path of prompt.embeds(index, args)) {
          const status = (await app.handle(new Request(`${index.site.baseUrl}${path}`))).status;
          // 422: a list too large to embed, which the prompt names in words instead; anything else
          // is a path the API refuses, said once for the prompt (the first call that shows it).
          if (status < 400 || status === 422 || refused.has(prompt.name)) continue;
          refused.add(prompt.name);
          problems.push(contentProblem(code, `prompts.${prompt.name}`, `it embeds ${path} (called with ${describeArgs(args)}), which the API answers ${status}`, "embed a path the API serves; an argument a path's filter reads needs values() (its closed set)"));
        }
      }
      // Only a placeholder outside `[…]` must be filled: an optional part is said without its
      // value (fill-text.ts), and which items lack it depends on the content.
      const bare = text.replace(/\[[^\]]*\]/g, "");
      const unfilled = [...new Set([...bare.matchAll(/\{(\w+)\}/g)].map(([, name]) => name!))].filter((name) => !filled.has(name));
      if (sets.length > 0 && unfilled.length > 0)
        problems.push(contentProblem(wordsFile, `prompts.${prompt.name}.text`, `the wording names ${list(unfilled.map((name) => `{${name}}`))}, which the prompt's values() never gives`, "give each placeholder a value in values(), or take it out of the wording"));
    }
    const declared = new Set((resource.prompts ?? []).map((prompt) => prompt.name));
    for (const name of Object.keys(words.prompts ?? {}).filter((name) => !declared.has(name)))
      problems.push(contentProblem(wordsFile, `prompts.${name}`, `words for the prompt '${name}', which the resource '${resource.name}' does not declare`, `declare it in ${code}'s prompts, or remove the words`));
  }
  return problems;
}

/** The calls tried: required arguments given (a closed one each of its first values), then each optional one added in turn. */
function argumentSets(prompt: PromptDeclaration, index: PortfolioIndex): Array<Record<string, string>> {
  const valuesOf = (argument: PromptDeclaration["arguments"][number]) => (argument.values ? argument.values(index).slice(0, TRIED_VALUES) : [FREE_TEXT]);
  let sets: Array<Record<string, string>> = [{}];
  for (const argument of prompt.arguments.filter((a) => a.required)) {
    const values = valuesOf(argument);
    // A required closed argument with no value yet (an empty section) cannot be called at all.
    if (values.length === 0) return [];
    sets = sets.flatMap((set) => values.map((value) => ({ ...set, [argument.name]: value })));
  }
  const base = sets;
  for (const argument of prompt.arguments.filter((a) => !a.required)) {
    for (const value of valuesOf(argument)) sets = [...sets, ...base.map((set) => ({ ...set, [argument.name]: value }))];
  }
  return sets;
}

const list = (names: readonly string[]) => (names.length === 0 ? "none" : names.join(", "));
const describeArgs = (args: Readonly<Record<string, string>>) => (Object.keys(args).length === 0 ? "no arguments" : Object.entries(args).map(([name, value]) => `${name}: '${value}'`).join(", "));
