// Where each piece of a section is declared, as the problems about it name the file to change:
// the list of resources, the content kinds, a section's own modules (docs/adding-a-resource.md).
import { existsSync } from "node:fs";
import type { Resource } from "../functions/api/core/resource.ts";

/** Where the list of resources is declared: the file a problem with a resource names. */
export const RESOURCE_LIST_FILE = "functions/api/core/resource-list.ts";
/** Where the content kinds are registered: the file a problem with a kind names. */
export const KINDS_FILE = "build/content/kinds.ts";

/**
 * Where a section's own kind is written: `build/content/kinds/<name>.ts`, as the recipe names
 * it, when that file exists (the words to add go there, not in the list that registers it);
 * else kinds.ts, which registers every kind.
 */
export function kindFile(name: string): string {
  const own = `build/content/kinds/${name}.ts`;
  return existsSync(new URL(`./content/kinds/${name}.ts`, import.meta.url)) ? own : KINDS_FILE;
}

/** Where the built-in resources' words are declared: the file a problem with those words names. */
export const RESOURCE_DOCS_FILE = "functions/api/core/resource-list-docs.ts";

/** Where a resource is declared: an added section's module, as the recipe names it, else the list of resources. */
export const declaredIn = (resource: Resource) => (resource.section !== undefined ? `functions/api/core/resources/${resource.name}.ts` : RESOURCE_LIST_FILE);
