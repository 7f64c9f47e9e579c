import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from "react";
import { generator } from "../../../shared/content/generator";
import { RECENT_DESIGNS_MAX } from "../../../shared/limits";
import { generateSchema } from "../../../shared/schemas/generator";
import { toast } from "../../components/toast";
import { useLocale } from "../../i18n/locale";
import { useTRPC } from "../../lib/trpc";
import { track } from "../../telemetry/track";
import { useReady } from "../contact-form/LazyMount";
import { designFileName, downloadDesign } from "./design-file";
import { errorCode, promptForAnalytics, serverMessage } from "./errors";
import type { Logo } from "./LogoPicker";
import type { Colour } from "./products";
import { RecentDesigns } from "./RecentDesigns";
import { type Design, ResultPanel, type View } from "./ResultPanel";
import { emptyDraft, type InquiryDraft, SendDesignDialog } from "./SendDesignDialog";
import { Panel, PromptFields, promptPanelClass, StudioGrid } from "./StudioLayout";

/**
 * The AI generator (spec, sections 2 and 4): prompt, Generate, the design with its mockups,
 * Download, "Send to us" and its dialog, and the recent designs. Designs live in this component's
 * state only (the spec: not stored). Loaded lazily by LazyStudio.
 */
export default function Studio({ onReady, takeDraft }: { onReady?: () => void; takeDraft?: () => string }) {
  // Text typed into the prerendered prompt box before this code arrived: taken in the same commit
  // that removes that box (useReady), so not a key is lost or shown twice.
  const takeDraftRef = useRef(takeDraft);
  useLayoutEffect(() => {
    const typed = takeDraftRef.current?.();
    if (typed) setPrompt(typed);
  }, []);
  useReady(onReady);
  const locale = useLocale();
  const c = generator[locale];
  const trpc = useTRPC();
  const generate = useMutation(trpc.generator.generate.mutationOptions());
  const id = useId();

  const [prompt, setPrompt] = useState("");
  const [design, setDesign] = useState<Design | null>(null);
  const [recent, setRecent] = useState<Design[]>([]);
  const [view, setView] = useState<View>("design");
  const [colour, setColour] = useState<Colour>("white");
  const [dialogOpen, setDialogOpen] = useState(false);
  const [draft, setDraft] = useState<InquiryDraft>(emptyDraft);
  const [logo, setLogo] = useState<Logo | null>(null);

  const promptRef = useRef<HTMLTextAreaElement>(null);
  const generateRef = useRef<HTMLButtonElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const generating = generate.isPending;

  const errorToast = (description: string) =>
    toast({ variant: "destructive", title: c.toasts.error, description, closeLabel: c.toasts.close });

  async function onGenerate(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (generating) return;
    const parsed = generateSchema.safeParse({ prompt, locale });
    if (!parsed.success) {
      errorToast(c.toasts.promptRequired);
      promptRef.current?.focus();
      return;
    }
    const short = promptForAnalytics(parsed.data.prompt);
    track("ai_generate_image", { prompt: short }, generateRef.current);
    try {
      const result = await generate.mutateAsync(parsed.data);
      if (!result?.image || !result.id) throw new Error("The generator answered without an image");
      const next: Design = {
        id: result.id,
        image: result.image,
        prompt: parsed.data.prompt,
        provider: result.provider,
        ...(result.printImage ? { printImage: result.printImage } : {}),
        ...(result.printOn ? { printOn: result.printOn } : {}),
      };
      setDesign(next);
      // "black t-shirt": show it on that garment straight away.
      if (result.garment) {
        setColour(result.garment);
        setView((v) => (v === "design" ? "tshirt" : v));
      }
      setRecent((list) => [next, ...list.filter((d) => d.id !== next.id)].slice(0, RECENT_DESIGNS_MAX));
      toast({ title: c.toasts.success, description: c.toasts.generated, closeLabel: c.toasts.close });
      track("ai_image_generated", { prompt: short, provider: result.provider });
      revealStage();
    } catch (error) {
      track("ai_image_generation_error", {
        prompt: short,
        code: errorCode(error),
        details: error instanceof Error ? error.message : String(error),
      });
      errorToast(serverMessage(error, c, locale) ?? c.toasts.generateFailed);
    }
  }

  /** On a phone the result card is below the prompt: bring the new design into view. */
  function revealStage() {
    const el = stageRef.current;
    if (!el) return;
    const { top, bottom } = el.getBoundingClientRect();
    if (top >= 0 && bottom <= window.innerHeight) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    requestAnimationFrame(() => el.scrollIntoView({ block: "start", behavior: reduce ? "auto" : "smooth" }));
  }

  async function onDownload(target: Design, fileName: string) {
    try {
      await downloadDesign(target.image, fileName);
      toast({ title: c.toasts.downloaded, description: c.toasts.downloadedText, closeLabel: c.toasts.close });
      track("download_generated_image", { prompt: promptForAnalytics(target.prompt), file: fileName });
    } catch {
      errorToast(c.toasts.downloadFailed);
    }
  }

  return (
    <div className="flex flex-col gap-12">
      <StudioGrid>
        <Panel id={`${id}create`} title={c.form.title} className={promptPanelClass}>
          <form noValidate onSubmit={onGenerate} aria-labelledby={`${id}create-title`}>
            <PromptFields
              id={`${id}prompt`}
              c={c.form}
              value={prompt}
              onChange={setPrompt}
              onSubmitShortcut={() => void onGenerate()}
              generating={generating}
              inputRef={promptRef}
              buttonRef={generateRef}
            />
          </form>
        </Panel>
        <ResultPanel
          id={`${id}result`}
          c={c}
          design={design}
          generating={generating}
          view={view}
          onView={setView}
          colour={colour}
          onColour={setColour}
          logo={logo}
          onLogo={setLogo}
          onDownload={() => design && void onDownload(design, designFileName())}
          onSend={() => setDialogOpen(true)}
          stageRef={stageRef}
        />
      </StudioGrid>
      <p role="status" className="sr-only">
        {generating ? c.status.generating : ""}
      </p>
      <RecentDesigns
        c={c}
        designs={recent}
        currentId={design?.id}
        onShow={(d) => setDesign(d)}
        onDownload={(d) => void onDownload(d, designFileName(d.id))}
      />
      {dialogOpen ? (
        <SendDesignDialog
          c={c}
          design={design}
          logo={logo}
          onLogo={setLogo}
          draft={draft}
          onDraft={setDraft}
          onClose={() => setDialogOpen(false)}
          onSent={() => {
            setDraft(emptyDraft);
            setDialogOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}
