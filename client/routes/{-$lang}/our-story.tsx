import { createFileRoute } from "@tanstack/react-router";
import { OurStoryPage } from "../../features/our-story/OurStoryPage";

export const Route = createFileRoute("/{-$lang}/our-story")({
  component: OurStoryPage,
});
