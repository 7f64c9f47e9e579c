import { createFileRoute } from "@tanstack/react-router";
import { PrivacyPage } from "../../features/privacy/PrivacyPage";

export const Route = createFileRoute("/{-$lang}/privacy")({
  component: PrivacyPage,
});
