import { initTRPC, TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import type { ApiKeyScope } from "../../shared/api-key-scopes";
import { ADMIN_REQUIRED_MESSAGE, adminRefusal, signInMessage } from "../auth/permissions";
import { classifyDatabaseFailure, failureReason, UNAVAILABLE_MESSAGE, UNSTORABLE_MESSAGE } from "../db/errors";
import { DomainError, type DomainErrorKind } from "../services/errors";
import type { SessionUser, TrpcContext } from "./context";

const t = initTRPC.context<TrpcContext>().create({
  // Never send stacks to clients, whatever NODE_ENV says.
  isDev: false,
  errorFormatter({ shape, error }) {
    const zod = error.cause instanceof ZodError ? error.cause : null;
    return {
      ...shape,
      message: callerMessage(error, zod, shape.message),
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        fieldErrors: zod ? fieldErrors(zod) : undefined,
      },
    };
  },
});

/** What the caller reads: never text that is not ours to show. */
function callerMessage(error: TRPCError, zod: ZodError | null, message: string): string {
  // An unexpected error's message could hold SQL or a path: say something generic instead.
  if (error.code === "INTERNAL_SERVER_ERROR") return "Something went wrong. Please try again.";
  // Nor does the JSON parser's own text ("JSON Parse error: Expected '}'") belong to the caller.
  if (error.code === "PARSE_ERROR" || (error.code === "BAD_REQUEST" && error.cause instanceof SyntaxError))
    return "The input must be valid JSON.";
  return zod ? (zod.issues[0]?.message ?? "Invalid input") : message;
}

function fieldErrors(error: ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    out[key] = [...(out[key] ?? []), issue.message];
  }
  return out;
}

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/**
 * Logs unexpected failures with the request id; expected refusals are not errors. A database that
 * cannot be reached answers 503 (safe to retry), a value the database cannot store answers 400:
 * neither is the server's bug, and neither may surface as a 500.
 */
const TRPC_CODE = {
  not_found: "NOT_FOUND",
  invalid: "BAD_REQUEST",
  conflict: "CONFLICT",
  forbidden: "FORBIDDEN",
  too_many: "TOO_MANY_REQUESTS",
  unavailable: "SERVICE_UNAVAILABLE",
  abandoned: "CLIENT_CLOSED_REQUEST",
} as const satisfies Record<DomainErrorKind, TRPCError["code"]>;

const logErrors = t.middleware(async ({ ctx, next, path, type }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof DomainError) {
    // A service's refusal: its own message, with the status of its kind.
    const cause = result.error.cause;
    if (cause.retryAfterSeconds !== undefined) ctx.resHeaders.set("Retry-After", String(cause.retryAfterSeconds));
    throw new TRPCError({ code: TRPC_CODE[cause.kind], message: cause.message, cause });
  }
  if (!result.ok && result.error.code === "INTERNAL_SERVER_ERROR") {
    const cause = result.error.cause ?? result.error;
    const failure = classifyDatabaseFailure(cause);
    if (failure === "unavailable") {
      ctx.log.warn("procedure failed: database unavailable", { path, type, reason: failureReason(cause) });
      throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: UNAVAILABLE_MESSAGE, cause });
    }
    if (failure === "unstorable") {
      ctx.log.info("procedure refused: input the database cannot store", { path, type });
      throw new TRPCError({ code: "BAD_REQUEST", message: UNSTORABLE_MESSAGE, cause });
    }
    ctx.log.error("procedure failed", { path, type, error: cause });
  }
  return result;
});

export const publicProcedure = t.procedure.use(logErrors);

/** Signed in: from here on `ctx.user` is non-null in its type. */
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: "UNAUTHORIZED", message: signInMessage(ctx.headers) });
  return next({ ctx: { ...ctx, user: ctx.user as SessionUser } });
});

/**
 * An admin procedure that a session, or an API key holding `scope` (or `admin`), may call
 * (decision 0015): `analytics:read` for the analytics dashboard, `leads:read` for reading leads,
 * `admin` for the rest. The rule is server/auth/permissions.ts, shared with the plain admin routes;
 * a key without the scope gets 403 with "This API key lacks the scope <scope>". Managing keys or
 * accounts is `sessionAdminProcedure`.
 */
export function scopedProcedure(scope: ApiKeyScope) {
  return protectedProcedure.use(({ ctx, next, path }) => {
    const refusal = adminRefusal(ctx.user, scope, ctx.headers);
    if (refusal?.reason === "not_admin") {
      ctx.log.warn("admin procedure refused", { path, userId: ctx.user.id, ip: ctx.ip });
    } else if (refusal?.reason === "scope_missing") {
      ctx.log.warn("API key refused: scope missing", { path, scope, keyId: ctx.user.apiKey?.id, ip: ctx.ip });
    }
    if (refusal) throw new TRPCError({ code: refusal.code, message: refusal.message });
    return next();
  });
}

/** Shown to a script whose API key tried to manage keys or accounts. */
export const SESSION_REQUIRED_MESSAGE =
  "API keys cannot manage API keys, invitations or accounts. Sign in as an admin in the browser to do this.";

/**
 * Signed in with a browser session, not an API key. Everything that manages keys or accounts
 * (creating, listing or revoking keys, admin setup, invitations) is this kind: a leaked script key
 * must not be able to mint a successor that outlives its own revocation.
 */
export const sessionProcedure = protectedProcedure.use(({ ctx, next, path }) => {
  if (ctx.user.via !== "session") {
    ctx.log.warn("API key refused on a session-only procedure", { path, userId: ctx.user.id, ip: ctx.ip });
    throw new TRPCError({ code: "FORBIDDEN", message: SESSION_REQUIRED_MESSAGE });
  }
  return next();
});

/** A signed-in admin, in a browser session: the only caller that may manage keys and accounts. */
export const sessionAdminProcedure = sessionProcedure.use(({ ctx, next, path }) => {
  if (!ctx.user.isAdmin) {
    ctx.log.warn("admin procedure refused", { path, userId: ctx.user.id, ip: ctx.ip });
    throw new TRPCError({ code: "FORBIDDEN", message: ADMIN_REQUIRED_MESSAGE });
  }
  return next();
});
