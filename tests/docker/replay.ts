/**
 * `bun run docker:check`: proves the Dockerfile without a Docker engine (these machines have none).
 *
 * Each stage gets its own scratch root folder that holds only what the stage really has: an
 * `oven/bun:<version>` FROM starts empty (plus /root, /home/bun, /tmp as in that image; `bun` and
 * `node` come from this machine's Bun, whose version must match the tag), `FROM <stage>` starts from
 * that stage's folder, `COPY` copies from the context (minus `.dockerignore`) or, with `--from`,
 * from that stage's folder. `RUN` runs here with only the stage's ENV/ARG values (absolute paths in
 * them mapped into the stage's root), its WORKDIR, an image-like PATH and HOME, and a `bun` that
 * always adds `--no-install`, so Bun's auto-install from the registry cannot hide a missing install
 * step. A `--mount=type=cache` for Bun's cache is this machine's Bun cache (as on a warm builder).
 * Then the last stage's CMD starts as its USER (numeric uid:gid, via setpriv when we are root),
 * with DATA_DIR in the scratch area and PORT on a free port, must answer 200 on /healthz, pass its
 * HEALTHCHECK command and stop cleanly on SIGTERM. Instructions or flags the replay does not know
 * fail the check instead of being skipped.
 */
import { spawnSync } from "node:child_process";
import {
  chmodSync,
  chownSync,
  copyFileSync,
  existsSync,
  lchownSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, posix, resolve } from "node:path";
import { freePort } from "../helpers/ports";
import {
  DockerfileError,
  execForm,
  expand,
  type Instruction,
  parseDockerfile,
  parseKeyValues,
  shellWords,
  splitFlags,
} from "./dockerfile";
import { type DockerIgnore, loadDockerIgnore } from "./dockerignore";

export interface ReplayOptions {
  /** The build context (the repository root). */
  contextDir: string;
  /** Defaults to `<contextDir>/Dockerfile`. */
  dockerfile?: string;
  /** `docker build --build-arg` values. */
  buildArgs?: Record<string, string>;
  /** Keep the scratch folder (its path is logged). */
  keep?: boolean;
  log?: (line: string) => void;
  /** How long the started image may take to answer 200 on /healthz. */
  healthTimeoutMs?: number;
  /** Extra checks against the running image, e.g. that a build argument reached the pages. */
  onHealthy?: (baseUrl: string) => Promise<void>;
}

export interface ReplayReport {
  steps: number;
  stages: string[];
  /** How the CMD was started: as the image's USER, or (not root here) as this process's user. */
  ranAs: string;
  healthyAfterMs: number;
  totalMs: number;
}

export class ReplayError extends Error {}
/** A ReplayError that already says which step failed. */
class StepError extends ReplayError {}

interface User {
  uid: number;
  gid: number;
}

type Command = { exec: string[] } | { shell: string };

interface Stage {
  index: number;
  name: string;
  root: string;
  env: Record<string, string>;
  args: Record<string, string>;
  workdir: string;
  user: User;
  cmd: Command | null;
  healthcheck: { command: Command; timeoutMs: number } | null;
}

const SUPPORTED = new Set([
  "FROM",
  "ARG",
  "ENV",
  "WORKDIR",
  "COPY",
  "RUN",
  "USER",
  "VOLUME",
  "EXPOSE",
  "LABEL",
  "HEALTHCHECK",
  "CMD",
]);
/** PATH of the oven/bun image; the replay's own bin folder (bun, bunx, node) goes first. */
const IMAGE_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin";
/** Paths a RUN command may name although they are absolute (they are the same everywhere). */
const HARMLESS_ABSOLUTE = new Set(["/dev/null", "/dev/stdout", "/dev/stderr"]);
const STOP_GRACE_MS = 10_000;

