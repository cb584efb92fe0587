// Deterministic synthetic portfolios of any size, in the content/ format, so the build and
// search can be measured at 20, 1,000 and 10,000 projects. Turkish text is included on
// purpose: folding it is part of what search costs.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { SPEC_LANES, SPEC_TIERS } from "../functions/api/core/vocabulary.ts";

const CITIES = ["İzmir", "İstanbul", "Eskişehir", "Çanakkale", "Muğla", "Şanlıurfa", "Ankara", "Gaziantep", "Diyarbakır", "Kütahya", "Ağrı", "Düzce", "Bursa", "Kırşehir", "Uşak", "Iğdır", "Trabzon", "Aydın", "Manisa", "Niğde", "Çorum", "Sinop", "Tekirdağ", "Bolu"];
const TOPICS = ["booking", "inventory", "loyalty", "translation", "subtitles", "dashboard", "ordering", "glossary", "analytics", "newsletter", "catalogue", "scheduler", "invoicing", "chatbot", "archive", "ticketing"];
const TOPICS_TR = ["rezervasyon", "envanter", "sadakat", "çeviri", "altyazı", "gösterge paneli", "sipariş", "sözlük", "analitik", "bülten", "katalog", "zamanlayıcı", "faturalama", "sohbet botu", "arşiv", "biletleme"];
const BUSINESSES = ["tea house", "olive cooperative", "dental clinic", "bookshop", "ferry operator", "bakery", "law office", "photo studio", "game studio", "carpet shop", "yoga school", "hostel"];
const WORDS = ["kırık", "ışık", "çay", "göl", "dağ", "yol", "köprü", "liman", "bahçe", "pazar", "fener", "rüzgar", "deniz", "orman", "şehir", "ağaç"];

/** The search the benchmark runs: one city (typed without Turkish letters) and one topic, about 1 in 384 projects. */
export const BENCH_QUERY = "canakkale ticketing";

/** A small fast seeded generator (mulberry32): same seed, same portfolio, on every machine. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

function asciiSlug(text: string): string {
  return text.normalize("NFD").replace(/\p{M}+/gu, "").toLowerCase().replaceAll("ı", "i").replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

/** One project file's object; the first five projects carry a case study. */
function project(i: number, random: () => number): Record<string, unknown> {
  const city = CITIES[i % CITIES.length] as string;
  const topic = Math.floor(i / CITIES.length) % TOPICS.length;
  const business = pick(random, BUSINESSES);
  const word = pick(random, WORDS);
  const slug = `${asciiSlug(city)}-${TOPICS[topic]}-${asciiSlug(word)}-${i.toString(36)}`;
  const title = `${city} ${TOPICS[topic]} for a ${business}`;
  const result: Record<string, unknown> = {
    slug,
    title: title.charAt(0).toUpperCase() + title.slice(1),
    titleTr: `${city} ${TOPICS_TR[topic]} — ${word}`,
    lane: pick(random, SPEC_LANES),
    tier: pick(random, SPEC_TIERS),
    ...(random() < 0.5 ? { order: Math.floor(random() * 100) } : {}),
    role: pick(random, ["Lead developer", "Solo developer", "Localization lead", "Consultant"]),
    status: pick(random, ["Live", "Maintained", "Archived", "In progress"]),
    ...(random() < 0.3 ? { badge: random() < 0.5 ? "New" : null } : {}),
    summary: `A ${TOPICS[topic]} system for a ${business} in ${city}, with bilingual content, offline support and an editor the owners use from a phone. Project ${i}.`,
    summaryTr: `${city} bölgesindeki bir işletme için ${TOPICS_TR[topic]} sistemi: iki dilli içerik, çevrimdışı çalışma ve telefondan düzenleme. ${word} ${i}.`,
    proofPoints: [`Served ${100 + (i % 900)} customers in the first month`, "Lighthouse score above 95 on mobile", `Handles ğ, ş, ı and İ correctly in search`],
    links: { live: `https://${slug}.example.com`, github: `https://github.com/example/${slug}` },
  };
  if (i < 5) {
    result["caseStudy"] = {
      title: `How the ${city} ${TOPICS[topic]} came together`,
      category: "Client work",
      date: `2024-0${1 + i}-1${i}`,
      excerpt: `What we built for a ${business} in ${city}, and what we learned about Turkish text along the way.`,
      url: `https://portfolio.example.dev/case-studies/${slug}`,
    };
  }
  return result;
}

/** Every file of a portfolio with `count` projects: relative path → JSON text. */
export function syntheticContent(count: number, seed = 7): Map<string, string> {
  const random = seeded(seed);
  const projects = Array.from({ length: count }, (_, i) => project(i, random));
  const files = new Map<string, string>();
  const write = (file: string, value: unknown) => files.set(file, `${JSON.stringify(value, null, 2)}\n`);
  write("site.json", { baseUrl: "https://bench.example.dev", service: "portfolio-api-bench", translations: ["tr"] });
  write("profile.json", {
    name: "Ayşe Yılmaz",
    title: "Software Developer & Localization Engineer",
    roles: ["Full-stack developer", "Localization engineer"],
    bio: "İzmir-based developer who builds web products and makes software feel native in Turkish.",
    location: { city: "İzmir", country: "Türkiye", timezone: "UTC+03:00" },
    contact: { email: "ayse@example.com", website: "https://portfolio.example.dev", github: "https://github.com/example" },
    keyProjects: projects.slice(0, 3).map((p) => ({ slug: p["slug"], name: p["title"], description: p["summary"], url: `https://portfolio.example.dev/${String(p["slug"])}` })),
  });
  write("skills.json", {
    skills: [{ title: "Languages", items: ["TypeScript", "Python", "SQL"] }, { title: "Localization", items: ["ICU MessageFormat", "Türkçe QA"] }],
    languages: ["Turkish (native)", "English (C2)"],
    certifications: ["None yet"],
    domains: ["Small business", "Localization"],
  });
  for (const p of projects) write(`projects/${String(p["slug"])}.json`, p);
  return files;
}

/** Write a synthetic portfolio into `dir` (which should be empty). */
export async function writeSyntheticContent(dir: string, count: number): Promise<void> {
  await mkdir(path.join(dir, "projects"), { recursive: true });
  for (const [file, text] of syntheticContent(count)) await writeFile(path.join(dir, file), text);
}
