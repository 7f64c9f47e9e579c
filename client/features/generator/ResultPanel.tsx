import { type Ref, useId } from "react";
import type { generator } from "../../../shared/content/generator";
import type { Locale } from "../../../shared/i18n";
import { type Logo, LogoPicker } from "./LogoPicker";
import { printFor } from "./print-image";
import { COLOUR_NAMES, COLOURS, type Colour, PRODUCTS, type Product, ProductArt } from "./products";
import { EmptyStage, fill, Panel, primaryButton, Spinner, secondaryButton } from "./StudioLayout";

export type Content = (typeof generator)[Locale];
/** What the stage shows: the design itself, or the design on a product. */
export type View = "design" | Product;

export interface Design {
  id: string;
  image: string;
  prompt: string;
  /** The design on a transparent background: what the mockups print on the fabrics of printOn. */
  printImage?: string;
  /** The garment colours printImage reads on (print-image.ts). */
  printOn?: Colour[];
  /** Which provider drew it ("offline": the built-in generator, not AI). */
  provider?: string;
}

/**
 * "Your Generated Design": the spec's placeholder until there is a design, then the design (or
 * a mockup of it on a product), the product and colour pickers, "Download" and "Send to us".
 */
export function ResultPanel({
  id,
  c,
  design,
  generating,
  view,
  onView,
  colour,
  onColour,
  logo,
  onLogo,
  onDownload,
  onSend,
  sendRef,
  stageRef,
}: {
  id: string;
  c: Content;
  design: Design | null;
  generating: boolean;
  view: View;
  onView: (view: View) => void;
  colour: Colour;
  onColour: (colour: Colour) => void;
  logo: Logo | null;
  onLogo: (logo: Logo | null) => void;
  onDownload: () => void;
  onSend: () => void;
  sendRef?: Ref<HTMLButtonElement>;
  stageRef?: Ref<HTMLDivElement>;
}) {
  const m = c.mockups;
  return (
    <Panel id={id} title={c.result.title} busy={generating}>
      <div ref={stageRef} className="relative scroll-mt-24">
        {design ? (
          <Stage c={c} design={design} view={view} colour={colour} logo={logo} />
        ) : (
          // While the first design is drawn, "Creating design..." replaces the placeholder's words
          // instead of being drawn over them.
          <EmptyStage text={generating ? "" : c.result.placeholder} />
        )}
        {generating ? (
          <div
            aria-hidden="true"
            className="absolute inset-0 flex flex-col items-center justify-center gap-3 rounded-2xl bg-paper/85 text-lg font-semibold"
          >
            <Spinner className="h-10 w-10 text-brand-dark" />
            {c.result.working}
          </div>
        ) : null}
      </div>
      {design ? (
        <>
          <ViewPicker c={c} design={design} view={view} colour={colour} logo={logo} onView={onView} />
          {view === "design" ? null : <ColourPicker c={c} colour={colour} onColour={onColour} />}
          <LogoPicker c={c} logo={logo} onLogo={onLogo} />
          <div className="mt-6 grid gap-3 sm:grid-cols-2">
            <button type="button" onClick={onDownload} className={secondaryButton}>
              <DownloadIcon />
              {c.result.download}
            </button>
            <button ref={sendRef} type="button" onClick={onSend} className={primaryButton}>
              <SendIcon />
              {c.result.send}
            </button>
          </div>
          {design.provider === "offline" || design.provider === "openai" ? (
            <p className="mt-4 text-sm text-ink/75" data-testid="drawn-by">
              {c.result.drawnBy[design.provider]}
            </p>
          ) : null}
          <p className="mt-4 text-sm text-ink/75">{m.note}</p>
        </>
      ) : null}
    </Panel>
  );
}

