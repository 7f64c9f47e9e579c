/**
 * What a service refuses, in the service's own words. Services throw these; the tRPC layer
 * (server/trpc/init.ts) and the plain routes map each kind to its status, so services know nothing
 * of HTTP or tRPC.
 */
export type DomainErrorKind =
  | "not_found"
  | "invalid"
  | "conflict"
  | "forbidden"
  | "too_many"
  | "unavailable"
  | "abandoned";

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** For too_many and unavailable: when to try again (the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export const notFound = (message: string) => new DomainError("not_found", message);
export const invalid = (message: string) => new DomainError("invalid", message);
export const conflict = (message: string) => new DomainError("conflict", message);
export const forbidden = (message: string) => new DomainError("forbidden", message);
export const tooMany = (message: string, retryAfterSeconds: number) =>
  new DomainError("too_many", message, retryAfterSeconds);
export const unavailable = (message: string) => new DomainError("unavailable", message);
/**
 * The caller went away (closed the connection, or its browser cancelled a view it no longer
 * shows) before the work was done: the work stops, and nobody reads the answer.
 */
export const abandoned = (message = "The request was cancelled before it was answered.") =>
  new DomainError("abandoned", message);

/** The HTTP status of each kind, shared by the tRPC error mapping and the plain routes. */
export const DOMAIN_ERROR_STATUS = {
  not_found: 404,
  invalid: 400,
  conflict: 409,
  forbidden: 403,
  too_many: 429,
  unavailable: 503,
  // nginx's "client closed request": never seen by a client, kept apart from the server's faults in the logs.
  abandoned: 499,
} as const satisfies Record<DomainErrorKind, number>;
