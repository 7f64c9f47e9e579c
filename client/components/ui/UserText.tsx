import { stripBidiControls } from "../../../shared/bidi";

/**
 * Text a visitor typed, shown to staff: without bidirectional controls, and isolated (<bdi>) so
 * right-to-left text (a Hebrew or Arabic name) keeps to itself and cannot reorder the text beside it.
 */
export function UserText({ children }: { children: string | null | undefined }) {
  return <bdi>{stripBidiControls(children ?? "")}</bdi>;
}
