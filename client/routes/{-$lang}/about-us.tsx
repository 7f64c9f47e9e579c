import { createFileRoute } from "@tanstack/react-router";
import { AboutUsPage } from "../../features/about-us/AboutUsPage";

export const Route = createFileRoute("/{-$lang}/about-us")({
  component: AboutUsPage,
});
