// What the MCP endpoint lists, made by the build from the declarations and their documentation
// and written into the index (mcp-listing.ts): each tool's definition, the resources and views,
// the templates, the prompts and the wording of their text, the instructions and the GET info
// document. A name or URI declared
// twice, or a declaration without its words, is an error here, before anything is served.
import type { PortfolioIndex } from "../portfolio-index.ts";
import type { Resource } from "../resource.ts";
import type { McpInfo } from "../../schemas/response-schemas.ts";
import type { AppViewDocs, PromptDocs, SurfaceItemDocs } from "../agent-surface-docs.ts";
import { listDocumentedTools, type ApiDocs } from "../api-docs.ts";
import { toolDefinition } from "../tool-docs.ts";
import { MissingWords } from "../missing-words.ts";
import { JSON_TYPE } from "../http/headers.ts";
import { API_VERSION } from "../vocabulary.ts";
import { LEGACY_PROTOCOL_VERSIONS, MODERN_PROTOCOL_VERSIONS } from "./protocol-versions.ts";
import { ERAS_LONG_TEXT } from "./mcp-prose.ts";
import { APP_META, APP_MIME_TYPE, mcpSurface, type McpSurface } from "./mcp-surface.ts";
import { writeServerInstructions, toolNames } from "./mcp-words-docs.ts";
import type { ListedPrompt, ListedResource, ListedTemplate, McpListing } from "../mcp-listing.ts";

/**
 * The listing for an index (without its own listing yet). `outputSchema` is the JSON Schema the
 * build made from zod for a tool's structuredContent, by the response schema's name.
 */
export function mcpListing(index: PortfolioIndex, docs: ApiDocs, outputSchema: (schemaName: string, toolName: string) => Record<string, unknown>): McpListing {
  const resources = docs.map(({ resource }) => resource);
  const surface = mcpSurface(index, resources);
  checkNames(surface);
  const listedResources: ListedResource[] = [
    ...surface.resources.map(({ declaration, uri }) => {
      const { title, description } = wordsOf(docs, "mcpResources", declaration.name);
      return { uri, name: declaration.name, title, description: description(index), mimeType: JSON_TYPE };
    }),
    ...surface.apps.map(({ declaration, uri }) => {
      const { title, description } = wordsOf(docs, "apps", declaration.name);
      return { uri, name: declaration.name, title, description, mimeType: APP_MIME_TYPE, _meta: APP_META };
    }),
  ];
  const templates: ListedTemplate[] = surface.templates.map(({ declaration, uriTemplate }) => {
    const { title, description } = wordsOf(docs, "mcpTemplates", declaration.name);
    return { uriTemplate, name: declaration.name, title, description: description(index), mimeType: JSON_TYPE };
  });
  const prompts: ListedPrompt[] = surface.prompts.map((prompt) => {
    const prose = wordsOf(docs, "prompts", prompt.name);
    return {
      name: prompt.name,
      title: prose.title,
      description: prose.description(index),
      arguments: prompt.arguments.map(({ name, required }) => {
        const description = Object.hasOwn(prose.arguments, name) ? prose.arguments[name] : undefined;
        if (description === undefined) throw new Error(`The argument '${name}' of the MCP prompt '${prompt.name}' has no description: add it to that prompt's documentation.`);
        return { name, description, required };
      }),
    };
  });
  return {
    tools: listDocumentedTools(docs).map(({ tool, docs: toolDocs }) => toolDefinition(tool.name, toolDocs, index, outputSchema(toolDocs.outputSchema, tool.name))),
    resources: listedResources,
    resourceTemplates: templates,
    prompts,
    promptTexts: Object.fromEntries(surface.prompts.map((prompt) => [prompt.name, wordsOf(docs, "prompts", prompt.name).text])),
    instructions: writeServerInstructions(index, docs),
    info: mcpInfo(index, resources, surface),
  };
}