export async function replayDockerfile(options: ReplayOptions): Promise<ReplayReport> {
  const started = performance.now();
  const log = options.log ?? ((line: string) => console.log(line));
  const contextDir = resolve(options.contextDir);
  const dockerfilePath = resolve(options.dockerfile ?? join(contextDir, "Dockerfile"));
  const instructions = parseOrFail(readFileSync(dockerfilePath, "utf8"));
  for (const ins of instructions) {
    if (!SUPPORTED.has(ins.keyword))
      throw new ReplayError(
        `Dockerfile line ${ins.line}: ${ins.keyword} is not supported by the replay (tests/docker/replay.ts); ` +
          "teach the replay what it means before using it",
      );
  }
  const ignore = loadDockerIgnore(contextDir);
  const scratch = mkdtempSync(join(tmpdir(), "docker-replay-"));
  chmodSync(scratch, 0o755); // the image's USER must be able to reach its files
  assertNoNodeModulesAbove(scratch);
  const isRoot = process.getuid?.() === 0;
  const bin = makeBinFolder(scratch);
  const buildArgs = { ...(options.buildArgs ?? {}) };
  const usedArgs = new Set<string>();
  const globalArgs: Record<string, string> = {};
  const stages: Stage[] = [];
  let stage: Stage | null = null;
  let server: ReturnType<typeof Bun.spawn> | null = null;

  const fail = (ins: Instruction, step: number, message: string): never => {
    const where = stage ? `stage "${stage.name}", ` : "";
    throw new StepError(
      `Dockerfile replay failed at step ${step}/${instructions.length} (${where}Dockerfile line ${ins.line}: ` +
        `${ins.keyword} ${ins.args}): ${message}`,
    );
  };

  try {
    log(`replaying ${dockerfilePath} in ${scratch}`);
    for (const [i, ins] of instructions.entries()) {
      const step = i + 1;
      const current = stage;
      if (!current && ins.keyword !== "FROM" && ins.keyword !== "ARG")
        fail(ins, step, "only ARG may come before the first FROM");
      log(`[${step}/${instructions.length}]${current ? ` ${current.name}` : ""} ${ins.keyword} ${ins.args}`);
      try {
        switch (ins.keyword) {
          case "ARG":
            for (const [name, value] of parseArgs(ins, current ? scope(current) : globalArgs)) {
              const given = buildArgs[name];
              if (given !== undefined) usedArgs.add(name);
              const resolved = given ?? value ?? globalArgs[name];
              if (!current) {
                if (resolved !== undefined) globalArgs[name] = resolved;
              } else if (resolved !== undefined) current.args[name] = resolved;
            }
            break;
          case "FROM":
            stage = fromStep(ins, i, instructions, stages, globalArgs, scratch);
            stages.push(stage);
            break;
          case "ENV":
            for (const [name, value] of parseKeyValues(ins.args, scope(need(current)), ins.line))
              need(current).env[name] = value;
            break;
          case "WORKDIR": {
            const s = need(current);
            s.workdir = posix.resolve(s.workdir, expand(ins.args, scope(s), ins.line));
            mkdirSync(hostPath(s, s.workdir), { recursive: true });
            break;
          }
          case "USER":
            need(current).user = parseUser(expand(ins.args, scope(need(current)), ins.line));
            break;
          case "COPY":
            copyStep(ins, need(current), stages, contextDir, ignore, isRoot);
            break;
          case "RUN":
            await runStep(ins, need(current), scratch, bin, isRoot, log);
            break;
          case "VOLUME": {
            const s = need(current);
            const args = expand(ins.args, scope(s), ins.line);
            const paths = execForm(args, ins.line) ?? args.split(/\s+/);
            for (const p of paths) mkdirSync(hostPath(s, posix.resolve(s.workdir, p)), { recursive: true });
            break;
          }
          case "EXPOSE":
          case "LABEL":
            break; // metadata only
          case "HEALTHCHECK":
            need(current).healthcheck = parseHealthcheck(ins);
            break;
          case "CMD":
            need(current).cmd = commandOf(ins.args, ins.line);
            break;
        }
      } catch (error) {
        if (error instanceof StepError) throw error;
        fail(ins, step, error instanceof Error ? error.message : String(error));
      }
    }
    for (const name of Object.keys(buildArgs))
      if (!usedArgs.has(name)) log(`warning: build argument ${name} is not declared by any ARG`);

    const runtime = stages.at(-1);
    if (!runtime) throw new ReplayError("the Dockerfile has no FROM");
    if (!runtime.cmd) throw new ReplayError(`the last stage "${runtime.name}" has no CMD`);
    const port = await freePort();
    const env = runEnv(runtime, bin, { PORT: String(port) });
    const asUser = isRoot || process.getuid?.() === runtime.user.uid;
    const ranAs = asUser
      ? `uid ${runtime.user.uid}, gid ${runtime.user.gid} (the image's USER)`
      : `uid ${process.getuid?.()} (not root here, so not the image's USER ${runtime.user.uid}:${runtime.user.gid})`;
    log(`starting the "${runtime.name}" stage's CMD as ${ranAs}, PORT=${port}, DATA_DIR=${env.DATA_DIR ?? "(unset)"}`);
    const startedAt = performance.now();
    const output: string[] = [];
    server = Bun.spawn(asUserArgv(argvOf(runtime.cmd), runtime.user, isRoot), {
      cwd: hostPath(runtime, runtime.workdir),
      env,
      stdout: "pipe",
      stderr: "pipe",
    });
    pump(server.stdout as ReadableStream<Uint8Array>, output, log);
    pump(server.stderr as ReadableStream<Uint8Array>, output, log);
    const healthyAfterMs = await waitHealthy(server, port, options.healthTimeoutMs ?? 120_000, output, startedAt);
    log(`/healthz answered 200 after ${Math.round(healthyAfterMs)} ms`);
    if (runtime.healthcheck) {
      const probe = await runCommand(
        asUserArgv(argvOf(runtime.healthcheck.command), runtime.user, isRoot),
        hostPath(runtime, runtime.workdir),
        env,
        log,
        runtime.healthcheck.timeoutMs,
      );
      if (probe.code !== 0)
        throw new ReplayError(`the HEALTHCHECK command failed (exit ${probe.code}):\n${probe.tail}`);
      log("HEALTHCHECK command passed");
    }
    await options.onHealthy?.(`http://127.0.0.1:${port}`);
    const proc = server;
    proc.kill("SIGTERM");
    const exited = await Promise.race([proc.exited, Bun.sleep(STOP_GRACE_MS).then(() => null)]);
    if (exited === null) throw new ReplayError(`the server did not stop within ${STOP_GRACE_MS / 1000} s of SIGTERM`);
    if (exited !== 0) throw new ReplayError(`the server exited with ${exited} on SIGTERM:\n${tail(output)}`);
    server = null;
    log("stopped cleanly on SIGTERM");
    return {
      steps: instructions.length,
      stages: stages.map((s) => s.name),
      ranAs,
      healthyAfterMs,
      totalMs: performance.now() - started,
    };
  } finally {
    if (server) {
      server.kill("SIGKILL");
      await server.exited;
    }
    if (options.keep) log(`kept ${scratch}`);
    else rmSync(scratch, { recursive: true, force: true });
  }
}

