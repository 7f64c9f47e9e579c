import { Component, type ReactNode } from "react";
import { useT } from "../i18n/locale";
import { isChunkLoadError } from "../lib/new-version";
import { reportMissingCode } from "../telemetry/report-error";

interface State {
  error: unknown;
}

/**
 * Around a part of a page that loads its code late (a form, the generator): when that code is gone
 * because the site was updated since the page loaded, only this part says so, with a button to
 * reload. The rest of the page stays, and so does what the visitor typed into another form (the
 * root error fallback would replace the whole page). Any other error goes on to the root fallback.
 */
export class PartBoundary extends Component<{ children: ReactNode; onFailed?: () => void }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (!isChunkLoadError(error)) return;
    reportMissingCode(error);
    this.props.onFailed?.();
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isChunkLoadError(error)) throw error;
    return <PartFailed />;
  }
}

function PartFailed() {
  const t = useT();
  return (
    <p role="alert" className="mx-auto my-6 max-w-xl text-center text-current">
      {t.errorBoundary.partFailed}{" "}
      <button type="button" className="font-bold underline underline-offset-4" onClick={() => window.location.reload()}>
        {t.errorBoundary.reload}
      </button>
    </p>
  );
}