/** The GET /api/mcp document: what the endpoint is, which revisions it speaks in which era, and what it offers. */
export function mcpInfo(index: PortfolioIndex, resources: readonly Resource[], surface: McpSurface = mcpSurface(index, resources)): McpInfo {
  const listed = [...surface.resources.map((r) => r.uri), ...surface.apps.map((a) => a.uri)];
  return {
    name: index.site.service,
    version: API_VERSION,
    description:
      `Model Context Protocol server (Streamable HTTP, stateless, JSON responses) for the portfolio of ${index.profile.name}. ` +
      `POST JSON-RPC 2.0 requests to this URL. ${ERAS_LONG_TEXT}`,
    protocolVersions: { modern: [...MODERN_PROTOCOL_VERSIONS], legacy: [...LEGACY_PROTOCOL_VERSIONS] },
    tools: toolNames(resources),
    // Only what is served is named: a server with no prompts lists none.
    ...(listed.length > 0 ? { resources: listed } : {}),
    ...(surface.templates.length > 0 ? { resourceTemplates: surface.templates.map((t) => t.uriTemplate) } : {}),
    ...(surface.prompts.length > 0 ? { prompts: surface.prompts.map((p) => p.name) } : {}),
  };
}

/**
 * Throws unless `index` lists exactly the MCP surface `resources` serve: the tools, the
 * resources and views, the templates and the prompts, each in order. The function serves the
 * index's lists as they are and finds a prompt's words by its place in them, so an index listed
 * for other resources (one a test changed without withMcpListing) would promise what is not
 * there. A deploy's index module and function come from one build, so this is checked where the
 * listing is written (build/build-site.ts) and by the tests, not on every cold start.
 */
export function checkListing(index: PortfolioIndex, resources: readonly Resource[]): void {
  const { mcp: listing } = index;
  const surface = mcpSurface(index, resources);
  const listed = [listing.tools.map((t) => t.name), listing.resources.map((r) => r.uri), listing.resourceTemplates.map((t) => t.uriTemplate), listing.prompts.map((p) => p.name)];
  const served = [
    resources.flatMap((r) => r.tools ?? []).map((t) => t.name),
    [...surface.resources, ...surface.apps].map((r) => r.uri),
    surface.templates.map((t) => t.uriTemplate),
    surface.prompts.map((p) => p.name),
  ];
  if (listed.join("|") !== served.join("|")) throw new Error(`The index lists the MCP surface ${listed.join("|")}, but the resources serve ${served.join("|")}: build the index with the resources the core serves.`);
}

/** The words of each kind of the surface, by the key the documentation lists them under. */
type SurfaceWords = { mcpResources: SurfaceItemDocs; mcpTemplates: SurfaceItemDocs; prompts: PromptDocs; apps: AppViewDocs };
type SurfaceKind = keyof SurfaceWords;
const KIND_WORDS: Record<SurfaceKind, string> = { mcpResources: "resource", mcpTemplates: "resource template", prompts: "prompt", apps: "app view" };

/** The words the documentation of the resource declaring `name` gives it; none is an error that says where they go. */
function wordsOf<K extends SurfaceKind>(docs: ApiDocs, kind: K, name: string): SurfaceWords[K] {
  const owner = docs.find(({ resource }) => (resource[kind] ?? []).some((declaration) => declaration.name === name));
  const table = owner?.docs[kind] as Readonly<Record<string, SurfaceWords[K]>> | undefined;
  const found = table && Object.hasOwn(table, name) ? table[name] : undefined;
  // MissingWords: the build lists it on the file where the words go (an added section's kind).
  if (found === undefined) throw new MissingWords(owner?.resource.name ?? name, `The MCP ${KIND_WORDS[kind]} '${name}' of the resource '${owner?.resource.name}' has no documentation: add it to the ${kind} of that resource's documentation.`);
  return found;
}

/** A name or URI declared twice would make one of them unreachable: a setup mistake. */
function checkNames(surface: McpSurface): void {
  const twice = (kind: string, names: readonly string[]) => {
    const seen = new Set<string>();
    for (const name of names) {
      if (seen.has(name)) throw new Error(`Two resources declare the MCP ${kind} '${name}': rename one of them.`);
      seen.add(name);
    }
  };
  twice("resource", [...surface.resources.map((r) => r.uri), ...surface.apps.map((a) => a.uri)]);
  twice("resource template", surface.templates.map((t) => t.declaration.name));
  twice("prompt", surface.prompts.map((p) => p.name));
}
