import type { ReactNode } from "react";

/** Horizontal frame of every page section. */
export function Container({ children, className = "" }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-6xl px-4 sm:px-6 ${className}`}>{children}</div>;
}

/** The top of a content page: a small label, the page's only <h1>, and a lead paragraph. */
export function PageHeader({ eyebrow, title, lead }: { eyebrow?: string; title: string; lead?: string }) {
  return (
    <Container className="pb-10 pt-14 sm:pt-20">
      {eyebrow ? <p className="mb-3 text-sm font-bold uppercase tracking-[0.18em] text-brand-dark">{eyebrow}</p> : null}
      <h1 className="max-w-4xl text-4xl font-black leading-[1.05] tracking-tight sm:text-6xl">{title}</h1>
      {lead ? <p className="mt-6 max-w-3xl text-lg leading-relaxed text-ink/80 sm:text-xl">{lead}</p> : null}
    </Container>
  );
}

/** A titled block of a page; `tone="sand"` gives it a tinted background band. */
export function Section({
  id,
  title,
  intro,
  tone = "plain",
  children,
}: {
  id?: string;
  title?: string;
  intro?: string;
  tone?: "plain" | "sand" | "ink";
  children: ReactNode;
}) {
  const toneClass = tone === "sand" ? "bg-sand" : tone === "ink" ? "bg-ink text-paper" : "";
  return (
    <section
      id={id}
      className={`${toneClass} py-14 sm:py-20`}
      aria-labelledby={id && title ? `${id}-title` : undefined}
    >
      <Container>
        {title ? (
          <h2
            id={id ? `${id}-title` : undefined}
            className="max-w-3xl text-3xl font-extrabold tracking-tight sm:text-4xl"
          >
            {title}
          </h2>
        ) : null}
        {intro ? (
          <p className={`mt-4 max-w-3xl text-lg leading-relaxed ${tone === "ink" ? "text-paper/80" : "text-ink/75"}`}>
            {intro}
          </p>
        ) : null}
        <div className={title || intro ? "mt-10" : ""}>{children}</div>
      </Container>
    </section>
  );
}

/** A bordered card with a heading and body text. */
export function Card({ title, children, icon }: { title: string; children: ReactNode; icon?: ReactNode }) {
  return (
    <div className="flex h-full flex-col gap-3 rounded-2xl border border-ink/10 bg-paper p-6 shadow-sm">
      {icon ? <div aria-hidden="true">{icon}</div> : null}
      <h3 className="text-xl font-bold">{title}</h3>
      <div className="leading-relaxed text-ink/80">{children}</div>
    </div>
  );
}
