import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { getToasts, subscribeToasts } from "./store";

const loadToaster = () => import("./Toaster");
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

/**
 * Starts loading the Toaster's code before the first toast. The data layer calls it as it loads:
 * a form's first toast may come minutes later, after a deploy has taken this version's chunk away
 * (the page would then reload and lose what was typed; lib/new-version.ts).
 */
export function preloadToaster(): void {
  void loadToaster().catch(() => {});
}

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
