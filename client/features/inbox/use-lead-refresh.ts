import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTRPC } from "../../lib/trpc";

/**
 * After a change to a lead: refetch everything of the inbox (the lead, the list, the counts, the
 * promise figures), since a status, an owner or a first reply moves all of them.
 */
export function useLeadRefresh(): () => Promise<void> {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: trpc.admin.leads.pathKey() }),
    [queryClient, trpc],
  );
}

/** The server's readable message of a failed call, for a toast's description. */
export function errorMessage(error: unknown): string | undefined {
  return error instanceof Error && error.message ? error.message : undefined;
}
