import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { routeTree } from "./routeTree.gen";

export function createAppRouter(history?: RouterHistory) {
  let hydrated = false;
  return createRouter({
    routeTree,
    history,
    defaultPreload: "intent",
    // Only in the browser: on the server it would emit an inline script, which the CSP forbids.
    // The first render is the hydration of a prerendered page the visitor may already have
    // scrolled (it is readable before the code arrives): restoring then would throw them back to
    // the top. It restores only a page still at the top (a reload's saved position); every later
    // navigation restores or resets as usual.
    scrollRestoration:
      history === undefined
        ? () => {
            if (hydrated) return true;
            hydrated = true;
            return window.scrollY === 0;
          }
        : false,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
