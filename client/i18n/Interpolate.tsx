import { Fragment, type ReactNode } from "react";

/** Renders a catalog text whose {placeholders} are React nodes (links, bold text) instead of strings. */
export function Interpolate({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  const parts = text.split(/(\{\w+\})/g);
  return (
    <>
      {parts.map((part, i) => {
        const key = /^\{(\w+)\}$/.exec(part)?.[1];
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text never reorder.
        return <Fragment key={i}>{key && key in values ? values[key] : part}</Fragment>;
      })}
    </>
  );
}