function parseOrFail(text: string): Instruction[] {
  try {
    return parseDockerfile(text);
  } catch (error) {
    if (error instanceof DockerfileError) throw new ReplayError(`Dockerfile ${error.message}`);
    throw error;
  }
}

function need(stage: Stage | null): Stage {
  if (!stage) throw new ReplayError("no stage");
  return stage;
}

/** Variables visible to substitution: the stage's ARGs, overridden by its ENV (as in Docker). */
function scope(stage: Stage): Record<string, string> {
  return { ...stage.args, ...stage.env };
}

function hostPath(stage: Stage, imagePath: string): string {
  return join(stage.root, posix.resolve("/", imagePath));
}

/** Bun auto-installs from the registry when it finds no node_modules: there must be none above the scratch folder. */
function assertNoNodeModulesAbove(dir: string): void {
  for (let d = dirname(dir); ; d = dirname(d)) {
    if (existsSync(join(d, "node_modules")))
      throw new ReplayError(`${join(d, "node_modules")} exists above the scratch folder and would hide missing files`);
    if (d === dirname(d)) return;
  }
}

/** bun (always --no-install, except for package-manager commands), bunx and node (= bun, as in the image). */
function makeBinFolder(scratch: string): string {
  const bin = join(scratch, "bin");
  mkdirSync(bin, { recursive: true });
  const bun = realpathSync(process.execPath);
  const manager =
    "install|i|add|a|remove|rm|pm|x|create|c|upgrade|link|unlink|update|audit|outdated|publish|patch|info|why";
  writeFileSync(
    join(bin, "bun"),
    `#!/bin/sh\ncase "$1" in ${manager}|--version|-v|--revision|"") exec "${bun}" "$@" ;; esac\nexec "${bun}" --no-install "$@"\n`,
    { mode: 0o755 },
  );
  symlinkSync(bun, join(bin, "bunx"));
  symlinkSync(bun, join(bin, "node"));
  return bin;
}

