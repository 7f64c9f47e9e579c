import { createFileRoute } from "@tanstack/react-router";
import { AdminSetupPage } from "../../features/admin-setup/AdminSetupPage";

export const Route = createFileRoute("/{-$lang}/admin-setup")({
  component: AdminSetupPage,
});
