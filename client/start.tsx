import { RouterProvider } from "@tanstack/react-router";
import { type ReactNode, StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createAppRouter } from "./router";

/** Its effect runs after every effect below it: the whole page has hydrated and has its listeners. */
function WhenCommitted({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(() => onCommit(), [onCommit]);
  return children;
}

/** Hydrates (or renders) the app; resolves once the page has its listeners (main.tsx then replays early taps). */
export async function start(): Promise<void> {
  const router = createAppRouter();
  const rootElement = document.getElementById("root");
  if (!rootElement) throw new Error("#root is missing from index.html");

  let committed!: () => void;
  const done = new Promise<void>((resolve) => {
    committed = resolve;
  });
  const app = (
    <StrictMode>
      <WhenCommitted onCommit={committed}>
        <RouterProvider router={router} />
      </WhenCommitted>
    </StrictMode>
  );

  if (rootElement.hasChildNodes()) {
    // Prerendered page: load the route's code first, so the first client render matches the HTML.
    await router.load();
    // Render the same boundaries the prerenderer rendered (TanStack Router skips its client-only
    // Suspense wrappers when it knows the HTML came from the server).
    router.ssr = { manifest: undefined };
    // As a transition, hydration yields to the browser every few milliseconds instead of running as
    // one long task: the page stays responsive while it hydrates (Total Blocking Time).
    startTransition(() => {
      hydrateRoot(rootElement, app, {
        onRecoverableError: (e, info) => console.warn("hydration recovered:", String(e), info.componentStack),
      });
    });
  } else {
    createRoot(rootElement).render(app);
  }
  return done;
}
