import { createFileRoute, notFound, Outlet } from "@tanstack/react-router";

/** The optional language prefix: none for English, /cs for Czech; anything else is not a page. */
export const Route = createFileRoute("/{-$lang}")({
  beforeLoad: ({ params }) => {
    if (params.lang !== undefined && params.lang !== "cs") throw notFound();
  },
  component: Outlet,
});
