import { expect } from "bun:test";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import type { z } from "zod";
import type { Database } from "../../server/db/client";

/**
 * Hostile input for property tests: fast-check arbitraries read from the zod schemas the server
 * itself uses (so they follow the schemas as they change), plus inputs that break naive code.
 */

/** Strings that have broken real software: controls, bidi, zero-width, surrogates, injections. */
export const EDGE_STRINGS = [
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff",
  "x\ud83d",
  "\udc00\ud800",
  "\u202e",
  "a\u202egnp.exe",
  "\u200b\u200c\u200d\u2060",
  "\ufeff",
  "\u2028\u2029",
  "e\u0301\u0301\u0301\u0301\u0301\u0301",
  "Z\u0337\u0327\u0349\u034e\u0300a\u0338l\u0335g\u0336o\u0337",
  "👩‍👩‍👧‍👦",
  "🦄\ufe0f",
  "\u0007\u001b[31m",
  "\r\n",
  "x\r\nBcc: victim@evil.example",
  "'; DROP TABLE form_submissions; --",
  "' OR '1'='1",
  "$1 $$ \\x00 %_ \\",
  "<script>alert(1)</script>",
  "{{7*7}} \u0024{7*7} <%= 7*7 %>",
  "../../etc/passwd",
  "Příliš žluťoučký kůň úpěl ďábelské ódy",
  "مرحبا",
  "\uffff\ufffe",
];

/** A string of any kind of characters, with edge cases mixed in, roughly within [min, max] units. */
export function edgyString(min = 0, max = 40): fc.Arbitrary<string> {
  const cap = Math.min(max, 400);
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength: min, maxLength: cap }) },
    { weight: 2, arbitrary: fc.string({ minLength: min, maxLength: cap, unit: "grapheme" }) },
    { weight: 2, arbitrary: fc.string({ minLength: min, maxLength: cap, unit: "binary" }) },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...EDGE_STRINGS), fc.string({ maxLength: 10 }))
        .map((parts) => parts.join("")),
    },
    { weight: 1, arbitrary: fc.constantFrom(" ", "   ", "\t\n") },
  );
}

/** Addresses: valid by the schema's own pattern most of the time, near its edge otherwise. */
function emailish(pattern: RegExp | undefined): fc.Arbitrary<string> {
  const valid = pattern ? fc.stringMatching(pattern).filter((e) => e.length <= 254) : fc.emailAddress();
  return fc.oneof(
    { weight: 6, arbitrary: valid },
    { weight: 2, arbitrary: valid.map((e) => ` ${e.toUpperCase()}\t`) },
    { weight: 1, arbitrary: fc.emailAddress() },
    {
      weight: 2,
      arbitrary: fc
        .tuple(edgyString(1, 12), fc.constantFrom("@example.com", "@b.cz", "@xn--80ak6aa92e.com", "@", ""))
        .map(([a, b]) => a + b),
    },
    { weight: 1, arbitrary: fc.constantFrom("a@b.cz\r\nBcc: victim@evil.example", "a@b.cz\u0000", "@@", "a@b") },
  );
}

/**
 * ISO calendar days (YYYY-MM-DD): mostly near today (a few days back to four years ahead, where a
 * schema's own range rules bite), sometimes any day the format allows, sometimes not a date at all.
 */
function dateish(pattern: RegExp | undefined): fc.Arbitrary<string> {
  const day = 24 * 60 * 60 * 1000;
  const near = fc
    .integer({ min: -5, max: 4 * 366 })
    .map((days) => new Date(Date.now() + days * day).toISOString().slice(0, 10));
  return fc.oneof(
    { weight: 6, arbitrary: near },
    { weight: 1, arbitrary: pattern ? fc.stringMatching(pattern) : fc.constant("2026-02-30") },
    { weight: 1, arbitrary: fc.constantFrom("2026-02-30", "2026-13-01", "31.12.2026", "2026-1-5", "") },
    { weight: 1, arbitrary: edgyString(0, 12) },
  );
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  innerType?: z.ZodType;
  element?: z.ZodType;
  entries?: Record<string, string>;
  values?: unknown[];
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
};
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

