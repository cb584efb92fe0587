// The shape of bench/results/latest.json: every measurement of one run, with the machine.
import type { BuildScalingResult, FdLimitResult } from "./build-scaling.ts";
import type { ColdResult } from "./cold-start.ts";
import type { StaticShare } from "./static-share.ts";
import type { ThroughputResult } from "./static-throughput.ts";
import type { WarmRow } from "./warm-suite.ts";
import type { AnswerSize } from "./largest-answer.ts";
import type { HostileSkillsResult } from "./hostile-skills.ts";
import type { AppViewSize } from "./app-view.ts";

import type { DeployInstall } from "./deploy-install.ts";
import type { RuleCount } from "./rule-count.ts";

/** The machine a run measured on: figures from different machines are not comparable. */
export interface Machine {
  date: string;
  node: string;
  cpu: string;
  cores: number;
  memoryBytes: number;
  platform: string;
}

/** Sizes of one function, bundled. */
export interface BundleSizes {
  subject: string;
  /** zip-it-and-ship-it's output, unzipped, without Netlify's own runtime files. */
  shippedWithIndex: number;
  shippedWithoutIndex: number;
  shippedFiles: number;
  /** One minified file (esbuild: bundle, node, ESM, node24, minify). */
  minifiedWithIndex: number;
  minifiedWithoutIndex: number;
}

/** Every measurement of one run, as bench/results/latest.json holds it and budgets.ts checks it. */
export interface BenchResults {
  machine: Machine;
  bundler: string;
  staticShare: StaticShare;
  builds: BuildScalingResult[];
  /** One build of many projects under a low open-file limit: no false problems allowed. */
  fdLimit: FdLimitResult;
  /** One build of the sample content with a hostile skills.json just under the file limit. */
  hostileSkills: HostileSkillsResult;
  bundles: BundleSizes[];
  /** The MCP App view's HTML as resources/read returns it, and whether it comes from the index alone. */
  appView: AppViewSize;
  coldStarts: ColdResult[];
  warm: WarmRow[];
  staticThroughput: ThroughputResult[];
  /** Matches of the search query in the 1,000 and 10,000 catalogs. */
  searchMatches: Record<string, number>;
  /** The biggest function answers over 10,000 projects, largest first. */
  largestAnswers: AnswerSize[];
  /** What Netlify installs for a deploy (npm ci --omit=dev) beside the full install. */
  deployInstall: DeployInstall;
  /** dist/_redirects rules at 1,000, 10,000 and 25,000 projects. */
  ruleCounts: RuleCount[];
  durationMs: number;
}

