import { describe, expect, test } from "bun:test";
import { DomainError } from "../server/services/errors";
import { createViewGate, TOO_MANY_VIEWS_MESSAGE, type ViewGateLimits } from "./view-gate";

const LIMITS: ViewGateLimits = { running: 2, perCaller: 3, waiting: 4, retryAfterSeconds: 5 };

/** A view that runs until the test lets it finish; records how many ran at once. */
function views() {
  let now = 0;
  let most = 0;
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const view = (name: string) => async () => {
    now++;
    most = Math.max(most, now);
    started.push(name);
    await new Promise<void>((resolve) => finishers.set(name, resolve));
    now--;
    return name;
  };
  const finish = async (name: string) => {
    const done = finishers.get(name);
    if (!done) throw new Error(`${name} has not started`);
    done();
    // Let the gate hand the freed place on.
    await Bun.sleep(0);
    await Bun.sleep(0);
  };
  return { view, finish, started, most: () => most };
}

async function refusal(p: Promise<unknown>): Promise<DomainError> {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe("the analytics view gate", () => {
  test("runs at most `running` views at once, the others in order of arrival", async () => {
    const gate = createViewGate({ ...LIMITS, perCaller: 100, waiting: 100 });
    const v = views();
    const answers = ["a", "b", "c", "d", "e"].map((name, i) => gate.run(`caller-${i}`, v.view(name)));
    await Bun.sleep(0);
    expect(v.started).toEqual(["a", "b"]);
    expect(gate.load()).toEqual({ running: 2, waiting: 3 });
    await v.finish("b");
    expect(v.started).toEqual(["a", "b", "c"]);
    for (const name of ["a", "c", "d", "e"]) await v.finish(name);
    expect(await Promise.all(answers)).toEqual(["a", "b", "c", "d", "e"]);
    expect(v.most()).toBe(2);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  test("a caller past its share is refused at once with 429's message and a Retry-After", async () => {
    const gate = createViewGate(LIMITS);
    const v = views();
    const held = ["a", "b", "c"].map((name) => gate.run("script", v.view(name)));
    const error = await refusal(gate.run("script", v.view("d")));
    expect(error.kind).toBe("too_many");
    expect(error.message).toBe(TOO_MANY_VIEWS_MESSAGE);
    expect(error.retryAfterSeconds).toBe(5);
    expect(v.started).not.toContain("d");
    // Another account is not held back by the script's share.
    const other = gate.run("admin", v.view("x"));
    for (const name of ["a", "b", "c", "x"]) await v.finish(name);
    expect(await Promise.all([...held, other])).toEqual(["a", "b", "c", "x"]);
    // Its views done, the script may ask again.
    const again = gate.run("script", v.view("e"));
    await v.finish("e");
    expect(await again).toBe("e");
  });

  test("once `waiting` views wait, every caller is refused until the line moves", async () => {
    const gate = createViewGate({ ...LIMITS, perCaller: 100 });
    const v = views();
    const admitted = ["a", "b", "c", "d", "e", "f"].map((name, i) => gate.run(`c${i}`, v.view(name)));
    expect(gate.load()).toEqual({ running: 2, waiting: 4 });
    expect((await refusal(gate.run("late", v.view("g")))).kind).toBe("too_many");
    await v.finish("a");
    const late = gate.run("late", v.view("g"));
    for (const name of ["b", "c", "d", "e", "f", "g"]) await v.finish(name);
    expect(await Promise.all([...admitted, late])).toEqual(["a", "b", "c", "d", "e", "f", "g"]);
  });

  test("the server's own views (no caller) wait in line and are never refused", async () => {
    const gate = createViewGate({ ...LIMITS, perCaller: 1, waiting: 1 });
    const v = views();
    const own = ["a", "b", "c", "d", "e"].map((name) => gate.run(null, v.view(name)));
    expect(gate.load()).toEqual({ running: 2, waiting: 3 });
    for (const name of ["a", "b", "c", "d", "e"]) await v.finish(name);
    expect(await Promise.all(own)).toEqual(["a", "b", "c", "d", "e"]);
  });

  test("a view that fails gives its place and its caller's share back", async () => {
    const gate = createViewGate({ ...LIMITS, running: 1, perCaller: 1 });
    const failing = gate.run("script", async () => {
      throw new Error("query failed");
    });
    await expect(failing).rejects.toThrow("query failed");
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
    expect(await gate.run("script", async () => "next")).toBe("next");
  });
});

describe("the analytics view gate's line", () => {
  test("a freed place goes to a caller with fewer views running, before a script's queue", async () => {
    const gate = createViewGate({ ...LIMITS, perCaller: 100, waiting: 100 });
    const v = views();
    const script = ["s1", "s2", "s3", "s4"].map((name) => gate.run("script", v.view(name)));
    const admin = gate.run("admin", v.view("a1"));
    expect(v.started).toEqual(["s1", "s2"]);
    await v.finish("s1");
    // The script still has one running, the admin none: the admin's view goes first.
    expect(v.started).toEqual(["s1", "s2", "a1"]);
    for (const name of ["s2", "a1", "s3", "s4"]) await v.finish(name);
    expect(await Promise.all([...script, admin])).toEqual(["s1", "s2", "s3", "s4", "a1"]);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  test("among callers with as many views running, the one that waited longest goes first", async () => {
    const gate = createViewGate({ ...LIMITS, running: 1, perCaller: 100, waiting: 100 });
    const v = views();
    const answers = [
      gate.run("a", v.view("a1")),
      gate.run("b", v.view("b1")),
      gate.run("c", v.view("c1")),
      gate.run("a", v.view("a2")),
    ];
    for (const name of ["a1", "b1", "c1", "a2"]) await v.finish(name);
    expect(v.started).toEqual(["a1", "b1", "c1", "a2"]);
    expect(await Promise.all(answers)).toEqual(["a1", "b1", "c1", "a2"]);
  });
});

describe("a view whose caller went away", () => {
  test("leaves the line at once, frees its caller's share and never runs", async () => {
    const gate = createViewGate(LIMITS);
    const v = views();
    const running = ["a", "b"].map((name) => gate.run("script", v.view(name)));
    const gone = new AbortController();
    const waiting = gate.run("script", v.view("c"), gone.signal);
    expect(gate.load()).toEqual({ running: 2, waiting: 1 });
    gone.abort();
    const error = await refusal(waiting);
    expect(error.kind).toBe("abandoned");
    expect(gate.load()).toEqual({ running: 2, waiting: 0 });
    // Its share is free again: the script's next view is admitted, not refused (perCaller 3).
    const next = gate.run("script", v.view("d"));
    for (const name of ["a", "b", "d"]) await v.finish(name);
    expect(await Promise.all([...running, next])).toEqual(["a", "b", "d"]);
    expect(v.started).not.toContain("c");
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  test("a view asked for with a signal already aborted is refused before it counts", async () => {
    const gate = createViewGate(LIMITS);
    const v = views();
    const error = await refusal(gate.run("script", v.view("a"), AbortSignal.abort()));
    expect(error.kind).toBe("abandoned");
    expect(v.started).toEqual([]);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  test("an abort after its turn came changes nothing in the gate: the view's own reads see it", async () => {
    const gate = createViewGate({ ...LIMITS, running: 1 });
    const v = views();
    const first = gate.run("admin", v.view("a"));
    const gone = new AbortController();
    const second = gate.run("script", v.view("b"), gone.signal);
    await v.finish("a");
    expect(v.started).toEqual(["a", "b"]);
    gone.abort();
    expect(gate.load()).toEqual({ running: 1, waiting: 0 });
    await v.finish("b");
    expect(await Promise.all([first, second])).toEqual(["a", "b"]);
    expect(gate.load()).toEqual({ running: 0, waiting: 0 });
  });

  test("the line keeps its order around a view that left it", async () => {
    const gate = createViewGate({ ...LIMITS, running: 1, perCaller: 100, waiting: 100 });
    const v = views();
    const gone = new AbortController();
    const a = gate.run("a", v.view("a1"));
    const b = refusal(gate.run("b", v.view("b1"), gone.signal));
    const c = gate.run("c", v.view("c1"));
    gone.abort();
    expect((await b).kind).toBe("abandoned");
    await v.finish("a1");
    await v.finish("c1");
    expect(await Promise.all([a, c])).toEqual(["a1", "c1"]);
    expect(v.started).toEqual(["a1", "c1"]);
  });
});
