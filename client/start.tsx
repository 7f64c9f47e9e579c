import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createAppRouter } from "./router";

export async function start() {
  const router = createAppRouter();
  const rootElement = document.getElementById("root");
  if (!rootElement) throw new Error("#root is missing from index.html");

  const app = (
    <StrictMode>
      <RouterProvider router={router} />
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
}
