// The printed report: Markdown tables of one run (docs/performance.md shows the same tables),
// every figure a median with its min–max, ratios portfolio-api / peer, and each measure beside
// the floor of the same run that its budget is a ratio to.
import type { BenchResults } from "./results.ts";
import { SUBJECTS } from "./subjects.ts";
import type { BudgetCheck } from "./budgets.ts";
import { ratio, type Summary } from "./stats.ts";
import { pairedDifferenceMs, pooledImportMs, type ColdResult } from "./cold-start.ts";
import { RESPONSE_FLOOR } from "./warm-suite.ts";
import { sameRoundShare } from "./warm.ts";
import { PLATFORM_LIMIT_BYTES } from "./largest-answer.ts";

const int = (n: number) => Math.round(n).toLocaleString("en-US");
const dec = (n: number, digits = 1) => n.toFixed(digits);
const kb = (bytes: number) => `${dec(bytes / 1000)} KB`;
const mb = (bytes: number) => `${dec(bytes / 1e6)} MB`;
const spread = (s: Summary, unit: (n: number) => string) => `${unit(s.median)} (${unit(s.min)}–${unit(s.max)})`;
const times = (r: number | null) => (r === null ? "n/a" : `${r >= 10 ? dec(r, 0) : dec(r, 2)}×`);
const pct = (r: number | null) => (r === null ? "n/a" : `${dec(r * 100, Math.abs(r) < 0.1 ? 1 : 0)}%`);

function table(head: string[], rows: string[][]): string {
  return [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`, ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n");
}

function builds(r: BenchResults): string {
  return table(
    ["Projects", "Build, median (min–max)", "Floor: read + write the same bytes", "Build / floor", "Process incl. start-up", "Peak RSS", "Files", "Bytes written", "Runs"],
    r.builds.map((b) => [
      int(b.projects),
      spread(b.buildMs, (n) => `${dec(n / 1000, 2)} s`),
      spread(b.floorMs, (n) => `${dec(n / 1000, 2)} s`),
      times(ratio(b.buildMs.median, b.floorMs.median)),
      `${dec(b.processMs.median / 1000, 2)} s`,
      mb(b.peakRssBytes.max),
      int(b.files),
      mb(b.bytes),
      String(b.buildMs.n),
    ]),
  );
}

function hostileSkills(r: BenchResults): string {
  const h = r.hostileSkills;
  const s = (n: number) => `${dec(n / 1000, 2)} s`;
  return table(
    ["Content", "Build, median (min–max)", "Hostile / own", "Runs"],
    [
      [`sample with a ${dec(h.bytes / 1e6, 2)} MB hostile skills.json${h.ok ? "" : ` (failed: ${h.error ?? "unknown"})`}`, spread(h.buildMs, s), times(ratio(h.buildMs.median, h.plainBuildMs.median)), String(h.buildMs.n)],
      ["sample with its own skills.json", spread(h.plainBuildMs, s), "", String(h.plainBuildMs.n)],
    ],
  );
}

function bundles(r: BenchResults): string {
  const ours = r.bundles.find((b) => b.subject === SUBJECTS.ours);
  return table(
    ["Function", "Shipped by zip-it-and-ship-it, without / with index", "Minified, without / with index", "Files shipped", "portfolio-api / this (minified, without)"],
    r.bundles.map((b) => [b.subject, `${kb(b.shippedWithoutIndex)} / ${kb(b.shippedWithIndex)}`, `${kb(b.minifiedWithoutIndex)} / ${kb(b.minifiedWithIndex)}`, int(b.shippedFiles), times(ratio(ours?.minifiedWithoutIndex, b.minifiedWithoutIndex))]),
  );
}

function coldStarts(r: BenchResults): string {
  const ms = (n: number) => `${dec(n)} ms`;
  const floor = r.coldStarts.find((c) => c.subject === SUBJECTS.floor);
  const floorMs = floor?.spawnToAnswerMs.median;
  const rows = r.coldStarts.map((c) => {
    const peer = c.subject === SUBJECTS.ours ? r.coldStarts.find((p) => p.requestName === c.requestName && p.subject !== SUBJECTS.ours) : undefined;
    const vsPeer = peer ? `${times(ratio(c.workAboveFloorMs ?? undefined, peer.workAboveFloorMs ?? undefined))} (${peer.subject})` : "";
    return [
      c.subject,
      c.requestName,
      spread(c.spawnToAnswerMs, ms),
      spread(c.wallMs, ms),
      `${spread(c.workMs, ms)}${c.workAboveFloorMs === null ? "" : `, **${ms(c.workAboveFloorMs)}** above floor`}`,
      c.workAboveFloorMs === null ? "—" : pct(ratio(c.workAboveFloorMs, floorMs)),
      vsPeer,
      String(c.status),
    ];
  });
  return table(
    ["Subject", "Request", "Spawn to answer, median (min–max)", "Spawn to exit", "Load + answer in the child", "Above floor / floor's spawn to answer", "portfolio-api / peer, above floor", "Status"],
    rows,
  );
}

function warm(r: BenchResults): string {
  const rows = r.warm.map((row) => {
    const ours = r.warm.find((o) => o.case === row.case && o.subject === SUBJECTS.ours);
    const floor = r.warm.find((o) => o.case === row.case && o.subject === RESPONSE_FLOOR);
    const res = row.result;
    return [
      row.case,
      row.subject,
      int(res.opsPerSec),
      dec(res.medianUs),
      dec(res.p99Us),
      int(res.calls),
      row.subject === SUBJECTS.ours ? "" : times(sameRoundShare(ours?.result, res)),
      floor && row.subject !== RESPONSE_FLOOR ? pct(sameRoundShare(res, floor.result)) : "",
    ];
  });
  return table(["Case", "Subject", "ops/s", "Median µs", "p99 µs", "Calls", "portfolio-api / this, ops/s (median of the rounds' ratios)", "this / same bytes precomputed, ops/s (median of the rounds' ratios)"], rows);
}

function throughput(r: BenchResults): string {
  const plain = r.staticThroughput[0];
  return table(
    ["Server", "Path", "req/s, median (min–max) of runs", "p50 latency ms", "non-2xx", "errors", "this / plain"],
    r.staticThroughput.map((t) => [t.label, `\`${t.path}\``, spread(t.requestsPerSec, int), dec(t.latencyP50Ms.median), String(t.non2xx), String(t.errors), times(ratio(t.requestsPerSec.median, plain?.requestsPerSec.median))]),
  );
}

