import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { adminCommon, adminPage } from "../../../shared/content/admin";
import { format, type Locale } from "../../../shared/i18n";
import { LocalLink } from "../../components/LocalLink";
import { Badge } from "../../components/ui/Badge";
import { buttonStyles } from "../../components/ui/buttons";
import { Container } from "../../components/ui/Page";
import { Tabs } from "../../components/ui/Tabs";
import { useLocale } from "../../i18n/locale";
import { useTRPC } from "../../lib/trpc";
import { usePageMeta } from "../../seo/page-meta";
import { adminOnly, Gate, type Me } from "./AdminGate";
import { AdminsPanel } from "./AdminsPanel";
import { AiBudgetCard } from "./AiBudgetCard";
import { ApiKeysPanel } from "./ApiKeysPanel";
import { InquiriesPanel } from "./InquiriesPanel";
import { SubmissionsPanel } from "./SubmissionsPanel";
import { WaitlistPanel } from "./WaitlistPanel";

type Content = (typeof adminPage)[Locale];
type Tab = "submissions" | "waitlist" | "inquiries" | "apiKeys" | "admins";

/** /admin: form submissions (default), waitlist, design inquiries and API keys, for admins only. */
export function AdminPage() {
  const c = adminPage[useLocale()];
  usePageMeta(c.meta);
  return (
    <Gate title={c.title} rule={adminOnly}>
      {(me) => <AdminDashboard c={c} me={me} />}
    </Gate>
  );
}

function AdminDashboard({ c, me }: { c: Content; me: Me }) {
  const locale = useLocale();
  const closeLabel = adminCommon[locale].closeToast;
  const [tab, setTab] = useState<Tab>("submissions");
  const panelProps = { c, locale, closeLabel };
  return (
    <Container className="pb-16 pt-10 sm:pt-14">
      <div className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-4xl font-black tracking-tight sm:text-5xl">{c.title}</h1>
            <SubmissionCount c={c} />
          </div>
          <p className="mt-3 break-all text-ink/80">{format(c.signedInAs, { email: me.user.email })}</p>
        </div>
        <nav aria-label={c.actions.label} className="flex flex-wrap gap-2">
          <LocalLink to="/" className={buttonStyles.secondary}>
            {c.actions.home}
          </LocalLink>
          <LocalLink to="/analytics" className={buttonStyles.primary}>
            {c.actions.analytics}
          </LocalLink>
          <LocalLink to="/security" className={buttonStyles.primary}>
            {c.actions.security}
          </LocalLink>
        </nav>
      </div>
      <AiBudgetCard c={c} locale={locale} />
      <Tabs
        className="mt-10"
        label={c.tabs.label}
        value={tab}
        onChange={setTab}
        items={[
          { id: "submissions", label: c.tabs.submissions },
          { id: "waitlist", label: c.tabs.waitlist },
          { id: "inquiries", label: c.tabs.inquiries },
          { id: "apiKeys", label: c.tabs.apiKeys },
          { id: "admins", label: c.tabs.admins },
        ]}
      >
        {tab === "submissions" ? (
          <SubmissionsPanel {...panelProps} />
        ) : tab === "waitlist" ? (
          <WaitlistPanel {...panelProps} />
        ) : tab === "inquiries" ? (
          <InquiriesPanel {...panelProps} />
        ) : tab === "apiKeys" ? (
          <ApiKeysPanel {...panelProps} />
        ) : (
          <AdminsPanel {...panelProps} />
        )}
      </Tabs>
    </Container>
  );
}

/** The count badge beside the title: all submissions, whatever the search. */
function SubmissionCount({ c }: { c: Content }) {
  const trpc = useTRPC();
  const count = useQuery(trpc.admin.submissions.list.queryOptions({ limit: 1 }));
  if (!count.isSuccess) return null;
  const total = count.data.total;
  return (
    <Badge className="px-3 py-1 text-sm">
      {total === 1 ? c.countBadge.one : format(c.countBadge.other, { count: total })}
    </Badge>
  );
}
