import { createFileRoute } from "@tanstack/react-router";
import { WhatWeDoPage } from "../../features/what-we-do/WhatWeDoPage";

export const Route = createFileRoute("/{-$lang}/what-we-do")({
  component: WhatWeDoPage,
});
