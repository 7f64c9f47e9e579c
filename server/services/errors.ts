/**
 * What a service refuses, in the service's own words. Services throw these; the tRPC layer
 * (server/trpc/init.ts) and the plain routes map each kind to its status, so services know nothing
 * of HTTP or tRPC.
 */
export type DomainErrorKind = "not_found" | "invalid" | "conflict" | "forbidden" | "too_many" | "unavailable";

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

/** The HTTP status of each kind, shared by the tRPC error mapping and the plain routes. */
export const DOMAIN_ERROR_STATUS = {
  not_found: 404,
  invalid: 400,
  conflict: 409,
  forbidden: 403,
  too_many: 429,
  unavailable: 503,
} as const satisfies Record<DomainErrorKind, number>;
