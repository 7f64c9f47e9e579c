import { createMemoryHistory, RouterProvider } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
import { createAppRouter } from "../router";
import { type PageMeta, PageMetaCollector } from "../seo/page-meta";

export interface RenderedPage {
  html: string;
  meta: PageMeta | undefined;
  statusCode: number;
}

/** Renders one URL of the app to HTML at build time, with the page's title and description. */
export async function render(url: string): Promise<RenderedPage> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [url] }));
  await router.load();
  let meta: PageMeta | undefined;
  const html = renderToString(
    <PageMetaCollector.Provider
      value={(m) => {
        meta = m;
      }}
    >
      <RouterProvider router={router} />
    </PageMetaCollector.Provider>,
  );
  return { html, meta, statusCode: meta?.status ?? 200 };
}