function parseArgs(ins: Instruction, vars: Record<string, string>): [string, string | undefined][] {
  return shellWords(ins.args, vars, ins.line).map((word) => {
    const eq = word.indexOf("=");
    const name = eq < 0 ? word : word.slice(0, eq);
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new ReplayError(`ARG name "${name}" is not valid`);
    return [name, eq < 0 ? undefined : word.slice(eq + 1)];
  });
}

function fromStep(
  ins: Instruction,
  index: number,
  instructions: Instruction[],
  stages: Stage[],
  globalArgs: Record<string, string>,
  scratch: string,
): Stage {
  const { flags, rest } = splitFlags(ins.args);
  if (flags.size > 0) throw new ReplayError(`FROM flags (${[...flags.keys()].join(", ")}) are not supported`);
  const words = expand(rest, globalArgs, ins.line).split(/\s+/);
  const image = words[0] ?? "";
  if (words.length === 3 && words[1]?.toUpperCase() !== "AS") throw new ReplayError(`cannot read FROM "${rest}"`);
  if (words.length !== 1 && words.length !== 3) throw new ReplayError(`cannot read FROM "${rest}"`);
  const name = (words[2] ?? String(stages.length)).toLowerCase();
  const root = join(scratch, "stages", `${stages.length}-${name}`);
  const parent = stages.find((s) => s.name === image.toLowerCase());
  if (parent) {
    // A stage nothing reads again can be moved instead of copied (node_modules is large).
    const readLater = instructions
      .slice(index + 1)
      .some((later) => refersTo(later, parent) || (later.keyword === "FROM" && later.args.split(/\s+/)[0] === image));
    mkdirSync(dirname(root), { recursive: true });
    if (readLater) {
      const cp = spawnSync("cp", ["-a", parent.root, root]);
      if (cp.status !== 0) throw new ReplayError(`copying stage ${parent.name} failed: ${cp.stderr}`);
    } else {
      renameSync(parent.root, root);
      parent.root = "";
    }
    return {
      ...parent,
      index: stages.length,
      name,
      root,
      env: { ...parent.env },
      args: {},
      cmd: parent.cmd,
      healthcheck: parent.healthcheck,
    };
  }
  const match = image.match(/^(?:docker\.io\/)?oven\/bun:([^@]+)(?:@sha256:[0-9a-f]+)?$/);
  if (!match)
    throw new ReplayError(
      `base image "${image}" is neither an earlier stage nor oven/bun:<version>; the replay knows only those`,
    );
  const version = (match[1] ?? "").split("-")[0] ?? "";
  if (!/^\d+(\.\d+){0,2}$/.test(version))
    throw new ReplayError(
      `oven/bun tag "${match[1]}" names no version: pin one, so the replay can check it runs the same Bun`,
    );
  if (Bun.version !== version && !Bun.version.startsWith(`${version}.`))
    throw new ReplayError(
      `the image is ${image} but this machine runs Bun ${Bun.version}: the replay would prove a different Bun; align the tag or the machine`,
    );
  // What the oven/bun image brings that matters here: the root and bun (1000:1000) homes, /tmp.
  mkdirSync(root, { recursive: true });
  mkdirSync(join(root, "root"), { mode: 0o700 });
  mkdirSync(join(root, "home/bun"), { recursive: true });
  mkdirSync(join(root, "tmp"), { recursive: true });
  chmodSync(join(root, "tmp"), 0o1777);
  if (process.getuid?.() === 0) chownSync(join(root, "home/bun"), 1000, 1000);
  return {
    index: stages.length,
    name,
    root,
    env: { BUN_RUNTIME_TRANSPILER_CACHE_PATH: "0", BUN_INSTALL_BIN: "/usr/local/bin" },
    args: {},
    workdir: "/home/bun/app",
    user: { uid: 0, gid: 0 },
    cmd: { exec: ["/usr/local/bin/bun"] },
    healthcheck: null,
  };
}