function stringChecks(def: Def & { format?: string; pattern?: RegExp }) {
  const out: { min: number; max: number; format?: string; pattern?: RegExp } = { min: 0, max: 60 };
  // A format schema (z.iso.date(), z.email()) carries its format on itself rather than in `checks`.
  if (def.format) {
    out.format = def.format;
    if (def.pattern instanceof RegExp) out.pattern = def.pattern;
  }
  for (const check of def.checks ?? []) {
    const c = check._zod.def;
    if (c.check === "min_length") out.min = Number(c.minimum);
    if (c.check === "max_length") out.max = Number(c.maximum);
    if (c.check === "string_format") {
      out.format = String(c.format);
      if (c.pattern instanceof RegExp) out.pattern = c.pattern;
    }
  }
  return out;
}

/**
 * Mostly-valid values for a zod schema (object, string with min/max/email/regex/ISO date, enum, array,
 * optional, nullable, default, number, literal, boolean, pipe): valid often enough to reach the
 * procedure's code, off by a little often enough to test the edges. Unknown types give anything.
 */
export function arbitraryFromZod(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case "object": {
      const shape = def.shape ?? {};
      const requiredKeys = Object.keys(shape).filter((k) => !["optional", "default"].includes(defOf(shape[k]!).type));
      const fields = Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, arbitraryFromZod(v)]));
      return fc.record(fields, { requiredKeys });
    }
    case "string": {
      const c = stringChecks(def);
      if (c.format === "email") return emailish(c.pattern);
      if (c.format === "date") return dateish(c.pattern);
      if (c.pattern && c.format === "regex") {
        return fc.oneof({ weight: 4, arbitrary: fc.stringMatching(c.pattern) }, edgyString(0, 20));
      }
      if (c.max === 0) return fc.oneof({ weight: 9, arbitrary: fc.constant("") }, fc.constantFrom(" ", "http://spam"));
      return fc.oneof(
        { weight: 6, arbitrary: edgyString(c.min, c.max) },
        // Right at the limits, and just over them (in UTF-16 units, as zod counts).
        { weight: 1, arbitrary: fc.constantFrom(c.max, c.max + 1).map((n) => "é".repeat(n)) },
        { weight: 1, arbitrary: fc.constantFrom(c.max, c.max + 1).map((n) => "🦄".repeat(Math.ceil(n / 2))) },
      );
    }
    case "enum":
      return fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom(...Object.values(def.entries ?? {})) },
        { weight: 1, arbitrary: fc.constantFrom("EN", "de", "", "__proto__") },
      );
    case "literal":
      return fc.constantFrom(...(def.values ?? [null]));
    case "array": {
      const max = Math.min(
        20,
        Number(def.checks?.find((ch) => ch._zod.def.check === "max_length")?._zod.def.maximum ?? 5) + 1,
      );
      return fc.oneof(
        { weight: 2, arbitrary: fc.constant([]) },
        { weight: 1, arbitrary: fc.array(arbitraryFromZod(def.element!), { maxLength: max }) },
      );
    }
    case "optional":
    case "default":
      return fc.option(arbitraryFromZod(def.innerType!), { nil: undefined, freq: 2 });
    case "nullable":
      return fc.option(arbitraryFromZod(def.innerType!), { nil: null, freq: 3 });
    case "pipe": {
      // A trimmed, length-checked string piped into z.email(): addresses, not any string.
      const out = def.out ? (defOf(def.out) as Def & { format?: string; pattern?: RegExp }) : undefined;
      if (out?.type === "string" && out.format === "email") return emailish(out.pattern);
      return arbitraryFromZod(def.in!);
    }
    case "number":
      return fc.oneof(fc.integer({ min: -5, max: 150 }), fc.constantFrom(0.5, -0, 1e308, Number.MAX_SAFE_INTEGER + 2));
    case "boolean":
      return fc.boolean();
    case "union":
    case "discriminatedUnion":
      return fc.oneof(...(def.options ?? []).map(arbitraryFromZod));
    default:
      return fc.anything();
  }
}

