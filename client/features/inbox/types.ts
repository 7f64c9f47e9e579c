import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "../../../server/trpc/router";

/** One lead as admin.leads.get answers it: the inbox fields, what the visitor sent, the timeline. */
export type Lead = inferRouterOutputs<AppRouter>["admin"]["leads"]["get"];
export type LeadSourceData = NonNullable<Lead["source"]>;
export type TimelineEntry = Lead["timeline"][number];
/** Where a lead came from (admin.leads.source); null is an unknown source. */
export type LeadOriginData = NonNullable<inferRouterOutputs<AppRouter>["admin"]["leads"]["source"]>;
export type Touch = LeadOriginData["lastTouch"];