function refersTo(ins: Instruction, stage: Stage): boolean {
  if (ins.keyword !== "COPY") return false;
  const from = splitFlags(ins.args).flags.get("from")?.[0]?.toLowerCase();
  return from === stage.name || from === String(stage.index);
}

/** Numeric `uid[:gid]` (or root): a name would need the image's /etc/passwd, which the replay does not have. */
function parseUser(text: string): User {
  if (text === "root" || text === "0" || text === "0:0" || text === "root:root") return { uid: 0, gid: 0 };
  const m = text.match(/^(\d+)(?::(\d+))?$/);
  if (!m)
    throw new ReplayError(
      `USER "${text}": use a numeric uid:gid (the replay has no image /etc/passwd; Kubernetes' runAsNonRoot needs it numeric too)`,
    );
  return { uid: Number(m[1]), gid: Number(m[2] ?? m[1]) };
}

function commandOf(args: string, line: number): Command {
  const exec = execForm(args, line);
  return exec ? { exec } : { shell: args };
}

function argvOf(command: Command): string[] {
  return "exec" in command ? command.exec : ["/bin/sh", "-c", command.shell];
}

function parseHealthcheck(ins: Instruction): Stage["healthcheck"] {
  const { flags, rest } = splitFlags(ins.args);
  if (/^NONE$/i.test(rest)) return null;
  for (const name of flags.keys())
    if (!["interval", "timeout", "start-period", "start-interval", "retries"].includes(name))
      throw new ReplayError(`HEALTHCHECK flag --${name} is not supported`);
  const m = rest.match(/^CMD\s+(.*)$/is);
  if (!m) throw new ReplayError("HEALTHCHECK must be NONE or CMD ...");
  const timeout = flags.get("timeout")?.[0] ?? "30s";
  const t = timeout.match(/^(\d+(?:\.\d+)?)(ms|s|m)$/);
  if (!t) throw new ReplayError(`HEALTHCHECK --timeout=${timeout} is not a duration the replay reads`);
  const timeoutMs = Number(t[1]) * (t[2] === "ms" ? 1 : t[2] === "s" ? 1000 : 60_000);
  return { command: commandOf(m[1] ?? "", ins.line), timeoutMs };
}

