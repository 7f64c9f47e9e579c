import { lazy, type ReactNode, Suspense } from "react";

const ApiProvider = lazy(() => import("../lib/api-provider"));

/**
 * Renders children inside the tRPC + TanStack Query providers, loading them on first use, so pages
 * that fetch nothing never download the data layer. `fallback` shows while it loads.
 */
export function WithApi({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <ApiProvider>{children}</ApiProvider>
    </Suspense>
  );
}