/** What a UTF-8 encoder stores for a JS string: lone surrogates become U+FFFD. */
export function wellFormed(s: string): string {
  return s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");
}

/** Nesting `depth` levels deep: {"a":{"a":...}} or [[[...]]]. Built as text, so no recursion. */
export function deepJson(depth: number, kind: "object" | "array"): string {
  return kind === "object"
    ? `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`
    : `${"[".repeat(depth)}1${"]".repeat(depth)}`;
}

/** Request bodies here are capped at 256 KB; these sizes sit under and over the cap. */
export const HUGE_SIZES = [64 * 1024, 200 * 1024, 300 * 1024] as const;

/** A value's JSON text, where deep nesting is spliced in as raw text (JSON.stringify would recurse). */
export type Wire = { json: string };

/**
 * Mutations of a valid-ish value that a schema-following client would never send: wrong types,
 * missing and extra fields, huge strings, deep nesting, prototype keys. Answers raw JSON text.
 * `base` gives the values to mutate (by default the schema's own arbitrary).
 */
export function hostileJsonFromZod(
  schema: z.ZodType,
  base: fc.Arbitrary<unknown> = arbitraryFromZod(schema),
): fc.Arbitrary<Wire> {
  const asObject = (v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? (v as object) : {});
  const wire = (v: unknown) => ({ json: JSON.stringify(v) ?? "null" });
  const spliceField = (v: unknown, field: string, raw: string) => {
    const rest = JSON.stringify({ ...asObject(v), [field]: 0 });
    return { json: rest.replace(`${JSON.stringify(field)}:0`, `${JSON.stringify(field)}:${raw}`) };
  };
  const keys = Object.keys(defOf(schema).shape ?? {});
  const field = keys.length ? fc.constantFrom(...keys) : fc.constant("x");
  return fc.oneof(
    // Wrong type for the whole input.
    { weight: 2, arbitrary: fc.anything().map(wire) },
    // One field of the wrong type.
    {
      weight: 3,
      arbitrary: fc.tuple(base, field, fc.anything()).map(([v, f, wrong]) => wire({ ...asObject(v), [f]: wrong })),
    },
    // A field missing.
    {
      weight: 2,
      arbitrary: fc.tuple(base, field).map(([v, f]) => {
        const copy: Record<string, unknown> = { ...asObject(v) };
        delete copy[f];
        return wire(copy);
      }),
    },
    // Extra fields, including ones that would matter if they were trusted (written as raw JSON
    // members, so "__proto__" really is sent as a key).
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          base,
          fc.array(
            fc.tuple(
              fc.oneof(fc.string(), fc.constantFrom("__proto__", "constructor", "isAdmin", "role", "id", "createdAt")),
              fc.anything(),
            ),
            { minLength: 1, maxLength: 5 },
          ),
        )
        .map(([v, extra]) => ({
          json: `{${[...extra, ...Object.entries(asObject(v))].map(([k, x]) => `${JSON.stringify(k)}:${JSON.stringify(x) ?? "null"}`).join(",")}}`,
        })),
    },
    // A huge string in one field.
    {
      weight: 1,
      arbitrary: fc
        .tuple(base, field, fc.constantFrom(...HUGE_SIZES), fc.constantFrom("x", "é", "\u0000", "🦄"))
        .map(([v, f, size, ch]) => spliceField(v, f, JSON.stringify(ch.repeat(Math.floor(size / ch.length))))),
    },
    // 1000 levels of nesting, as a field or as the whole input.
    {
      weight: 1,
      arbitrary: fc
        .tuple(base, field, fc.constantFrom("object" as const, "array" as const), fc.boolean())
        .map(([v, f, kind, whole]) =>
          whole ? { json: deepJson(1000, kind) } : spliceField(v, f, deepJson(1000, kind)),
        ),
    },
  );
}

