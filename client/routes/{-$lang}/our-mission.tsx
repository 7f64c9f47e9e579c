import { createFileRoute } from "@tanstack/react-router";
import { OurMissionPage } from "../../features/our-mission/OurMissionPage";

export const Route = createFileRoute("/{-$lang}/our-mission")({
  component: OurMissionPage,
});
