/**
 * The Dockerfile replay (tests/docker/replay.ts) checks itself: the project's Dockerfile without
 * its `COPY patches` lines must fail at the first install step, by name, and the constructs the
 * replay cannot reproduce must fail loudly. (The full replay, build and start included, is
 * `bun run docker:check`, which CI runs once per run.)
 */
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { compileDockerIgnore } from "./dockerignore";
import { ReplayError, replayDockerfile } from "./replay";

const root = resolve(import.meta.dir, "../..");
const dir = mkdtempSync(join(tmpdir(), "replay-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
/** Replays `text` as the Dockerfile of `context`; resolves to the error message, or "passed". */
async function replay(text: string, context = root): Promise<string> {
  const file = join(dir, `Dockerfile.${n++}`);
  writeFileSync(file, text);
  const lines: string[] = [];
  try {
    await replayDockerfile({ contextDir: context, dockerfile: file, log: (l) => lines.push(l) });
    return "passed";
  } catch (error) {
    expect(error).toBeInstanceOf(ReplayError);
    return (error as Error).message;
  }
}

const from = `FROM oven/bun:${Bun.version} AS only`;

describe("Dockerfile replay", () => {
  test("the Dockerfile without its patches/ COPY fails at the first install step, which it names", async () => {
    const dockerfile = readFileSync(join(root, "Dockerfile"), "utf8");
    const withoutPatches = dockerfile
      .split("\n")
      .filter((line) => !/^COPY\s.*patches/.test(line))
      .join("\n");
    expect(withoutPatches).not.toEqual(dockerfile);
    const message = await replay(withoutPatches);
    expect(message).toContain("failed at step 4/"); // FROM, WORKDIR, COPY package.json bun.lock, RUN
    expect(message).toContain('stage "deps"');
    expect(message).toMatch(/RUN [^)]*bun install --frozen-lockfile\)/);
    expect(message).toMatch(/patch/i);
  }, 60_000);

  test("an instruction the replay does not know fails before anything runs, with its line", async () => {
    for (const keyword of ["ENTRYPOINT", "ADD", "SHELL", "ONBUILD", "STOPSIGNAL"]) {
      const message = await replay(`${from}\nRUN touch ran\n${keyword} ["x"]\n`);
      expect(message).toContain(`line 3: ${keyword} is not supported`);
    }
  });

  test("unknown flags and forms fail instead of being ignored", async () => {
    expect(await replay(`${from}\nCOPY --chmod=644 package.json ./\n`)).toContain("COPY --chmod is not supported");
    expect(await replay(`${from}\nRUN --network=none true\n`)).toContain("RUN --network is not supported");
    expect(await replay(`${from}\nCOPY server/*.ts ./\n`)).toContain("wildcards are not supported");
    expect(await replay(`${from}\nUSER bun\n`)).toContain("numeric uid:gid");
    expect(await replay(`FROM --platform=linux/amd64 oven/bun:${Bun.version}\n`)).toContain("FROM flags");
    expect(await replay("FROM node:22\n")).toContain("neither an earlier stage nor oven/bun");
    expect(await replay("FROM oven/bun:latest\n")).toContain("names no version");
    expect(await replay("FROM oven/bun:0.1\n")).toContain(`this machine runs Bun ${Bun.version}`);
  });

  test("a RUN naming an absolute path is refused, not run on this machine", async () => {
    const victim = join(dir, "victim");
    writeFileSync(victim, "keep me");
    const message = await replay(`${from}\nRUN rm -f ${victim}\n`);
    expect(message).toContain(`names the absolute path ${victim}`);
    expect(readFileSync(victim, "utf8")).toBe("keep me");
  });

  test("a COPY of a missing or ignored source fails and names it", async () => {
    expect(await replay(`${from}\nCOPY no-such-file ./\n`)).toContain('COPY source "no-such-file" not found');
    const context = join(dir, "context");
    rmSync(context, { recursive: true, force: true });
    await Bun.write(join(context, ".env"), "SECRET=1");
    await Bun.write(join(context, ".dockerignore"), "**/.env\n");
    expect(await replay(`${from}\nCOPY .env ./\n`, context)).toContain("excluded by .dockerignore");
  });
});

describe(".dockerignore", () => {
  const ignore = compileDockerIgnore(
    "# comment\n**/.env\n**/.env.*\ndist\n/data/\n**/node_modules\n*.md\n!README.md\n**/*.test.ts\n",
  );
  test.each([
    [".env", true],
    ["client/.env", true],
    [".env.production", true],
    [".env.example", true],
    ["dist", true],
    ["dist/client/index.html", true],
    ["client/dist/x.js", false],
    ["data/pglite/PG_VERSION", true],
    ["node_modules/react/index.js", true],
    ["client/node_modules/x/y.js", true],
    ["CHANGES.md", true],
    ["README.md", false],
    ["docs/operations.md", false],
    ["server/config.test.ts", true],
    ["server/config.ts", false],
  ])("%s excluded: %p", (path, excluded) => {
    expect(ignore.excluded(path)).toBe(excluded);
  });
});
