// The index data of an added section (build/content/kinds.ts), as its resource module reads it.

import type { PortfolioIndex } from "./portfolio-index.ts";

/**
 * What the section's content kind put in the index. A resource whose kind is not registered
 * throws here, when the core is made, so the build fails and says what to add instead of
 * publishing an empty section.
 */
export function sectionOf<T>(index: PortfolioIndex, name: string): T {
  if (!Object.hasOwn(index.sections, name)) {
    throw new Error(`No content kind supplies the '${name}' section: add its kind to CONTENT_KINDS in build/content/kinds.ts (docs/adding-a-resource.md).`);
  }
  return index.sections[name] as T;
}
