import { describe, expect, test } from "bun:test";
import { DomainError } from "../server/services/errors";
import type { DashboardInput } from "../shared/schemas/analytics-view";
import { shareIdenticalViews, viewKey } from "./shared-views";
import { createViewGate, type ViewGateLimits } from "./view-gate";

const LIMITS: ViewGateLimits = { running: 1, perCaller: 2, waiting: 4, retryAfterSeconds: 5 };

/** Reads that run until the test lets them finish; each records the signal it was given. */
function reads() {
  const started: string[] = [];
  const signals = new Map<string, AbortSignal | undefined>();
  const finishers = new Map<string, (answer: string) => void>();
  const failers = new Map<string, (error: Error) => void>();
  const read = (name: string) => (signal: AbortSignal | undefined) => {
    started.push(name);
    signals.set(name, signal);
    return new Promise<string>((resolve, reject) => {
      finishers.set(name, resolve);
      failers.set(name, reject);
    });
  };
  const settle = async () => {
    for (let i = 0; i < 4; i++) await Bun.sleep(0);
  };
  const finish = async (name: string, answer = `${name} read`) => {
    const done = finishers.get(name);
    if (!done) throw new Error(`${name} has not started`);
    done(answer);
    await settle();
  };
  const fail = async (name: string) => {
    failers.get(name)?.(new Error(`${name} failed`));
    await settle();
  };
  return { read, finish, fail, settle, started, signals };
}

const outcome = (p: Promise<unknown>) =>
  p.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );

