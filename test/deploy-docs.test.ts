// What the README and docs/deploy.md tell an owner about deploying must be one story, and the
// one the repository runs: the same manual deploy command, and the Node version netlify.toml
// and .nvmrc pin (issue 28: deploy.md once said Node 22 and gave another command).
import { describe, expect, it } from "vitest";
import { readFile } from "node:fs/promises";

/** The shell blocks of a Markdown text that run netlify-cli. */
async function deployBlocks(file: string): Promise<string[]> {
  const text = await readFile(file, "utf8");
  return [...text.matchAll(/```sh\n([\s\S]*?)```/g)].map(([, block]) => block!).filter((block) => block.includes("netlify-cli"));
}

describe("the deploy docs", () => {
  it("give the same manual deploy command in the README and docs/deploy.md, with no variable the CLI would pass over", async () => {
    const [readme] = await deployBlocks("README.md");
    const [deploy] = await deployBlocks("docs/deploy.md");
    expect(readme).toBeDefined();
    expect(deploy).toBe(readme);
    // For a linked site netlify-cli sets URL, which wins over SITE_URL (site-options.ts).
    expect(readme).not.toMatch(/SITE_URL=\S+ npx netlify-cli/);
  });

  it("name the Node version the repository pins, in .nvmrc and netlify.toml", async () => {
    const pinned = (await readFile(".nvmrc", "utf8")).trim();
    expect(await readFile("netlify.toml", "utf8")).toContain(`NODE_VERSION = "${pinned}"`);
    const deploy = await readFile("docs/deploy.md", "utf8");
    const named = new Set([...deploy.matchAll(/\bNode (\d\d)\b/g)].map(([, major]) => major));
    expect(named).toContain(pinned);
    // Older majors appear only where the text says why they are behind us (the pins held back for Node 20).
    for (const major of named) if (major !== pinned) expect(deploy).toContain(`held back for Node ${major}`);
  });
});
