/**
 * A small Dockerfile reader for the replay check (tests/docker/replay.ts). It knows the subset of
 * the syntax the project's Dockerfile uses and throws on anything else, so a new construct fails
 * the check loudly instead of being skipped.
 */

export interface Instruction {
  /** Upper-case keyword: FROM, RUN, COPY, ... */
  keyword: string;
  /** Everything after the keyword, continuation lines joined, comments inside them dropped. */
  args: string;
  /** 1-based line of the keyword in the Dockerfile. */
  line: number;
}

export class DockerfileError extends Error {}

/** Splits a Dockerfile into instructions (line continuations joined, comments and blank lines dropped). */
export function parseDockerfile(text: string): Instruction[] {
  const lines = text.split(/\r?\n/);
  const out: Instruction[] = [];
  let inDirectives = true;
  let current: { parts: string[]; line: number } | null = null;
  lines.forEach((raw, index) => {
    const lineNo = index + 1;
    const trimmed = raw.trim();
    if (inDirectives) {
      const directive = trimmed.match(/^#\s*([a-zA-Z]+)\s*=\s*(.*)$/);
      if (directive) {
        const [, name, value] = directive;
        if (name?.toLowerCase() === "escape" && value?.trim() !== "\\")
          throw new DockerfileError(`line ${lineNo}: escape directive "${value}" is not supported`);
        return;
      }
      inDirectives = false;
    }
    if (trimmed.startsWith("#") || trimmed === "") return;
    const continues = /\\\s*$/.test(raw);
    const body = continues ? raw.replace(/\\\s*$/, "") : raw;
    if (current) current.parts.push(body.trim());
    else current = { parts: [body.trim()], line: lineNo };
    if (!continues) {
      out.push(toInstruction(current.parts.join(" "), current.line));
      current = null;
    }
  });
  if (current) {
    const open: { parts: string[]; line: number } = current;
    out.push(toInstruction(open.parts.join(" "), open.line));
  }
  return out;
}

function toInstruction(text: string, line: number): Instruction {
  const match = text.match(/^(\S+)\s*(.*)$/s);
  if (!match) throw new DockerfileError(`line ${line}: cannot read "${text}"`);
  const args = (match[2] ?? "").trim();
  if (/<<-?\s*["']?[A-Za-z_]/.test(args) && /^(RUN|COPY|ADD)$/i.test(match[1] ?? ""))
    throw new DockerfileError(`line ${line}: here-documents are not supported by the replay`);
  return { keyword: (match[1] ?? "").toUpperCase(), args, line };
}

/** Leading `--name=value` (or `--name`) flags, and what follows them. */
export function splitFlags(args: string): { flags: Map<string, string[]>; rest: string } {
  const flags = new Map<string, string[]>();
  let rest = args;
  for (;;) {
    const match = rest.match(/^--([a-z-]+)(?:=(\S*))?\s*/);
    if (!match) break;
    const name = match[1] ?? "";
    flags.set(name, [...(flags.get(name) ?? []), match[2] ?? ""]);
    rest = rest.slice(match[0].length);
  }
  return { flags, rest };
}

/** The exec form `["a", "b"]`, or null for the shell form. */
export function execForm(args: string, line: number): string[] | null {
  if (!args.startsWith("[")) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(args);
  } catch {
    return null; // Docker treats an unparsable [ ... as the shell form
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every((p) => typeof p === "string"))
    throw new DockerfileError(`line ${line}: exec form must be a non-empty JSON array of strings`);
  return parsed;
}

/**
 * Docker's variable substitution: `$NAME`, `${NAME}`, `${NAME:-word}`, `${NAME:+word}`, `\$`.
 * Any other `${...}` modifier is refused.
 */
export function expand(text: string, vars: Record<string, string>, line: number): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "\\" && text[i + 1] === "$") {
      out += "$";
      i++;
    } else if (c === "$" && text[i + 1] === "{") {
      const end = text.indexOf("}", i + 2);
      if (end < 0) throw new DockerfileError(`line ${line}: unterminated \${ in "${text}"`);
      const inner = text.slice(i + 2, end);
      const m = inner.match(/^([A-Za-z_][A-Za-z0-9_]*)(?::([-+])(.*))?$/s);
      if (!m) throw new DockerfileError(`line ${line}: substitution \${${inner}} is not supported by the replay`);
      const value = vars[m[1] ?? ""];
      if (m[2] === "-") out += value ? value : (m[3] ?? "");
      else if (m[2] === "+") out += value ? (m[3] ?? "") : "";
      else out += value ?? "";
      i = end;
    } else if (c === "$" && /[A-Za-z_]/.test(text[i + 1] ?? "")) {
      const m = text.slice(i + 1).match(/^[A-Za-z_][A-Za-z0-9_]*/);
      const name = m?.[0] ?? "";
      out += vars[name] ?? "";
      i += name.length;
    } else out += c;
  }
  return out;
}

/**
 * Words of an ENV/ARG line with Docker's quoting: double quotes (with expansion), single quotes
 * (literal), backslash escapes.
 */
export function shellWords(text: string, vars: Record<string, string>, line: number): string[] {
  const words: string[] = [];
  let word = "";
  let started = false;
  let i = 0;
  const flush = () => {
    if (started) words.push(word);
    word = "";
    started = false;
  };
  while (i < text.length) {
    const c = text[i] ?? "";
    if (/\s/.test(c)) {
      flush();
      i++;
    } else if (c === "'") {
      const end = text.indexOf("'", i + 1);
      if (end < 0) throw new DockerfileError(`line ${line}: unterminated ' in "${text}"`);
      word += text.slice(i + 1, end);
      started = true;
      i = end + 1;
    } else if (c === '"') {
      let j = i + 1;
      let inner = "";
      while (j < text.length && text[j] !== '"') {
        if (text[j] === "\\" && j + 1 < text.length) {
          inner += text[j + 1] === "$" ? "\\$" : (text[j + 1] ?? "");
          j += 2;
        } else inner += text[j++];
      }
      if (j >= text.length) throw new DockerfileError(`line ${line}: unterminated " in "${text}"`);
      word += expand(inner, vars, line);
      started = true;
      i = j + 1;
    } else if (c === "\\") {
      word += text[i + 1] ?? "";
      started = true;
      i += 2;
    } else {
      let j = i;
      while (j < text.length && !/[\s'"\\]/.test(text[j] ?? "")) j++;
      word += expand(text.slice(i, j), vars, line);
      started = true;
      i = j;
    }
  }
  flush();
  return words;
}

/** `ENV a=1 b="two words"` or the legacy `ENV a one value`. */
export function parseKeyValues(args: string, vars: Record<string, string>, line: number): [string, string][] {
  const legacy = args.match(/^([A-Za-z_][A-Za-z0-9_]*)\s+([^=].*)$/s);
  if (legacy && !/^\S+=/.test(args)) return [[legacy[1] ?? "", shellWords(legacy[2] ?? "", vars, line).join(" ")]];
  return shellWords(args, vars, line).map((word) => {
    const eq = word.indexOf("=");
    if (eq <= 0) throw new DockerfileError(`line ${line}: expected NAME=value, got "${word}"`);
    return [word.slice(0, eq), word.slice(eq + 1)];
  });
}
