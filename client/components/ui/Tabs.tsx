import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

export interface TabItem<K extends string> {
  id: K;
  label: ReactNode;
}

/**
 * WAI-ARIA tabs: a tablist whose tabs move with the arrow keys, Home and End (automatic activation,
 * roving tabindex), and one tabpanel labelled by its tab. Only the selected panel is rendered.
 */
export function Tabs<K extends string>({
  label,
  items,
  value,
  onChange,
  children,
  className = "",
}: {
  label: string;
  items: TabItem<K>[];
  value: K;
  onChange: (id: K) => void;
  /** The selected panel's content. */
  children: ReactNode;
  className?: string;
}) {
  const base = useId();
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (id: K) => `${base}-tab-${id}`;
  const panelId = (id: K) => `${base}-panel-${id}`;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((item) => item.id === value);
    const last = items.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : -1;
    const item = items[next];
    if (!item) return;
    event.preventDefault();
    onChange(item.id);
    refs.current.get(item.id)?.focus();
  }

  return (
    <div className={className}>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="grid grid-cols-2 gap-1 rounded-2xl bg-sand p-1.5 sm:flex"
      >
        {items.map((item) => {
          const selected = item.id === value;
          return (
            <button
              key={item.id}
              ref={(el) => {
                if (el) refs.current.set(item.id, el);
                else refs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={selected}
              aria-controls={selected ? panelId(item.id) : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(item.id)}
              className={`inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-xl text-center px-4 py-2 text-sm font-bold transition ${
                selected
                  ? "bg-paper text-ink shadow-sm ring-1 ring-ink/15"
                  : "text-ink/80 hover:bg-paper/60 hover:text-ink"
              }`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(value)}
        aria-labelledby={tabId(value)}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern makes the panel focusable.
        tabIndex={0}
        className="mt-6 rounded-2xl focus-visible:outline-offset-4"
      >
        {children}
      </div>
    </div>
  );
}
