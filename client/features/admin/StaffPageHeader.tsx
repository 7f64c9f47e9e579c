import { LocalLink } from "../../components/LocalLink";
import { buttonStyles } from "../../components/ui/buttons";

/**
 * The heading row of a staff dashboard (analytics, security): title and intro, a way back to the
 * admin area, and a Refresh button that spins while `busy` and ignores clicks meanwhile (it stays
 * focusable: aria-disabled, not disabled, so a keyboard user keeps their place).
 */
export function StaffPageHeader(props: {
  title: string;
  intro: string;
  backLabel: string;
  refreshLabel: string;
  busy: boolean;
  onRefresh: () => void;
}) {
  const { busy } = props;
  return (
    <div className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
      <div>
        <h1 className="text-4xl font-black tracking-tight sm:text-5xl">{props.title}</h1>
        <p className="mt-3 max-w-2xl text-lg text-ink/80">{props.intro}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <LocalLink to="/admin" className={buttonStyles.secondary}>
          {props.backLabel}
        </LocalLink>
        <button
          type="button"
          className={`${buttonStyles.primary} aria-disabled:cursor-wait aria-disabled:bg-ink/80`}
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) props.onRefresh();
          }}
        >
          <svg
            aria-hidden="true"
            width="16"
            height="16"
            viewBox="0 0 16 16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            className={busy ? "animate-spin motion-reduce:animate-none" : ""}
          >
            <path d="M13.5 8A5.5 5.5 0 1 1 11.9 4.1M13.5 2v3h-3" />
          </svg>
          {props.refreshLabel}
        </button>
      </div>
    </div>
  );
}
