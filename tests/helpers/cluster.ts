import { rmSync } from "node:fs";
import { makeTempDir } from "./paths";
import { freePort } from "./ports";
import { startS3, type TestS3 } from "./s3";
import { type ServerProcess, spawnServer } from "./server-process";
import { startSmtp, type TestSmtp } from "./smtp";
import { createTestDatabase, type TestDatabase } from "./test-db";

/**
 * N identical instances of the real server as separate processes, sharing one PostgreSQL database,
 * one S3 server (s3rver) and one SMTP server, behind a round-robin load balancer, as they would be
 * deployed. Each instance has its own data folder (its own DuckDB replica and temp files).
 */
export interface Cluster {
  /** The load balancer's URL: the site's public URL. */
  url: string;
  instances: ServerProcess[];
  db: TestDatabase;
  s3: TestS3;
  smtp: TestSmtp;
  /** Which instance served each request that went through the balancer, by index. */
  served: number[];
  /** Starts instance `i` again on the same port and data folder (after a kill). */
  restart(i: number): Promise<void>;
  stop(): Promise<void>;
}

export async function startCluster(size: number, extraEnv: Record<string, string> = {}): Promise<Cluster> {
  if (!process.env.DATABASE_URL) throw new Error("a cluster needs PostgreSQL (DATABASE_URL)");
  const lbPort = await freePort();
  const url = `http://127.0.0.1:${lbPort}`;
  const db = await createTestDatabase(makeTempDir("cluster-db"));
  const [s3, smtp] = await Promise.all([startS3(), startSmtp()]);
  const authSecret = Buffer.from(crypto.getRandomValues(new Uint8Array(36))).toString("base64url");

  const dataDirs = Array.from({ length: size }, () => makeTempDir("instance"));
  const ports = await Promise.all(dataDirs.map(() => freePort()));
  const envOf = (i: number): Record<string, string> => ({
    PORT: String(ports[i]),
    HOST: "127.0.0.1",
    PUBLIC_URL: url,
    DATA_DIR: dataDirs[i] as string,
    AUTH_SECRET: authSecret,
    // The balancer appends the client's address to X-Forwarded-For, as nginx or a cloud LB does.
    TRUST_PROXY_HOPS: "1",
    SMTP_URL: smtp.url,
    REQUIRE_EMAIL_VERIFICATION: "false",
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "warn",
    ...db.env,
    ...s3.env,
    ...extraEnv,
  });
  const instances = dataDirs.map((_, i) => spawnServer(envOf(i)));
  await Promise.all(instances.map((s) => s.ready(60_000)));

  let next = 0;
  const served: number[] = [];
  const balancer = Bun.serve({
    port: lbPort,
    hostname: "127.0.0.1",
    idleTimeout: 60,
    async fetch(req, server) {
      // Round robin over the instances that are up; a refused connection tries the next one.
      for (let attempt = 0; attempt < instances.length; attempt++) {
        const i = next++ % instances.length;
        const target = instances[i] as ServerProcess;
        if (target.proc.exitCode !== null || target.proc.killed) continue;
        const incoming = new URL(req.url);
        const headers = new Headers(req.headers);
        const client = server.requestIP(req)?.address ?? "127.0.0.1";
        const xff = headers.get("x-forwarded-for");
        headers.set("x-forwarded-for", xff ? `${xff}, ${client}` : client);
        headers.set("host", incoming.host);
        try {
          const res = await fetch(`${target.url}${incoming.pathname}${incoming.search}`, {
            method: req.method,
            headers,
            body: req.body,
            redirect: "manual",
            // @ts-expect-error Bun streams request bodies with duplex "half" like Node.
            duplex: "half",
            decompress: false,
          });
          served.push(i);
          return res;
        } catch {
          if (req.body) return new Response("upstream failed", { status: 502 });
        }
      }
      return new Response("no instance up", { status: 503 });
    },
  });

  return {
    url,
    instances,
    db,
    s3,
    smtp,
    served,
    async restart(i) {
      instances[i] = spawnServer(envOf(i));
      await (instances[i] as ServerProcess).ready(60_000);
    },
    async stop() {
      await balancer.stop(true);
      for (const s of instances) if (s.proc.exitCode === null) s.proc.kill("SIGTERM");
      await Promise.all(instances.map((s) => s.proc.exited));
      await Promise.all([s3.stop(), smtp.stop()]);
      await db.drop();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}
