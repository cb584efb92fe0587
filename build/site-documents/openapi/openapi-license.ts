// info.license: the project's own license (package.json's `license` and LICENSE, which a test
// holds equal to this), as an SPDX identifier, the OpenAPI 3.1 way (no url beside it).

/** The project's license, as the OpenAPI document's info.license names it. */
export const LICENSE = { name: "MIT License", identifier: "MIT" } as const;
