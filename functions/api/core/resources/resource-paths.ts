// The paths of the one-document resources, declared once: their routes serve them, and the MCP
// resources and prompts that read them name them from here.

export const PROFILE_PATH = "/api/v1/profile";
export const SKILLS_PATH = "/api/v1/skills";
/** Where the JSON Resume export is served; also its `meta.canonical`. */
export const RESUME_PATH = "/api/v1/resume.json";