describe("identical analytics views", () => {
  test("asked for while one waits its turn are read once, each caller gets the answer", async () => {
    const views = shareIdenticalViews(createViewGate({ ...LIMITS, perCaller: 10 }));
    const r = reads();
    const busy = views.run("someone", r.read("other view"), undefined, "other");
    const asks = ["a", "b", "c"].map((who, i) => views.run(who, r.read(`view ${i}`), undefined, "same"));
    await r.settle();
    expect(views.load()).toEqual({ running: 1, waiting: 1, joinable: 1 });
    await r.finish("other view");
    // The first caller's read runs; the others joined it.
    expect(r.started).toEqual(["other view", "view 0"]);
    await r.finish("view 0", "the answer");
    expect(await Promise.all(asks)).toEqual(["the answer", "the answer", "the answer"]);
    expect(await busy).toBe("other view read");
    expect(views.load()).toEqual({ running: 0, waiting: 0, joinable: 0 });
  });

  test("a view that started is not joined: an identical ask reads again (it may follow new writes)", async () => {
    const views = shareIdenticalViews(createViewGate({ ...LIMITS, perCaller: 10 }));
    const r = reads();
    const first = views.run("a", r.read("first"), undefined, "same");
    await r.settle();
    expect(r.started).toEqual(["first"]);
    expect(views.load().joinable).toBe(0);
    const second = views.run("b", r.read("second"), undefined, "same");
    const third = views.run("c", r.read("third"), undefined, "same");
    await r.finish("first");
    expect(r.started).toEqual(["first", "second"]);
    await r.finish("second");
    expect(await first).toBe("first read");
    expect(await second).toBe("second read");
    expect(await third).toBe("second read");
  });

  test("different keys, and views without a key, are never shared", async () => {
    const views = shareIdenticalViews(createViewGate({ ...LIMITS, perCaller: 10 }));
    const r = reads();
    const asks = [
      views.run("a", r.read("x"), undefined, "x"),
      views.run("a", r.read("y"), undefined, "y"),
      views.run("a", r.read("none 1")),
      views.run("a", r.read("none 2"), undefined, null),
    ];
    for (const name of ["x", "y", "none 1", "none 2"]) {
      await r.settle();
      await r.finish(name);
    }
    expect(await Promise.all(asks)).toEqual(["x read", "y read", "none 1 read", "none 2 read"]);
  });

  test("joiners take no share of their own: more callers than a share still get the view", async () => {
    const views = shareIdenticalViews(createViewGate({ ...LIMITS, perCaller: 1 }));
    const r = reads();
    const busy = views.run("other", r.read("busy"), undefined, "busy");
    const asks = Array.from({ length: 6 }, (_, i) => views.run("script", r.read(`ask ${i}`), undefined, "same"));
    await r.finish("busy");
    await r.finish("ask 0");
    expect((await Promise.all(asks)).every((a) => a === "ask 0 read")).toBe(true);
    await busy;
    // A different view from the same caller still counts against its share.
    const running = views.run("script", r.read("own 1"), undefined, "own 1");
    await r.settle();
    const refused = await outcome(views.run("script", r.read("own 2"), undefined, "own 2"));
    expect((refused as { error: DomainError }).error).toBeInstanceOf(DomainError);
    await r.finish("own 1");
    await running;
  });

  test("a caller that goes away leaves at once; the read goes on for those still waiting", async () => {
    const views = shareIdenticalViews(createViewGate({ ...LIMITS, perCaller: 10 }));
    const r = reads();
    const busy = views.run("other", r.read("busy"), undefined, "busy");
    const leaving = new AbortController();
    const first = outcome(views.run("a", r.read("shared"), leaving.signal, "same"));
    const staying = views.run("b", r.read("unused"), undefined, "same");
    await r.settle();
    leaving.abort();
    expect(((await first) as { error: DomainError }).error.kind).toBe("abandoned");
    await r.finish("busy");
    expect(r.started).toEqual(["busy", "shared"]);
    expect(r.signals.get("shared")?.aborted).toBe(false);
    await r.finish("shared");
    expect(await staying).toBe("shared read");
    await busy;
  });

  test("once every caller went away the view leaves the line and never runs", async () => {
    const views = shareIdenticalViews(createViewGate({ ...LIMITS, perCaller: 10 }));
    const r = reads();
    const busy = views.run("other", r.read("busy"), undefined, "busy");
    const callers = [new AbortController(), new AbortController()];
    const asks = callers.map((c, i) => outcome(views.run(`c${i}`, r.read(`ask ${i}`), c.signal, "same")));
    await r.settle();
    for (const c of callers) c.abort();
    for (const a of await Promise.all(asks)) expect((a as { error: DomainError }).error.kind).toBe("abandoned");
    await r.settle();
    expect(views.load()).toEqual({ running: 1, waiting: 0, joinable: 0 });
    await r.finish("busy");
    await busy;
    expect(r.started).toEqual(["busy"]);
  });

  test("once every caller went away a running view's signal aborts (its reads stop between queries)", async () => {
    const views = shareIdenticalViews(createViewGate(LIMITS));
    const r = reads();
    const callers = [new AbortController(), new AbortController()];
    const first = outcome(views.run("a", r.read("running"), callers[0]?.signal, "same"));
    await r.settle();
    callers[0]?.abort();
    await first;
    expect(r.signals.get("running")?.aborted).toBe(true);
    await r.fail("running");
    expect(views.load()).toEqual({ running: 0, waiting: 0, joinable: 0 });
    // An abort before asking is refused before anything counts.
    const gone = await outcome(views.run("b", r.read("never"), AbortSignal.abort(), "same"));
    expect((gone as { error: DomainError }).error.kind).toBe("abandoned");
    expect(r.started).toEqual(["running"]);
  });

  test("a failure reaches every caller of the view, and the next ask reads afresh", async () => {
    const views = shareIdenticalViews(createViewGate({ ...LIMITS, perCaller: 10 }));
    const r = reads();
    const busy = views.run("other", r.read("busy"), undefined, "busy");
    const asks = ["a", "b"].map((who) => outcome(views.run(who, r.read(`ask ${who}`), undefined, "same")));
    await r.finish("busy");
    await r.fail("ask a");
    for (const a of await Promise.all(asks)) expect(String((a as { error: Error }).error)).toContain("ask a failed");
    const again = views.run("a", r.read("again"), undefined, "same");
    await r.settle();
    await r.finish("again");
    expect(await again).toBe("again read");
    await busy;
  });
});

describe("a view's key", () => {
  test("is the same for the same view whatever the order of its filters, and differs otherwise", () => {
    const a: DashboardInput = { range: "30d", filters: { country: "CZ", channel: "Email" } };
    const b: DashboardInput = { range: "30d", filters: { channel: "Email", country: "CZ" } };
    expect(viewKey("dashboard", a)).toBe(viewKey("dashboard", b));
    const others: [string, DashboardInput][] = [
      ["conversions", a],
      ["dashboard", { range: "7d", filters: a.filters }],
      ["dashboard", { range: "30d", filters: { country: "CZ" } }],
      ["dashboard", { range: "30d", filters: { country: "SK", channel: "Email" } }],
      ["dashboard", { range: "custom", from: "2026-11-01", to: "2026-11-30", filters: a.filters }],
      ["dashboard", { range: "custom", from: "2026-11-02", to: "2026-11-30", filters: a.filters }],
    ];
    const keys = new Set([viewKey("dashboard", a), ...others.map(([kind, input]) => viewKey(kind, input))]);
    expect(keys.size).toBe(others.length + 1);
  });
});
