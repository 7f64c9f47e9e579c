import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import * as schema from "../../drizzle/schema";
import type { Database } from "../db/client";
import type { Logger } from "../logger";
import { authLogger } from "./auth-log";

export interface AuthOptions {
  db: Database;
  secret: string;
  baseURL: string;
  trustedOrigins: string[];
  secureCookies: boolean;
  requireEmailVerification: boolean;
  /** Queues the confirmation mail (through the outbox, like every mail). */
  sendVerificationMail(to: { email: string; name: string }, url: string): Promise<void>;
  /** Queues the password-reset link (through the outbox). */
  sendResetPasswordMail(to: { email: string; name: string }, url: string): Promise<void>;
  /** After a completed reset (sessions already revoked). */
  onPasswordReset(user: { id: string; email: string }): Promise<void>;
  /** Seconds a reset link works. */
  resetTokenSeconds: number;
  /** The server's log: better-auth's errors go there, without personal data (auth-log.ts). */
  log: Logger;
}

/** better-auth on the project's own database, hashing with argon2id (Bun.password). */
export function createAuth(o: AuthOptions) {
  return betterAuth({
    appName: "Merchovna",
    secret: o.secret,
    baseURL: o.baseURL,
    basePath: "/api/auth",
    trustedOrigins: o.trustedOrigins,
    database: drizzleAdapter(o.db, { provider: "pg", schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      requireEmailVerification: o.requireEmailVerification,
      // Reset by e-mail: a single-use token (consumed on use) that expires, every session revoked.
      // The answer is the same whether or not the address has an account (no enumeration).
      sendResetPassword: ({ user, url }) => o.sendResetPasswordMail(user, url),
      resetPasswordTokenExpiresIn: o.resetTokenSeconds,
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: ({ user }) => o.onPasswordReset(user),
      password: {
        hash: (password) => Bun.password.hash(password, { algorithm: "argon2id", memoryCost: 19_456, timeCost: 2 }),
        verify: ({ hash, password }) => Bun.password.verify(password, hash),
      },
    },
    emailVerification: {
      sendOnSignUp: o.requireEmailVerification,
      autoSignInAfterVerification: true,
      sendVerificationEmail: ({ user, url }) => o.sendVerificationMail(user, url),
    },
    user: {
      additionalFields: {
        // input: false — sign-up ignores any isAdmin sent by a client.
        isAdmin: { type: "boolean", defaultValue: false, input: false, fieldName: "isAdmin" },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    advanced: {
      useSecureCookies: o.secureCookies,
      // better-auth skips its Origin check when NODE_ENV is "test"; keep it on so tests see what
      // production does (the trusted list is the one the CSRF guard uses, trusted-origins.ts).
      disableOriginCheck: false,
      // The server decides the client IP itself (see http/client-ip.ts); better-auth's own
      // header-based IP tracking would trust a forged X-Forwarded-For.
      ipAddress: { disableIpTracking: true },
    },
    // Failed sign-ins are logged by the project (login_attempts), not as warnings on the console;
    // errors go to the server's JSON log without the rows' values.
    logger: authLogger(o.log),
    // Sign-in throttling is done by the project's own database-backed limiter.
    rateLimit: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
