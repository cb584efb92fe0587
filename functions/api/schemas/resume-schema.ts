// The JSON Resume export (`/api/v1/resume.json`) as a zod schema: the build checks the body
// against it and OpenAPI describes it from it. It names exactly the fields toJsonResume fills,
// strictly, so a new field there cannot ship undescribed. The official schema (JSON Resume
// v1.0.0, checked in test/resume.test.ts) allows more; every field here is one it defines.
// exactOptional: an absent field is left out, never `undefined`, as themes expect.
import { z } from "zod";

/** JSON Resume's `iso8601`: a year, a year-month or a full date. */
const resumeDate = z.string().regex(/^[1-2][0-9]{3}(-[0-1][0-9](-[0-3][0-9])?)?$/);

/** GET /api/v1/resume.json: the JSON Resume fields toJsonResume fills, and no others. */
export const JsonResumeSchema = z.strictObject({
  $schema: z.url(),
  basics: z.strictObject({
    name: z.string(),
    label: z.string(),
    email: z.string(),
    url: z.url(),
    summary: z.string(),
    location: z.strictObject({ city: z.string(), region: z.string() }),
    profiles: z.array(z.strictObject({ network: z.string(), username: z.string().exactOptional(), url: z.url() })),
  }),
  projects: z.array(
    z.strictObject({
      name: z.string(),
      description: z.string(),
      highlights: z.array(z.string()).exactOptional(),
      url: z.url().exactOptional(),
      roles: z.array(z.string()).exactOptional(),
      startDate: resumeDate.exactOptional(),
    }),
  ),
  skills: z.array(z.strictObject({ name: z.string(), keywords: z.array(z.string()) })),
  languages: z.array(z.strictObject({ language: z.string(), fluency: z.string().exactOptional() })),
  certificates: z.array(z.strictObject({ name: z.string() })),
  meta: z.strictObject({ canonical: z.url(), version: z.string(), lastModified: z.string() }),
});

/** The résumé as toJsonResume makes it. */
export type JsonResume = z.infer<typeof JsonResumeSchema>;