function copyStep(
  ins: Instruction,
  stage: Stage,
  stages: Stage[],
  contextDir: string,
  ignore: DockerIgnore,
  isRoot: boolean,
): void {
  const { flags, rest } = splitFlags(ins.args);
  for (const name of flags.keys())
    if (!["from", "chown", "link"].includes(name)) throw new ReplayError(`COPY --${name} is not supported`);
  const vars = scope(stage);
  const parts = (execForm(rest, ins.line) ?? rest.split(/\s+/)).map((p) => expand(p, vars, ins.line));
  if (parts.length < 2) throw new ReplayError("COPY needs a source and a destination");
  const dest = parts.pop() ?? "";
  const from = flags.get("from")?.[0];
  let srcRoot = contextDir;
  let filter: DockerIgnore | null = ignore;
  let origin = "the build context";
  if (from !== undefined) {
    const source = stages.find((s) => s.name === from.toLowerCase() || String(s.index) === from);
    if (!source) throw new ReplayError(`COPY --from=${from}: no earlier stage of that name (images are not supported)`);
    if (!source.root) throw new ReplayError(`COPY --from=${from}: that stage was moved away (replay bug)`);
    srcRoot = source.root;
    filter = null;
    origin = `stage "${source.name}"`;
  }
  const owner = flags.has("chown") ? parseUser(flags.get("chown")?.[0] ?? "") : null;
  if (owner && !isRoot) throw new ReplayError("COPY --chown needs the replay to run as root");
  const destImage = posix.resolve(stage.workdir, dest);
  const destHost = hostPath(stage, destImage);
  const intoDir = dest.endsWith("/") || parts.length > 1;
  const made: string[] = [];
  for (const src of parts) {
    if (/[*?[]/.test(src)) throw new ReplayError(`COPY source "${src}": wildcards are not supported by the replay`);
    const rel = posix.normalize(from !== undefined ? posix.resolve("/", src) : src).replace(/^\/+/, "");
    if (rel === ".." || rel.startsWith("../")) throw new ReplayError(`COPY source "${src}" is outside the context`);
    const relClean = rel === "." ? "" : rel;
    const hostSrc = join(srcRoot, relClean);
    if (filter && relClean && filter.excluded(relClean))
      throw new ReplayError(`COPY source "${src}" is excluded by .dockerignore`);
    if (!existsSync(hostSrc)) throw new ReplayError(`COPY source "${src}" not found in ${origin}`);
    if (statSync(hostSrc).isDirectory()) {
      if (existsSync(destHost) && !statSync(destHost).isDirectory())
        throw new ReplayError(`COPY destination "${dest}" is a file`);
      mkdirSync(destHost, { recursive: true });
      copyTree(hostSrc, destHost, relClean, filter, made);
    } else {
      const target =
        intoDir || (existsSync(destHost) && statSync(destHost).isDirectory())
          ? join(destHost, basename(hostSrc))
          : destHost;
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(hostSrc, target);
      chmodSync(target, statSync(hostSrc).mode & 0o7777);
      made.push(target);
    }
  }
  if (owner) {
    chownSync(destHost, owner.uid, owner.gid);
    for (const p of made) lchownSync(p, owner.uid, owner.gid);
  }
}

/** Copies a directory's content, leaving out what .dockerignore excludes. */
function copyTree(src: string, dst: string, rel: string, ignore: DockerIgnore | null, made: string[]): void {
  for (const entry of readdirSync(src, { withFileTypes: true })) {
    const r = rel ? `${rel}/${entry.name}` : entry.name;
    const from = join(src, entry.name);
    const to = join(dst, entry.name);
    const excluded = ignore?.excluded(r) ?? false;
    if (excluded && !(entry.isDirectory() && ignore?.hasExceptions)) continue;
    if (entry.isSymbolicLink()) {
      if (existsSync(to) || lstatExists(to)) unlinkSync(to);
      symlinkSync(readlinkSync(from), to);
      made.push(to);
    } else if (entry.isDirectory()) {
      mkdirSync(to, { recursive: true });
      chmodSync(to, statSync(from).mode & 0o7777);
      made.push(to);
      copyTree(from, to, r, ignore, made);
    } else if (entry.isFile() && !excluded) {
      copyFileSync(from, to);
      chmodSync(to, statSync(from).mode & 0o7777);
      made.push(to);
    }
  }
}

function lstatExists(p: string): boolean {
  try {
    lstatSync(p);
    return true;
  } catch {
    return false;
  }
}

/** The environment of a RUN or of the CMD: image-like PATH and HOME, the stage's ARG/ENV, nothing of this machine's. */
function runEnv(stage: Stage, bin: string, extra: Record<string, string> = {}): Record<string, string> {
  const home = stage.user.uid === 0 ? "/root" : stage.user.uid === 1000 ? "/home/bun" : "/";
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(scope(stage)))
    env[name] = value.startsWith("/") && !value.includes(":") ? hostPath(stage, value) : value;
  return { ...env, PATH: `${bin}:${IMAGE_PATH}`, HOME: hostPath(stage, home), ...extra };
}

