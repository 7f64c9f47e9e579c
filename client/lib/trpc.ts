import { QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import type { AppRouter } from "../../server/trpc/router";
import { queryRetryDelay, shouldRetryQuery } from "./query-retry";

/**
 * The data layer: TanStack Query through tRPC. It is not part of the public pages' first load;
 * components that need it are rendered inside <WithApi> (components/WithApi.tsx), which loads it.
 */
export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

let queryClient: QueryClient | undefined;
/** One QueryClient for the whole page, however many <WithApi> boundaries there are. */
export function getQueryClient(): QueryClient {
  queryClient ??= new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetryQuery, retryDelay: queryRetryDelay, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
}

let trpcClient: ReturnType<typeof createTRPCClient<AppRouter>> | undefined;
export function getTrpcClient() {
  trpcClient ??= createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: "/trpc", maxItems: 10 })],
  });
  return trpcClient;
}
