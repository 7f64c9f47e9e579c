/**
 * The one list of origins allowed to send state-changing requests (forms, tRPC mutations, sign-up
 * and sign-in). The CSRF guard (http/csrf.ts) and better-auth's trustedOrigins both take it, so
 * they cannot disagree: before, the guard let any same-host request through while better-auth
 * trusted only http://localhost:PORT, and signing in from http://127.0.0.1:PORT answered 403.
 */
export interface OriginSettings {
  publicUrl: string | undefined;
  port: number;
  /** TRUSTED_ORIGINS: extra origins the operator named. */
  extra: string[];
  env: "development" | "production" | "test";
}

export interface TrustedOrigins {
  /** The site's own origin: PUBLIC_URL, or http://localhost:PORT without it. */
  primary: string;
  /** Every trusted origin, normalised (scheme://host[:port]), without duplicates. */
  list: string[];
}

/** With no PUBLIC_URL the site answers on every address, so every loopback name of its port is the same site. */
export function loopbackOrigins(port: number): string[] {
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`];
}

export function trustedOriginsFor(s: OriginSettings): TrustedOrigins {
  const primary = s.publicUrl ? new URL(s.publicUrl).origin : `http://localhost:${s.port}`;
  const own = s.publicUrl ? [primary] : loopbackOrigins(s.port);
  // Vite's dev server proxies the API; its pages come from another port.
  const dev = s.env === "development" ? ["http://localhost:5173", "http://127.0.0.1:5173"] : [];
  const list = [...new Set([...own, ...s.extra, ...dev].map((o) => new URL(o).origin))];
  return { primary, list };
}

/** The one line a refused browser (and the log) gets: which origin, and what to set to allow it. */
export function refusedOriginMessage(origin: string): string {
  return `Requests from ${origin} are refused: set PUBLIC_URL (or add it to TRUSTED_ORIGINS) to that origin`;
}
