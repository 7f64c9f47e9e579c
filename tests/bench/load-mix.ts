/**
 * The traffic mix of `bench:load` (and of the soak in `bench:startup`): per connection, 4 page loads,
 * 3 analytics beacons of 10 events, 1 waitlist join, 1 upload + 1 contact submission with that
 * attachment, 1 admin dashboard read; every request from its own client address.
 */
import { signUp } from "../helpers/auth";
import { BROWSER_UA } from "../helpers/browser-agent";
import { TINY_PDF } from "../helpers/files";
import type { Step } from "./load-driver";

/** An admin's API key (analytics:read), for the dashboard reads. */
export async function adminKey(url: string): Promise<string> {
  const { cookie } = await signUp(url, `load-admin-${Date.now()}@example.com`);
  const call = (path: string, body: unknown) =>
    fetch(`${url}/trpc/${path}`, {
      method: "POST",
      headers: { cookie, origin: url, "content-type": "application/json" },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ result?: { data: { key?: string } } }>);
  await call("admin.setup", null);
  const created = await call("admin.apiKeys.create", { name: "load", scopes: ["analytics:read"] });
  const key = created.result?.data.key;
  if (!key) throw new Error("could not create an API key for the dashboard reads");
  return key;
}

const BOUNDARY = "----merchload";
const multipart = Buffer.concat([
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="brief.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  ),
  Buffer.from(TINY_PDF),
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]);

let counter = 0;
const clientIp = () => {
  const n = ++counter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

function beacon(): string {
  const sessionId = crypto.randomUUID();
  const at = Date.now();
  const events = [
    { type: "pageview", id: crypto.randomUUID(), sessionId, at, path: "/", title: "Merchovna" },
    ...Array.from({ length: 9 }, (_, i) => ({
      type: "event",
      id: crypto.randomUUID(),
      sessionId,
      at: at + i,
      name: i % 2 ? "button_click" : "scroll_depth",
      path: "/",
      data: { depth: 25 },
    })),
  ];
  return JSON.stringify({ events });
}

export type Context = { key?: string };

export function mix(url: string, apiKey: string): Step<Context>[] {
  const origin = { origin: url };
  const json = { "content-type": "application/json", ...origin };
  // Every request carries its own client address (the balancer is trusted), as many visitors would.
  const ip = () => ({ "x-forwarded-for": clientIp() });
  const page = (path: string): Step<Context> => ({
    label: "page",
    method: "GET",
    path,
    get headers() {
      return { "accept-encoding": "br, gzip", ...ip() };
    },
  });
  const beaconReq: Step<Context> = {
    label: "beacon",
    method: "POST",
    path: "/api/analytics/events",
    get headers() {
      return { "content-type": "text/plain", "user-agent": BROWSER_UA, ...origin, ...ip() };
    },
    body: () => beacon(),
  };
  return [
    page("/"),
    beaconReq,
    page("/our-story"),
    {
      label: "waitlist.join",
      method: "POST",
      path: "/trpc/waitlist.join",
      get headers() {
        return { ...json, ...ip() };
      },
      body: () => JSON.stringify({ email: `load-${++counter}@example.com` }),
    },
    page("/cs/what-we-do"),
    beaconReq,
    {
      label: "upload",
      method: "POST",
      path: "/api/uploads",
      get headers() {
        return { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, ...origin, ...ip() };
      },
      body: () => multipart,
      onResponse: (status, body, context) => {
        if (status === 201) context.key = (JSON.parse(body) as { files: { key: string }[] }).files[0]?.key;
      },
    },
    {
      label: "contact.submit",
      method: "POST",
      path: "/trpc/contact.submit",
      get headers() {
        return { ...json, ...ip() };
      },
      body: (context) => {
        const attachments = context.key ? [context.key] : [];
        context.key = undefined;
        return JSON.stringify({
          name: "Load Tester",
          email: `load-contact-${++counter}@example.com`,
          message: "We would like 300 embroidered hoodies for our team.",
          attachments,
        });
      },
    },
    page("/brands"),
    beaconReq,
    {
      label: "dashboard",
      method: "GET",
      path: `/trpc/analytics.dashboard?input=${encodeURIComponent(JSON.stringify({ range: "24h" }))}`,
      get headers() {
        return { authorization: `Bearer ${apiKey}`, ...ip() };
      },
    },
  ];
}
