import { createRootRoute, Outlet } from "@tanstack/react-router";
import { ErrorFallback } from "../components/layout/ErrorFallback";
import { Footer } from "../components/layout/Footer";
import { Header } from "../components/layout/Header";
import { LetsTalk } from "../components/layout/LetsTalk";
import { NotFound } from "../components/layout/NotFound";
import { LazyToaster } from "../components/toast";
import { useTracking } from "../telemetry/useTracking";

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFound,
  errorComponent: ErrorFallback,
});

function RootLayout() {
  useTracking();
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
        <LetsTalk />
      </main>
      <Footer />
      <LazyToaster />
    </div>
  );
}
