import { createConnection, createServer, type Server, type Socket } from "node:net";
import { freePort } from "./ports";

/**
 * A TCP proxy on loopback between the app and a dependency (PostgreSQL, S3, SMTP), so a test can
 * take the dependency "down" or make it "hang" without touching the dependency itself:
 * - `down()` stops listening and cuts every open connection (new connections are refused);
 * - `up()` listens again on the same port;
 * - `hang()` keeps accepting connections but forwards nothing, in either direction, until `resume()`
 *   (bytes are held, not dropped, so a resumed conversation carries on).
 */
export interface TcpProxy {
  host: string;
  port: number;
  /** Connections accepted since start. */
  accepted: number;
  down(): Promise<void>;
  up(): Promise<void>;
  hang(): void;
  resume(): void;
  stop(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const port = await freePort();
  type Pair = { client: Socket; upstream: Socket; held: [Socket, Buffer][] };
  const pairs = new Set<Pair>();
  let hung = false;
  let server: Server | null = null;

  const onConnection = (client: Socket) => {
    proxy.accepted++;
    const upstream = createConnection({ host: target.host, port: target.port });
    const pair: Pair = { client, upstream, held: [] };
    pairs.add(pair);
    const close = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on("error", close).on("close", close);
    upstream.on("error", close).on("close", close);
    // Forwarded by hand rather than piped, so "hung" holds bytes deterministically.
    const forward = (to: Socket) => (chunk: Buffer) => {
      if (hung) pair.held.push([to, chunk]);
      else to.write(chunk);
    };
    client.on("data", forward(upstream));
    upstream.on("data", forward(client));
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer(onConnection);
      s.once("error", reject);
      s.listen(port, "127.0.0.1", () => {
        server = s;
        resolve();
      });
    });

  const down = async () => {
    const s = server;
    server = null;
    for (const { client, upstream } of pairs) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };

  const proxy: TcpProxy = {
    host: "127.0.0.1",
    port,
    accepted: 0,
    down,
    up: () => (server ? Promise.resolve() : listen()),
    hang() {
      hung = true;
    },
    resume() {
      hung = false;
      for (const pair of pairs) {
        for (const [to, chunk] of pair.held.splice(0)) to.write(chunk);
      }
    },
    stop: down,
  };
  await listen();
  return proxy;
}

/** A TCP proxy in front of a PostgreSQL URL, and the same URL through the proxy. */
export async function proxyPostgres(url: string): Promise<{ proxy: TcpProxy; url: string }> {
  const direct = new URL(url);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const proxied = new URL(direct);
  proxied.hostname = proxy.host;
  proxied.port = String(proxy.port);
  return { proxy, url: proxied.toString() };
}
