import { getDashboard } from "../../analytics/dashboard";
import type { RangeKey } from "../../analytics/definitions";
import { keyedNextRunSharer } from "../lib/next-run";
import type { Runtime } from "../runtime";

type Dashboard = Awaited<ReturnType<typeof getDashboard>>;

/**
 * The dashboard shows every event acknowledged before it was asked for: it catches the store up,
 * then reads. Admins (and scripts) asking for the same range at the same time share one catch-up and
 * one read (server/lib/next-run.ts) instead of queueing one each behind the store's three read
 * connections: under load, that queue was the whole tail of `bench:load`.
 */
const readers = new WeakMap<Runtime, (range: RangeKey) => Promise<Dashboard>>();

export function readDashboard(rt: Runtime, range: RangeKey): Promise<Dashboard> {
  let read = readers.get(rt);
  if (!read) {
    read = keyedNextRunSharer(async (key: RangeKey) => {
      await rt.beacons.catchUp();
      return getDashboard(rt.analytics, key);
    });
    readers.set(rt, read);
  }
  return read(range);
}