function Stage({
  c,
  design,
  view,
  colour,
  logo,
}: {
  c: Content;
  design: Design;
  view: View;
  colour: Colour;
  logo: Logo | null;
}) {
  if (view === "design") {
    return (
      <div className="aspect-square w-full overflow-hidden rounded-2xl bg-sand/60">
        <img
          src={design.image}
          alt={fill(c.result.imageAlt, { prompt: design.prompt })}
          className="h-full w-full object-contain"
          decoding="async"
        />
      </div>
    );
  }
  return (
    <div className="aspect-square w-full overflow-hidden rounded-2xl bg-gradient-to-b from-[#f3ede0] to-[#e4dac4]">
      <ProductArt
        product={view}
        colour={colour}
        {...printFor(design, colour)}
        logo={logo?.url}
        className="h-full w-full"
        label={fill(c.mockups.stageLabel, {
          product: c.mockups.products[view],
          colour: c.mockups.colours[colour].toLowerCase(),
        })}
      />
    </div>
  );
}

/** The view switcher: native radios (arrow keys, checked state) drawn as product thumbnails. */
function ViewPicker({
  c,
  design,
  view,
  colour,
  logo,
  onView,
}: {
  c: Content;
  design: Design;
  view: View;
  colour: Colour;
  logo: Logo | null;
  onView: (view: View) => void;
}) {
  const name = useId();
  const views: View[] = ["design", ...PRODUCTS];
  return (
    <fieldset className="mt-5">
      <legend className="text-sm font-bold">{c.mockups.view}</legend>
      <div className="mt-2 grid grid-cols-5 gap-2 sm:gap-3">
        {views.map((v) => (
          <label key={v} className="relative flex min-w-0 flex-col items-center gap-1.5">
            <input
              type="radio"
              name={name}
              value={v}
              checked={view === v}
              onChange={() => onView(v)}
              className="peer absolute inset-0 z-10 h-full w-full cursor-pointer appearance-none opacity-0"
            />
            <span className="block aspect-square w-full overflow-hidden rounded-xl border-2 border-ink/15 bg-[#efe8d8] transition peer-checked:border-ink peer-checked:shadow-md peer-hover:border-ink/50 peer-focus-visible:outline-[3px] peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-dark peer-focus-visible:outline-solid">
              {v === "design" ? (
                <img src={design.image} alt="" className="h-full w-full object-cover" decoding="async" />
              ) : (
                <ProductArt
                  product={v}
                  colour={colour}
                  {...printFor(design, colour)}
                  logo={logo?.url}
                  className="h-full w-full"
                />
              )}
            </span>
            <span className="max-w-full truncate text-xs font-semibold text-ink/80 peer-checked:text-ink sm:text-sm">
              {v === "design" ? c.mockups.design : c.mockups.products[v]}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ColourPicker({ c, colour, onColour }: { c: Content; colour: Colour; onColour: (colour: Colour) => void }) {
  const name = useId();
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-bold">
        {c.mockups.colour}: <span className="font-semibold text-ink/80">{c.mockups.colours[colour]}</span>
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {COLOUR_NAMES.map((key) => (
          <label key={key} className="relative grid h-11 w-11 place-items-center" title={c.mockups.colours[key]}>
            <input
              type="radio"
              name={name}
              value={key}
              checked={colour === key}
              onChange={() => onColour(key)}
              className="peer absolute inset-0 z-10 h-full w-full cursor-pointer appearance-none opacity-0"
            />
            <span
              aria-hidden="true"
              style={{ backgroundColor: COLOURS[key].fill }}
              className="block h-8 w-8 rounded-full border-2 border-ink/30 ring-offset-2 ring-offset-paper transition peer-checked:ring-[3px] peer-checked:ring-ink peer-focus-visible:outline-[3px] peer-focus-visible:outline-offset-4 peer-focus-visible:outline-brand-dark peer-focus-visible:outline-solid"
            />
            <span className="sr-only">{c.mockups.colours[key]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function DownloadIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d="M12 4v11m0 0l-4.5-4.5M12 15l4.5-4.5M5 19h14"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function SendIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d="M4 12l16-8-6 16-2.5-6.5zM11.5 13.5L20 4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
