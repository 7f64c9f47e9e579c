import { describe, expect, test } from "bun:test";
import { analyticsBatchSchema } from "./analytics";

const common = { id: "7d1c2b64-5f0e-4a43-9d3e-1f2a3b4c5d6e", sessionId: "s-12345678", at: 1_764_000_000_000 };

/** One valid event of each kind, with every optional key the tracker may send. */
const EVENTS = {
  error: {
    type: "error",
    ...common,
    errorType: "error",
    message: "boom",
    stack: "at x",
    pagePath: "/",
    line: 1,
    column: 2,
    fileName: "/assets/a.js",
  },
  session: {
    type: "session",
    ...common,
    entryPage: "/",
    exitPage: "/contact",
    durationSeconds: 30,
    pageViews: 2,
    events: 3,
    screen: "390x844",
    viewport: "390x700",
    touch: true,
  },
  pageview: {
    type: "pageview",
    ...common,
    path: "/",
    title: "Merchovna",
    referrer: "https://www.google.com/",
    source: {
      referrer: "https://www.google.com/",
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "spring",
      utmTerm: "tees",
      utmContent: "top",
      ref: "partner",
    },
    screen: "1280x800",
    viewport: "1280x700",
    touch: false,
  },
  event: {
    type: "event",
    ...common,
    name: "button_click",
    data: { label: "Let's talk", n: 1, ok: true, none: null },
    path: "/",
    elementId: "cta",
    elementClass: "btn",
    elementText: "Let's talk",
  },
  vitals: {
    type: "vitals",
    ...common,
    path: "/",
    lcp: 1200,
    fid: 3,
    inp: 80,
    cls: 0.02,
    ttfb: 90,
    fcp: 700,
    domContentLoaded: 500,
    load: 900,
    resourceCount: 20,
    resourceBytes: 300_000,
  },
} as const;

/** The message the beacon answers with (server/http/analytics-beacon.ts builds it the same way). */
function refusal(body: unknown): string | null {
  const parsed = analyticsBatchSchema.safeParse(body);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return `${issue?.path.join(".") || "body"}: ${issue?.message}`;
}

describe("the analytics batch refuses unknown keys, naming them", () => {
  test("every kind of event, with all its keys, is taken", () => {
    expect(refusal({ events: Object.values(EVENTS) })).toBeNull();
  });

  for (const [kind, event] of Object.entries(EVENTS)) {
    test(`${kind}: a misspelt key refuses the batch instead of being dropped`, () => {
      // A snake_case alias of a real key, an upper-case one, and a key the schema never had.
      for (const key of ["session_id", "Path", "extra"]) {
        expect(refusal({ events: [{ ...event, [key]: "x" }] })).toBe(`events.0: Unrecognized key: "${key}"`);
      }
    });
  }

  test("a source with the URL's parameter names (utm_source) is refused, not stored as a direct visit", () => {
    const source = { utm_source: "newsletter", utm_medium: "email" };
    expect(refusal({ events: [{ ...EVENTS.pageview, source }] })).toBe(
      'events.0.source: Unrecognized keys: "utm_source", "utm_medium"',
    );
    expect(refusal({ events: [{ ...EVENTS.pageview, source: { utmSource: "newsletter", UTMCampaign: "x" } }] })).toBe(
      'events.0.source: Unrecognized key: "UTMCampaign"',
    );
  });

  test("the batch itself takes only `events`", () => {
    expect(refusal({ events: [EVENTS.error], version: 2 })).toBe('body: Unrecognized key: "version"');
  });

  test("inherited names are keys like any other", () => {
    const polluted = JSON.parse(`{"events":[${JSON.stringify(EVENTS.error)}],"__proto__":{"x":1}}`);
    expect(refusal(polluted)).toBe('body: Unrecognized key: "__proto__"');
  });
});
