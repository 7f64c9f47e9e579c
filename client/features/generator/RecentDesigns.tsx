import { useId } from "react";
import type { Content, Design } from "./ResultPanel";
import { DownloadIcon } from "./ResultPanel";

/**
 * "Your Recent Designs": newest first, at most five, held by the page only. Each shows its image
 * (a button that brings it back into the preview), its prompt and a Download button.
 */
export function RecentDesigns({
  c,
  designs,
  currentId,
  onShow,
  onDownload,
}: {
  c: Content;
  designs: Design[];
  currentId?: string;
  onShow: (design: Design) => void;
  onDownload: (design: Design) => void;
}) {
  const id = useId();
  if (designs.length === 0) return null;
  return (
    <section aria-labelledby={`${id}title`}>
      <h2 id={`${id}title`} className="text-3xl font-extrabold tracking-tight">
        {c.recent.title}
      </h2>
      <p className="mt-2 max-w-3xl text-ink/80">{c.recent.intro}</p>
      <ul aria-labelledby={`${id}title`} className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {designs.map((design) => {
          const current = design.id === currentId;
          const promptId = `${id}${design.id}`;
          return (
            <li
              key={design.id}
              className={`flex flex-col overflow-hidden rounded-2xl border bg-paper shadow-sm ${
                current ? "border-ink ring-2 ring-ink" : "border-ink/10"
              }`}
            >
              <button
                type="button"
                onClick={() => onShow(design)}
                aria-pressed={current}
                aria-describedby={promptId}
                className="group relative block aspect-square w-full bg-sand/60 focus-visible:outline-offset-[-3px]"
              >
                <img src={design.image} alt="" className="h-full w-full object-cover" decoding="async" />
                <span className="sr-only">{c.recent.show}</span>
                {current ? (
                  <span
                    aria-hidden="true"
                    className="absolute left-2 top-2 rounded-full bg-ink px-2.5 py-0.5 text-xs font-bold text-paper"
                  >
                    {c.recent.current}
                  </span>
                ) : null}
              </button>
              <div className="flex flex-1 flex-col gap-3 p-3">
                <p id={promptId} className="line-clamp-3 flex-1 break-words text-sm text-ink/85">
                  {design.prompt}
                </p>
                <button
                  type="button"
                  onClick={() => onDownload(design)}
                  aria-describedby={promptId}
                  className="inline-flex min-h-10 items-center justify-center gap-1.5 rounded-full border-2 border-ink/70 px-3 py-1 text-sm font-semibold transition hover:border-ink hover:bg-ink hover:text-paper"
                >
                  <DownloadIcon />
                  {c.recent.download}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
