// schema.org JSON-LD for the portal's <head>: a ProfilePage whose main entity is the Person
// of the profile, so search engines and agents read who the page is about.
import type { PortfolioIndex } from "../../../functions/api/core/portfolio-index.ts";
import { jsonForScript } from "../html/html-text.ts";

/** The ProfilePage/Person graph for `index`. */
function profilePageJsonLd(index: PortfolioIndex): Record<string, unknown> {
  const { profile, site } = index;
  const { contact } = profile;
  const sameAs = [contact.github, contact.linkedin, contact.x].filter((url): url is string => url !== undefined);
  const person: Record<string, unknown> = {
    "@type": "Person",
    "@id": `${site.baseUrl}/#person`,
    name: profile.name,
    jobTitle: profile.title,
    description: profile.bio,
    url: contact.website,
    email: `mailto:${contact.email}`,
    address: { "@type": "PostalAddress", addressLocality: profile.location.city, addressCountry: profile.location.country },
    sameAs,
  };
  if (profile.alternateNames?.length) person["alternateName"] = profile.alternateNames;
  if (profile.focusAreas?.length) person["knowsAbout"] = profile.focusAreas;
  return {
    "@context": "https://schema.org",
    "@type": "ProfilePage",
    "@id": `${site.baseUrl}/`,
    url: `${site.baseUrl}/`,
    name: `${profile.name}: Portfolio API`,
    // The page is regenerated from the content on every build.
    dateModified: site.builtAt,
    mainEntity: person,
  };
}

/** The <script> element carrying the graph. */
export function renderJsonLdScript(index: PortfolioIndex): string {
  return `<script type="application/ld+json">${jsonForScript(profilePageJsonLd(index))}</script>`;
}
