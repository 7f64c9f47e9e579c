import { describe, expect, test } from "bun:test";
import type { z } from "zod";
import { appRouter } from "./router";

/**
 * Every object in every procedure's input refuses keys it does not know (zod's strict objects). A
 * loose object drops them without a word, so a script that spells a key its own way
 * (`project_types`, `Status`) gets a 200 for something other than what it sent: an enquiry stored
 * without its product types, a list that ignores its filter. Strict, it gets a 400 that names the
 * key, and nothing is stored. This walks the schemas, so a new procedure or field is covered too.
 */
type AnySchema = z.core.$ZodType;

/** The paths (in the input) of objects that are not strict. */
function looseObjects(schema: AnySchema, at = "input", seen = new Set<AnySchema>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  const walk = (inner: unknown, path: string) => looseObjects(inner as AnySchema, path, seen);
  switch (def.type) {
    case "object": {
      const catchall = def.catchall as AnySchema | undefined;
      const own = catchall?._zod.def.type === "never" ? [] : [at];
      const shape = def.shape as Record<string, AnySchema>;
      return [...own, ...Object.entries(shape).flatMap(([k, v]) => walk(v, `${at}.${k}`))];
    }
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "catch":
    case "nonoptional":
      return walk(def.innerType, at);
    case "pipe":
      return [...walk(def.in, at), ...walk(def.out, at)];
    case "array":
      return walk(def.element, `${at}[]`);
    case "union":
      return (def.options as AnySchema[]).flatMap((o) => walk(o, at));
    case "record":
      return walk(def.valueType, `${at}{}`);
    case "lazy":
      return walk((def.getter as () => AnySchema)(), at);
    default:
      return [];
  }
}

const procedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, { _def: { inputs: AnySchema[] } }>,
);

describe("procedure inputs refuse unknown keys", () => {
  test("the walk finds the procedures and their inputs", () => {
    expect(procedures.length).toBeGreaterThan(30);
    expect(procedures.filter(([, p]) => p._def.inputs.length > 0).length).toBeGreaterThan(20);
  });

  test.each(procedures.map(([path]) => [path]))("%s: every object of its input is strict", (path) => {
    const procedure = procedures.find(([p]) => p === path)?.[1];
    const loose = (procedure?._def.inputs ?? []).flatMap((input) => looseObjects(input));
    expect(loose).toEqual([]);
  });
});
