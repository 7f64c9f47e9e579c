import { join } from "node:path";
import { gzipSync } from "bun";

type Size = { minified: number; gzip: number };

async function build(entry: string, vitalsExternal: boolean): Promise<Size> {
  const out = await Bun.build({
    entrypoints: [join(import.meta.dir, entry)],
    minify: true,
    target: "browser",
    // The core's `import("./vitals")` stays an import, as in the site's build (Vite makes it a chunk
    // of its own; Bun's own code-splitting runtime would be counted otherwise).
    plugins: vitalsExternal
      ? [
          {
            name: "vitals-chunk",
            setup(b) {
              b.onResolve({ filter: /^\.\/vitals$/ }, (a) => ({ path: a.path, external: true }));
            },
          },
        ]
      : [],
  });
  if (!out.success || out.outputs.length !== 1) throw new AggregateError(out.logs, `${entry} does not build`);
  const code = await out.outputs[0]!.text();
  return { minified: code.length, gzip: gzipSync(new TextEncoder().encode(code)).byteLength };
}

/**
 * The tracker's size as the browser gets it, minified: `core` is tracker.ts and what it imports
 * statically, the part in the main bundle (budget 3 KB gzip); `vitals` is the chunk its dynamic
 * import loads after the page's `load` (./vitals.ts with the web-vitals library).
 * Used by tracker-size.test.ts and `bun run bench:analytics`.
 */
export async function trackerSize(): Promise<{ core: Size; vitals: Size }> {
  return { core: await build("tracker.ts", true), vitals: await build("vitals.ts", false) };
}