const STACK_OR_INTERNALS = [
  /\n\s+at\s/, // a stack frame
  /\/work\/|\/home\/|\/usr\/|node_modules|\.tsx?\b|[A-Z]:\\/, // a file path
  /\b(insert into|select .+ from|update .+ set|delete from)\b/i, // SQL
  /Failed query|params:|duplicate key|violates|syntax error|relation "|SQLSTATE|ECONNREFUSED|pglite/i,
  /TypeError|ReferenceError|RangeError|SyntaxError|ZodError|undefined is not|Cannot read prop/,
  // A JSON parser's own words (Bun's, V8's): the caller is told the input is no JSON, not where.
  /JSON Parse error|Unexpected token|Unexpected identifier|Unexpected end of JSON|in JSON at position/,
];

/** Every error message in a response body: tRPC (single or batch) or the plain routes' { error }. */
export function errorMessages(body: unknown): string[] {
  const items = Array.isArray(body) ? body : [body];
  const out: string[] = [];
  for (const item of items) {
    const e = (item as { error?: unknown; message?: unknown })?.error ?? item;
    const message = (e as { message?: unknown })?.message;
    if (message !== undefined) out.push(String(message));
  }
  return out;
}

/**
 * A refusal people can read: every error carries a sentence-like message, and no stack, path,
 * SQL or driver detail appears anywhere in the body.
 */
export function expectReadableError(status: number, text: string): void {
  for (const pattern of STACK_OR_INTERNALS) {
    if (pattern.test(text)) throw new Error(`a ${status} answer leaks internals (${pattern}): ${text.slice(0, 400)}`);
  }
  if (status === 413 || status === 431 || status === 414) return; // may be answered before any JSON
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`a ${status} answer that is not JSON: ${text.slice(0, 200)}`);
  }
  const messages = errorMessages(body);
  expect(messages.length).toBeGreaterThan(0);
  for (const m of messages) {
    expect(m.length).toBeGreaterThan(2);
    expect(m.length).toBeLessThan(400);
  }
}

/** Every HTTP status in a tRPC answer: the response's, and each batch item's. */
export function itemStatuses(status: number, body: unknown): number[] {
  if (!Array.isArray(body)) return [status];
  return body.map((item) => {
    const httpStatus = (item as { error?: { data?: { httpStatus?: number } } })?.error?.data?.httpStatus;
    return httpStatus ?? 200;
  });
}

/** Tables a public request could write to; compared before and after a refused request. */
export const WATCHED_TABLES = [
  "form_submissions",
  "waitlist_entries",
  "uploads",
  "mail_outbox",
  "user",
  "design_inquiries",
  "generated_designs",
  "api_key",
] as const;
/** Row counts of the watched tables, and `ai_generations`: the AI budget charged, summed over all days. */
export type RowCounts = Record<(typeof WATCHED_TABLES)[number] | "ai_generations", number>;

export async function rowCounts(db: Database): Promise<RowCounts> {
  const parts = [
    ...WATCHED_TABLES.map((t) => `(select count(*)::int from "${t}") as "${t}"`),
    `(select coalesce(sum(generations), 0)::int from ai_usage) as ai_generations`,
  ].join(", ");
  const result = await db.execute(sql.raw(`select ${parts}`));
  const rows = (result as unknown as { rows?: RowCounts[] }).rows ?? (result as unknown as RowCounts[]);
  return rows[0]!;
}

/** Generated designs in a server's local file storage (`DATA_DIR/files/generated/`), without their `.type` files. */
export function generatedFiles(dataDir: string): number {
  const dir = join(dataDir, "files", "generated");
  return existsSync(dir) ? readdirSync(dir).filter((f) => !f.endsWith(".type")).length : 0;
}