function largestAnswers(r: BenchResults): string {
  const ms = (n: number) => `${dec(n)} ms`;
  return table(
    ["Request (10,000 projects)", "Answered by", "Status", "Content-Type", "Body", `Share of the ${PLATFORM_LIMIT_BYTES / 1_000_000} MB limit`, "Time to last byte, median (min–max)", "CPU time", "Heap grown"],
    r.largestAnswers.map((a) => [a.request, a.subject, String(a.status), a.contentType, mb(a.bytes), `${dec((a.bytes / PLATFORM_LIMIT_BYTES) * 100, 0)}%`, spread(a.ms, ms), spread(a.cpuMs, ms), spread(a.heapBytes, mb)]),
  );
}

function ruleCounts(r: BenchResults): string {
  const first = r.ruleCounts[0]?.rules;
  return table(["Projects", "Rules in dist/_redirects", "Rules / rules at the smallest catalog"], r.ruleCounts.map((c) => [int(c.projects), int(c.rules), times(ratio(c.rules, first))]));
}

function imports(r: BenchResults): string {
  const ms = (n: number) => `${dec(n, 2)} ms`;
  const floor = r.coldStarts.find((c) => c.subject === SUBJECTS.floor);
  return table(
    ["Subject", "Request", "import() in a fresh node, median (min–max)", "Above a plain handler's import", "Above / floor's spawn to answer"],
    r.coldStarts.map((c) => [
      c.subject === SUBJECTS.floor ? "plain handler, bundled" : c.subject,
      c.requestName,
      spread(c.importMs, ms),
      c.importAboveFloorMs === null ? "—" : ms(c.importAboveFloorMs),
      c.importAboveFloorMs === null ? "—" : pct(ratio(c.importAboveFloorMs, floor?.spawnToAnswerMs.median)),
    ]),
  );
}

