import { createFileRoute } from "@tanstack/react-router";
import { GeneratorPage } from "../../features/generator/GeneratorPage";

export const Route = createFileRoute("/{-$lang}/ai-merch-generator")({
  component: GeneratorPage,
});
