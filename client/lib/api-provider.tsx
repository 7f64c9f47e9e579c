import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { preloadToaster } from "../components/toast";
import { getQueryClient, getTrpcClient, TRPCProvider } from "./trpc";

// Every part that sends or fetches data can show a toast: its code comes with the data layer, so a
// deploy between loading a form and sending it cannot take the toaster away.
preloadToaster();

export default function ApiProvider({ children }: { children: ReactNode }) {
  const queryClient = getQueryClient();
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={getTrpcClient()} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
