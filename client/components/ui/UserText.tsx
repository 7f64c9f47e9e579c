import { stripBidiControls } from "../../../shared/bidi";
import { BreakableText } from "../text/BreakableText";

/**
 * Text a visitor typed, shown to staff: without bidirectional controls, and isolated (<bdi>) so
 * right-to-left text (a Hebrew or Arabic name) keeps to itself and cannot reorder the text beside it.
 * `breakable`: an address or file name, which may wrap after its separators ("petra.novak@|example.|cz")
 * in a container with `wrap-anywhere` (components/text/BreakableText.tsx).
 */
export function UserText({
  children,
  breakable = false,
}: {
  children: string | null | undefined;
  breakable?: boolean;
}) {
  const text = stripBidiControls(children ?? "");
  return <bdi>{breakable ? <BreakableText text={text} /> : text}</bdi>;
}

/**
 * A sentence with an address in it (`template` holds `{email}` once): the address as breakable user
 * text, so with `wrap-anywhere` on the container the sentence wraps at its spaces and the address
 * after its separators, never inside a word ("Přihlášen(a)" was cut by `break-all` on a phone).
 */
export function SentenceWithAddress({ template, email }: { template: string; email: string }) {
  const [before = "", after = ""] = template.split("{email}");
  return (
    <>
      {before}
      <UserText breakable>{email}</UserText>
      {after}
    </>
  );
}