function asUserArgv(argv: string[], user: User, isRoot: boolean): string[] {
  if (user.uid === 0 || !isRoot) return argv;
  return ["setpriv", `--reuid=${user.uid}`, `--regid=${user.gid}`, "--clear-groups", "--", ...argv];
}

async function runStep(
  ins: Instruction,
  stage: Stage,
  scratch: string,
  bin: string,
  isRoot: boolean,
  log: (line: string) => void,
): Promise<void> {
  const { flags, rest } = splitFlags(ins.args);
  for (const name of flags.keys())
    if (name !== "mount") throw new ReplayError(`RUN --${name} is not supported by the replay`);
  const command = commandOf(rest, ins.line);
  const words = "exec" in command ? command.exec : [command.shell];
  for (const word of words) {
    for (const m of word.matchAll(/(?:^|[\s"'=;&|(<>])(\/[^\s"';&|)<>]*)/g)) {
      const path = m[1] ?? "";
      if (!HARMLESS_ABSOLUTE.has(path))
        throw new ReplayError(
          `the command names the absolute path ${path}; the replay runs RUN on this machine and cannot map it into the stage. ` +
            "Use a path relative to WORKDIR or an ENV/ARG variable (the replay maps those)",
        );
    }
  }
  const undo: (() => void)[] = [];
  try {
    for (const spec of flags.get("mount") ?? []) undo.push(cacheMount(spec, stage, scratch));
    const cwd = hostPath(stage, stage.workdir);
    mkdirSync(cwd, { recursive: true });
    const result = await runCommand(asUserArgv(argvOf(command), stage.user, isRoot), cwd, runEnv(stage, bin), log);
    if (result.code !== 0) throw new ReplayError(`exit code ${result.code}\n${result.tail}`);
  } finally {
    for (const u of undo.reverse()) u();
  }
}

/** `--mount=type=cache,target=...`: Bun's cache is this machine's Bun cache; any other is an empty folder. */
function cacheMount(spec: string, stage: Stage, scratch: string): () => void {
  const opts = Object.fromEntries(spec.split(",").map((kv) => kv.split("=", 2) as [string, string]));
  for (const key of Object.keys(opts))
    if (!["type", "target", "id", "sharing"].includes(key))
      throw new ReplayError(`RUN --mount option ${key} is not supported`);
  if (opts.type !== "cache" || !opts.target)
    throw new ReplayError("RUN --mount: only type=cache with a target is supported");
  const target = hostPath(stage, posix.resolve(stage.workdir, opts.target));
  const source = opts.target.endsWith(".bun/install/cache")
    ? bunCacheDir()
    : join(scratch, "cache", opts.target.replace(/[^\w.-]/g, "_"));
  mkdirSync(source, { recursive: true });
  const hidden = `${target}.replay-hidden`;
  const existed = lstatExists(target);
  if (existed) renameSync(target, hidden);
  mkdirSync(dirname(target), { recursive: true });
  symlinkSync(source, target);
  return () => {
    unlinkSync(target);
    if (existed) renameSync(hidden, target);
  };
}

function bunCacheDir(): string {
  const out = spawnSync(realpathSync(process.execPath), ["pm", "cache"], { encoding: "utf8" });
  const dir = out.stdout.trim().split("\n").at(-1) ?? "";
  if (out.status !== 0 || !dir.startsWith("/")) throw new ReplayError(`cannot find Bun's cache folder: ${out.stderr}`);
  return dir;
}

async function runCommand(
  argv: string[],
  cwd: string,
  env: Record<string, string>,
  log: (line: string) => void,
  timeoutMs = 15 * 60_000,
): Promise<{ code: number; tail: string }> {
  const output: string[] = [];
  const proc = Bun.spawn(argv, { cwd, env, stdout: "pipe", stderr: "pipe" });
  const done = Promise.all([
    pump(proc.stdout as ReadableStream<Uint8Array>, output, log),
    pump(proc.stderr as ReadableStream<Uint8Array>, output, log),
  ]);
  const timer = setTimeout(() => proc.kill("SIGKILL"), timeoutMs);
  const code = await proc.exited;
  clearTimeout(timer);
  await done;
  return { code, tail: tail(output) };
}

async function pump(stream: ReadableStream<Uint8Array>, output: string[], log: (line: string) => void): Promise<void> {
  const decoder = new TextDecoder();
  let pending = "";
  for await (const chunk of stream) {
    pending += decoder.decode(chunk, { stream: true });
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      output.push(line);
      log(`    | ${line}`);
    }
  }
  if (pending) {
    output.push(pending);
    log(`    | ${pending}`);
  }
}

function tail(output: string[], n = 25): string {
  return output
    .slice(-n)
    .map((l) => `    | ${l}`)
    .join("\n");
}

async function waitHealthy(
  proc: ReturnType<typeof Bun.spawn>,
  port: number,
  timeoutMs: number,
  output: string[],
  startedAt: number,
): Promise<number> {
  let exitCode: number | null = null;
  proc.exited.then((code) => {
    exitCode = code;
  });
  while (performance.now() - startedAt < timeoutMs) {
    if (exitCode !== null)
      throw new ReplayError(`the server exited with ${exitCode} before /healthz answered:\n${tail(output)}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(3000) });
      if (res.status === 200) return performance.now() - startedAt;
    } catch {
      // not listening yet
    }
    await Bun.sleep(250);
  }
  throw new ReplayError(`/healthz did not answer 200 within ${timeoutMs / 1000} s:\n${tail(output)}`);
}

if (import.meta.main) {
  const argv = process.argv.slice(2);
  const buildArgs: Record<string, string> = {
    // Marker company details: the check proves they reach the prerendered pages.
    SITE_PHONE: "+420 111 222 333",
    SITE_EMAIL: "replay-check@example.com",
  };
  let dockerfile: string | undefined;
  let keep = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--dockerfile") dockerfile = argv[++i];
    else if (a === "--keep") keep = true;
    else if (a === "--build-arg") {
      const [k, ...v] = (argv[++i] ?? "").split("=");
      if (k) buildArgs[k] = v.join("=");
    } else {
      console.error(
        `unknown argument ${a}; usage: bun tests/docker/replay.ts [--dockerfile F] [--build-arg K=V]... [--keep]`,
      );
      process.exit(2);
    }
  }
  try {
    const report = await replayDockerfile({
      contextDir: resolve(import.meta.dir, "../.."),
      dockerfile,
      buildArgs,
      keep,
      onHealthy: async (base) => {
        for (const path of ["/", "/cs"]) {
          const html = await (await fetch(base + path)).text();
          for (const name of ["SITE_PHONE", "SITE_EMAIL"] as const)
            if (!html.includes(buildArgs[name] ?? ""))
              throw new ReplayError(`the page ${path} does not carry the build argument ${name}="${buildArgs[name]}"`);
        }
        console.log("the prerendered pages carry the SITE_* build arguments");
      },
    });
    console.log(
      `docker:check passed: ${report.steps} steps, stages ${report.stages.join(" -> ")}, ran as ${report.ranAs}, ` +
        `healthy after ${(report.healthyAfterMs / 1000).toFixed(1)} s, ${(report.totalMs / 1000).toFixed(1)} s in all`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
