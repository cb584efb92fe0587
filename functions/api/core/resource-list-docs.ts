// The documentation of the built-in resources, by name: the companion of resource-list.ts, for
// the build (the function never imports it). An added section's documentation is in its content
// kind (build/content/kinds.ts), beside its files and schemas, so a section stays two modules;
// tsc checks every built-in resource in RESOURCES has its entry here.
import type { RESOURCES } from "./resource-list.ts";
import type { SectionLink } from "./resource.ts";
import type { ResourceDocs } from "./resource-docs.ts";
import { healthDocs } from "./resources/health-docs.ts";
import { profileDocs } from "./resources/profile-docs.ts";
import { projectsDocs } from "./resources/projects/projects-docs.ts";
import { skillsDocs } from "./resources/skills-docs.ts";
import { resumeDocs } from "./resources/resume-docs.ts";
import { mcpDocs } from "./mcp/mcp-docs.ts";

/** The resources that are not sections: each has a documentation module of its own. */
type BuiltInName = Exclude<(typeof RESOURCES)[number], { section: SectionLink<unknown> }>["name"];

/** Every built-in resource's documentation; a missing one is a tsc error naming it, an extra one too. */
type CheckedDocs<K> = { [N in keyof K]: N extends BuiltInName ? ResourceDocs : `no built-in resource named '${N & string}' in RESOURCES` } & {
  [N in Exclude<BuiltInName, keyof K>]: `add the documentation of the '${N}' resource here (its -docs.ts module)`;
};

function builtInDocs<const K extends Record<string, ResourceDocs>>(docs: K & CheckedDocs<K>): Readonly<Record<string, ResourceDocs>> {
  return docs as Readonly<Record<string, ResourceDocs>>;
}

/** The built-in resources' documentation, by resource name. */
export const RESOURCE_DOCS = builtInDocs({ health: healthDocs, profile: profileDocs, projects: projectsDocs, skills: skillsDocs, resume: resumeDocs, mcp: mcpDocs });
