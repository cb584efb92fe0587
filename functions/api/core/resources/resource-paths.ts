// The paths of the resources, declared once: their routes serve them, and the MCP resources,
// prompts and documents that read or name them take them from here.

/** Health, under the versioned prefix. */
export const HEALTH_PATH = "/api/v1/health";
/** Unversioned, kept for old clients. */
export const LEGACY_HEALTH_PATH = "/api/health";
/** The profile. */
export const PROFILE_PATH = "/api/v1/profile";
/** The skills. */
export const SKILLS_PATH = "/api/v1/skills";
/** Where the JSON Resume export is served; also its `meta.canonical`. */
export const RESUME_PATH = "/api/v1/resume.json";
/** Where the projects are listed. */
export const PROJECTS_PATH = "/api/v1/projects";
