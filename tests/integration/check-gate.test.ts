import { describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";

/**
 * `bun run check` is the one gate a person runs before pushing and CI runs first: lint, types, the
 * i18n check and the unit tests beside the code. These tests keep it honest: every unit test file is
 * in its reach, and a failing unit test fails it.
 */
const root = resolve(import.meta.dir, "../..");
const scripts = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).scripts as Record<string, string>;

describe("bun run check", () => {
  test("runs lint, typecheck, the i18n check and the unit tests", () => {
    for (const step of ["lint", "typecheck", "i18n:check", "test:unit"]) {
      expect(scripts.check).toContain(`bun run ${step}`);
    }
  });

  test("its unit-test step reaches every test file that lives beside the code", () => {
    const roots = (scripts["test:unit"] ?? "").split(/\s+/).filter((arg) => arg.startsWith("./"));
    expect(roots.length).toBeGreaterThan(0);
    const besideCode = [...new Bun.Glob("**/*.test.{ts,tsx}").scanSync({ cwd: root })].filter(
      (f) => !/^(node_modules|tests|dist|\.tmp)\//.test(f),
    );
    expect(besideCode.length).toBeGreaterThan(5);
    for (const file of besideCode) {
      expect({ file, reached: roots.some((r) => !relative(r, file).startsWith("..")) }).toEqual({
        file,
        reached: true,
      });
    }
  });

  test("a failing unit test makes the step exit non-zero", () => {
    const dir = mkdtempSync(join(root, ".tmp-gate-"));
    try {
      writeFileSync(
        join(dir, "fails.test.ts"),
        'import { expect, test } from "bun:test";\ntest("x", () => expect(1).toBe(2));\n',
      );
      const unitCommand = (scripts["test:unit"] ?? "").split(/\s+/).filter((arg) => !arg.startsWith("./"));
      const run = Bun.spawnSync([...unitCommand, `./${relative(root, dir)}`], {
        cwd: root,
        stdout: "pipe",
        stderr: "pipe",
      });
      expect(run.exitCode).not.toBe(0);
      expect(run.stderr.toString()).toMatch(/1 fail/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
