import type { EventName } from "../../shared/schemas/analytics";
import { trackEvent } from "./tracker";

export { formSession } from "./tracker";

/**
 * Records a usage event, e.g. `track("form_submission", { form: "enquiry" })`. Never throws and never
 * waits: events are queued and sent in batches (see tracker.ts).
 */
export function track(name: EventName, data?: Record<string, unknown>, element?: Element | null): void {
  trackEvent(name, data, element);
}
