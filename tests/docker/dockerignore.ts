/**
 * `.dockerignore` as Docker reads it: patterns are relative to the context root (so `dist` is only
 * the top-level one; `**\/x` matches at any depth), `*` `?` `[...]` do not cross `/`, `**` does,
 * a pattern that matches a directory excludes everything under it, and a later `!pattern`
 * re-includes. The last matching pattern wins.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";

interface Rule {
  regex: RegExp;
  exclude: boolean;
}

export interface DockerIgnore {
  /** True when the context-relative path (posix, no leading `/`) is left out of the context. */
  excluded(rel: string): boolean;
  /** True when some `!` rule exists, so an excluded directory may still hold included files. */
  hasExceptions: boolean;
}

export function loadDockerIgnore(contextDir: string): DockerIgnore {
  const file = join(contextDir, ".dockerignore");
  return compileDockerIgnore(existsSync(file) ? readFileSync(file, "utf8") : "");
}

export function compileDockerIgnore(text: string): DockerIgnore {
  const rules: Rule[] = [];
  for (const raw of text.split(/\r?\n/)) {
    let line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    const exclude = !line.startsWith("!");
    if (!exclude) line = line.slice(1).trim();
    let pattern = posix.normalize(line).replace(/^\/+/, "").replace(/\/+$/, "");
    if (pattern === "." || pattern === "") pattern = "**";
    rules.push({ regex: patternToRegex(pattern), exclude });
  }
  return {
    hasExceptions: rules.some((r) => !r.exclude),
    excluded(rel: string) {
      const parts = rel.split("/");
      let result = false;
      for (const rule of rules) {
        for (let n = 1; n <= parts.length; n++) {
          if (rule.regex.test(parts.slice(0, n).join("/"))) {
            result = rule.exclude;
            break;
          }
        }
      }
      return result;
    },
  };
}

function patternToRegex(pattern: string): RegExp {
  let re = "^";
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] ?? "";
    if (c === "*" && pattern[i + 1] === "*") {
      i++;
      if (pattern[i + 1] === "/") {
        i++;
        re += "(?:.*/)?";
      } else re += ".*";
    } else if (c === "*") re += "[^/]*";
    else if (c === "?") re += "[^/]";
    else if (c === "[") {
      const end = pattern.indexOf("]", i + 1);
      if (end < 0) throw new Error(`.dockerignore: unterminated [ in "${pattern}"`);
      let cls = pattern.slice(i + 1, end);
      if (cls.startsWith("!") || cls.startsWith("^")) cls = `^${cls.slice(1)}`;
      re += `[${cls.replace(/\\/g, "\\\\")}]`;
      i = end;
    } else if (c === "\\" && i + 1 < pattern.length) {
      re += escapeRegex(pattern[++i] ?? "");
    } else re += escapeRegex(c);
  }
  return new RegExp(`${re}$`);
}

function escapeRegex(c: string): string {
  return c.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}
