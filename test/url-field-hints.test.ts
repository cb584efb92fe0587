// What a URL field says of a text that is no absolute http(s) URL (build/content/url-field.ts):
// a domain typed as a browser takes it is told to add https://, while a bare file name, which
// may be a file as well as a domain, is not told to become 'https://cv.pdf'; a deprecation's
// link keeps its own "or a path on this site" for one.
import { describe, expect, it } from "vitest";
import { ABSOLUTE_EXPECTED, normalizeHttpUrl, normalizeOrigin } from "../build/content/url-field.ts";
import { normalizeLinkTarget } from "../build/content/site-deprecations.ts";

const addScheme = (raw: string) => ({ error: `${ABSOLUTE_EXPECTED}: add https:// in front, as in 'https://${raw}'` });

describe("a URL with no scheme", () => {
  it.each(["github.com/ada", "www.example.com", "www.example.com/path?x=1", "gitlab.example.org/group/project"])("%s is told to add https://", (raw) => {
    expect(normalizeHttpUrl(raw)).toEqual(addScheme(raw));
  });

  it.each(["cv.pdf", "index.html", "README.md", "example.com", 'example.com/a"b', "not a url"])("%s is only told what is expected", (raw) => {
    expect(normalizeHttpUrl(raw)).toEqual({ error: ABSOLUTE_EXPECTED });
  });

  it.each(["camille.example.fr", "example.com", "Example.COM", "bücher.de"])("%s as where the site lives (baseUrl, SITE_URL) is told to add https://: an origin is no file", (raw) => {
    expect(normalizeOrigin(raw)).toEqual(addScheme(raw));
  });

  it.each(["example.com:8888", "www.example.com:443"])("%s as where the site lives is told to add https:// too: a port is no scheme", (raw) => {
    expect(normalizeOrigin(raw)).toEqual(addScheme(raw));
  });

  it("a domain and a path as where the site lives is told the origin to write, which the next run takes", () => {
    expect(normalizeOrigin("example.com/path")).toEqual({ error: `${ABSOLUTE_EXPECTED}: write the site's origin, as in 'https://example.com'` });
    expect(normalizeOrigin("https://example.com")).toEqual({ href: "https://example.com/" });
  });

  it.each(["not a url", "localhost", "localhost:8888", "example", "example.com/a b", "mailto:me@example.com", "javascript:alert(1)"])("%s as where the site lives is only told what is expected", (raw) => {
    expect(normalizeOrigin(raw)).toEqual({ error: ABSOLUTE_EXPECTED });
  });

  it("a deprecation's link that may be a file on the site is told it can be a path", () => {
    expect(normalizeLinkTarget("migration.html")).toEqual({ error: `${ABSOLUTE_EXPECTED}, or a path on this site such as /api/v1/health` });
    expect(normalizeLinkTarget("github.com/ada/notes")).toEqual(addScheme("github.com/ada/notes"));
  });
});

describe("a URL's host as written", () => {
  it("is refused when percent-encoded, with the host the parser reads", () => {
    expect(normalizeHttpUrl("http://ex%61mple.com/a")).toEqual({ error: "the host 'ex%61mple.com' is percent-encoded; write it as 'example.com'" });
  });

  it("is refused when the parser maps a look-alike to another host, beside a label in another script too", () => {
    expect(normalizeHttpUrl("https://ｅｘａｍｐｌｅ.com/")).toEqual({ error: "does not stay as written: a URL parser reads the host as 'example.com'" });
    expect(normalizeHttpUrl("https://ｅｘａｍｐｌｅ.bücher.de/")).toEqual({ error: "does not stay as written: a URL parser reads the host as 'example.xn--bcher-kva.de'" });
    expect(normalizeHttpUrl("https://ｂücher.de/")).toEqual({ error: "does not stay as written: a URL parser reads the host as 'xn--bcher-kva.de'" });
    expect(normalizeHttpUrl("https://ﬁle.bücher.de/")).toEqual({ error: "does not stay as written: a URL parser reads the host as 'file.xn--bcher-kva.de'" });
  });

  it.each([
    ["https://Example.COM/a", "https://example.com/a"],
    ["https://example.com:443/a", "https://example.com/a"],
    ["https://example.com:8443", "https://example.com:8443/"],
    ["https://bücher.de/katalog", "https://xn--bcher-kva.de/katalog"],
    ["https://пример.рф", "https://xn--e1afmkfd.xn--p1ai/"],
    ["https://BÜCHER.de/", "https://xn--bcher-kva.de/"],
    ["https://xn--bcher-kva.de/", "https://xn--bcher-kva.de/"],
  ])("%s is accepted as %s: case, a default port and another script's punycode say the same", (raw, href) => {
    expect(normalizeHttpUrl(raw)).toEqual({ href });
  });
});
