-- Where a lead came from (decision 0020): the analytics session a form was sent from, on the lead and
-- on the waitlist entry; null when the tracker did not run, cleared by an erasure.
ALTER TABLE "leads" ADD COLUMN "analytics_session" uuid;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "analytics_session" uuid;