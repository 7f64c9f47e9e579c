import { join } from "node:path";
import { createApp } from "./app";
import { startAssetSharing } from "./http/shared-assets";
import { distDir } from "./http/static";
import type { Runtime } from "./runtime";

/** Largest body Bun will accept at all; the per-route caps in app.ts are tighter. */
const MAX_REQUEST_BODY = 60 * 1024 * 1024;

export interface RunningServer {
  url: string;
  port: number;
  /**
   * Stops accepting, lets in-flight requests finish for up to `graceMs`, then closes any
   * connection still open and closes the runtime (stores flushed and closed).
   */
  stop(graceMs?: number): Promise<void>;
}

export function startServer(rt: Runtime, options: { port: number; hostname?: string }): RunningServer {
  const app = createApp(rt);
  const server = Bun.serve({
    port: options.port,
    hostname: options.hostname ?? "0.0.0.0",
    maxRequestBodySize: MAX_REQUEST_BODY,
    idleTimeout: 60,
    fetch: (req, srv) => app.fetch(req, srv),
  });
  const port = server.port ?? options.port;
  // With S3 (several instances), this build's chunks go to the bucket for the others (shared-assets.ts).
  const sharing =
    rt.storage.kind === "s3" ? startAssetSharing(join(distDir, "client", "assets"), rt.storage, rt.log) : null;
  let stopping: Promise<void> | undefined;
  return {
    url: `http://localhost:${port}`,
    port,
    stop(graceMs = 3_000) {
      stopping ??= (async () => {
        let timer: Timer | undefined;
        const graceful = server.stop(false);
        const timedOut = new Promise<"timeout">((resolve) => {
          timer = setTimeout(() => resolve("timeout"), graceMs);
        });
        if ((await Promise.race([graceful, timedOut])) === "timeout") await server.stop(true);
        clearTimeout(timer);
        await sharing?.stop();
        await rt.close();
      })();
      return stopping;
    },
  };
}
