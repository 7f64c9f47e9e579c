import { LocalLink } from "./LocalLink";

/**
 * The line beside a form's submit button that says what the details are used for and links the
 * privacy page in the page's language. `tone="ink"` for forms on the dark band (the waitlist).
 */
export function PrivacyNote({
  text,
  link,
  tone = "paper",
  className = "",
}: {
  text: string;
  link: string;
  tone?: "paper" | "ink";
  className?: string;
}) {
  const colour = tone === "ink" ? "text-paper/80" : "text-ink/70";
  return (
    <p className={`text-sm ${colour} ${className}`}>
      {text}{" "}
      <LocalLink to="/privacy" className="font-semibold underline underline-offset-4">
        {link}
      </LocalLink>
    </p>
  );
}
