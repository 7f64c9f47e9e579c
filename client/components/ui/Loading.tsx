import { Container } from "./Page";

/**
 * The loading state of a signed-in page: its heading and a polite status line. Prerendered as is,
 * so the first paint is the same for everyone and shifts nothing when the page's data arrives.
 */
export function LoadingPage({ title, text }: { title: string; text: string }) {
  return (
    <Container className="pb-16 pt-14 sm:pt-20">
      <h1 className="text-4xl font-black tracking-tight sm:text-5xl">{title}</h1>
      <p role="status" className="mt-6 text-lg text-ink/80">
        {text}
      </p>
    </Container>
  );
}
