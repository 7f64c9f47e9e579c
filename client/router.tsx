import { createRouter } from "@tanstack/react-router";
import { createQueryClient } from "./lib/trpc";
import { routeTree } from "./routeTree.gen";

export function createAppRouter(queryClient = createQueryClient()) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: "intent",
    scrollRestoration: true,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
