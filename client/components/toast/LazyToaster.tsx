import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { getToasts, subscribeToasts } from "./store";

const Toaster = lazy(() => import("./Toaster").then((m) => ({ default: m.Toaster })));

/**
 * Mounted in the root layout on every page: the Toaster's code (placement, timers) loads with the
 * first toast, not with the page, which keeps it out of every page's first-load JavaScript. Each
 * toast is its own role="status"/"alert" element, so a container mounted late announces nothing
 * less than one mounted early. Once needed it stays mounted.
 */
export function LazyToaster() {
  const count = useSyncExternalStore(
    subscribeToasts,
    () => getToasts().length,
    () => 0,
  );
  const [needed, setNeeded] = useState(false);
  if (count > 0 && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
