import { lazy, type RefObject, useId, useRef } from "react";
import { generator } from "../../../shared/content/generator";
import type { Locale } from "../../../shared/i18n";
import { WithApi } from "../../components/WithApi";
import { useLocale } from "../../i18n/locale";
import { LazyMount, LoadButton } from "../contact-form/LazyMount";
import { EmptyStage, Panel, PromptFields, promptPanelClass, StudioGrid } from "./StudioLayout";

const loadStudio = () => import("./Studio");
const Studio = lazy(loadStudio);
const loadApi = () => import("../../lib/api-provider");

/**
 * The interactive generator. Its code (and the data layer, ~48 KB gzip with zod) is a chunk of its
 * own, fetched at the first pointer or keyboard contact with the studio (it is at the top of the
 * page, so loading it when visible would parse it during start-up and block the main thread);
 * until then the prerendered page shows the same two cards with a plain prompt box, so the first
 * paint already has the layout and its texts, and text typed before any code has loaded is kept:
 * the studio starts with the placeholder box's value.
 */
export function LazyStudio() {
  const locale = useLocale();
  const draftRef = useRef<HTMLTextAreaElement>(null);
  return (
    <LazyMount
      loadWhenVisible={false}
      preload={() => Promise.all([loadStudio(), loadApi()])}
      placeholder={<StudioPlaceholder c={generator[locale]} draftRef={draftRef} />}
    >
      {(onReady) => (
        <WithApi>
          <Studio onReady={onReady} takeDraft={() => draftRef.current?.value ?? ""} />
        </WithApi>
      )}
    </LazyMount>
  );
}

function StudioPlaceholder({
  c,
  draftRef,
}: {
  c: (typeof generator)[Locale];
  draftRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const id = useId();
  return (
    <div className="relative flex flex-col gap-12">
      <LoadButton label={c.loader} />
      <StudioGrid>
        <Panel id={`${id}create`} title={c.form.title} className={promptPanelClass}>
          <PromptFields id={`${id}prompt`} c={c.form} inputRef={draftRef} />
        </Panel>
        <Panel id={`${id}result`} title={c.result.title}>
          <EmptyStage text={c.result.placeholder} />
        </Panel>
      </StudioGrid>
    </div>
  );
}