/** The app view's HTML: its size, and what carrying it in the index costs a cold start (the same function over the index without it). */
function appView(r: BenchResults): string {
  const v = r.appView;
  const ms = (n: number) => `${dec(n, 2)} ms`;
  const signed = (n: number, unit: (n: number) => string) => `${n >= 0 ? "+" : "−"}${unit(Math.abs(n))}`;
  const floorMs = r.coldStarts.find((c) => c.subject === SUBJECTS.floor)?.spawnToAnswerMs.median;
  const paired = (samples: (c: ColdResult) => number[], requestName?: string) => pairedDifferenceMs(r.coldStarts, SUBJECTS.ours, SUBJECTS.withoutApp, samples, requestName);
  const compare = (measure: string, withApp: number, withoutApp: number, difference: number) => [measure, ms(withApp), ms(withoutApp), signed(difference, ms), pct(ratio(difference, floorMs))];
  const rows = [
    [`HTML that resources/read returns for \`${v.uri ?? "no ui:// resource"}\`${v.fromIndex ? "" : " (not from the index alone)"}`, kb(v.htmlBytes), "—", "", ""],
    ["Index module the function imports (the index's JSON as one string)", kb(v.indexModuleBytes.withApp), kb(v.indexModuleBytes.withoutApp), signed(v.indexModuleBytes.withApp - v.indexModuleBytes.withoutApp, kb), ""],
    compare("import() in a fresh node, every cold start pooled", pooledImportMs(r.coldStarts, SUBJECTS.ours), pooledImportMs(r.coldStarts, SUBJECTS.withoutApp), paired((c) => c.importSamplesMs)),
    ...r.coldStarts
      .filter((c) => c.subject === SUBJECTS.ours)
      .flatMap((c) => {
        const without = r.coldStarts.find((o) => o.subject === SUBJECTS.withoutApp && o.requestName === c.requestName);
        if (c.workAboveFloorMs === null || !without || without.workAboveFloorMs === null) return [];
        return [compare(`Cold start above the floor: ${c.requestName}`, c.workAboveFloorMs, without.workAboveFloorMs, paired((o) => o.workSamplesMs, c.requestName))];
      }),
  ];
  return table(["Measure", "With the view in the index", "Without it", "Difference, median of runs paired by round", "Difference / floor's spawn to answer"], rows);
}

function budgetTable(checks: BudgetCheck[]): string {
  return table(["Budget", "Measured", "Floor, this run", "Result"], checks.map((c) => [c.budget, c.measured, c.floor, c.pass ? "pass" : "**MISS**"]));
}

/** The packages and disk Netlify's deploy install takes, beside a full `npm ci`. */
function deployInstall(r: BenchResults): string {
  const { deploy, full } = r.deployInstall;
  return table(
    ["Install", "Packages on disk", "Disk used (du)", "File bytes"],
    [
      ["deploy: `npm ci --omit=dev`", int(deploy.packages), mb(deploy.diskBytes), mb(deploy.fileBytes)],
      ["full: `npm ci` (tests, bench)", int(full.packages), mb(full.diskBytes), mb(full.fileBytes)],
    ],
  );
}

/** The whole report as Markdown. */
export function renderReport(r: BenchResults, checks: BudgetCheck[]): string {
  const m = r.machine;
  const share = r.staticShare;
  return [
    `Run of ${m.date} on Node ${m.node}, ${m.cpu} × ${m.cores} cores, ${dec(m.memoryBytes / 1024 ** 3, 0)} GiB, ${m.platform}; took ${dec(r.durationMs / 1000, 0)} s. Bundler: ${r.bundler}.`,
    `\n**Static share**: ${share.answeredStatic} of ${share.cacheableGets} cacheable GETs answered by a static file through the preview, ${share.functionInvocations} function invocations.`,
    `\n**Build scaling** (synthetic catalogs; the search query matches ${Object.entries(r.searchMatches).map(([k, v]) => `${v} of ${k}`).join(", ")})\n\n${builds(r)}`,
    `\n**Hostile content** (a 1 MB skills.json shaped against backtracking patterns; builds taking turns)\n\n${hostileSkills(r)}`,
    `\n**Function bundle**\n\n${bundles(r)}`,
    `\n**Cold start** (fresh \`node\` per request, sample portfolio; the floor is a bundled plain handler answering a constant)\n\n${coldStarts(r)}`,
    `\n**Warm, in-process** (the precomputed floor reads the request and answers portfolio-api's own bytes and headers)\n\n${warm(r)}`,
    `\n**Import alone** (the child's \`import()\` of the module; the floor imports a plain handler bundled by Netlify's bundler like the others)\n\n${imports(r)}`,
    `\n**MCP App view** (its HTML is index data; the same function bundled over the index without it, cold starts taking turns)\n\n${appView(r)}`,
    `\n**Largest function answers** (in-process, bundled; the core without the size limit builds what the function refuses)\n\n${largestAnswers(r)}`,
    `\n**Routing rules** (the build's rules for the bench catalog, cut or repeated to each size)\n\n${ruleCounts(r)}`,
    `\n**Static throughput** (autocannon, 10 connections, runs of 5 s)\n\n${throughput(r)}`,
    `\n**Deploy install** (netlify.toml: \`NPM_FLAGS = "--omit=dev"\`)\n\n${deployInstall(r)}`,
    `\n**Budgets**\n\n${budgetTable(checks)}`,
  ].join("\n");
}
