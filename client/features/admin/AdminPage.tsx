import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { adminCommon, adminPage } from "../../../shared/content/admin";
import { format, type Locale } from "../../../shared/i18n";
import { LocalLink } from "../../components/LocalLink";
import { Badge } from "../../components/ui/Badge";
import { buttonStyles } from "../../components/ui/buttons";
import { Container } from "../../components/ui/Page";
import { Tabs } from "../../components/ui/Tabs";
import { SentenceWithAddress } from "../../components/ui/UserText";
import { useLocale } from "../../i18n/locale";
import { useTRPC } from "../../lib/trpc";
import { usePageMeta } from "../../seo/page-meta";
import { InboxPanel } from "../inbox/InboxPanel";
import { PromiseSummary } from "../inbox/PromiseSummary";
import { adminOnly, Gate, type Me } from "./AdminGate";
import { AdminsPanel } from "./AdminsPanel";
import { AiBudgetCard } from "./AiBudgetCard";
import { ApiKeysPanel } from "./ApiKeysPanel";
import { PersonalDataPanel } from "./PersonalDataPanel";
import { WaitlistPanel } from "./WaitlistPanel";

type Content = (typeof adminPage)[Locale];
type Tab = "inbox" | "waitlist" | "apiKeys" | "admins" | "personalData";

/**
 * /admin, for admins only: the promise summary, then the lead inbox (the default tab: enquiries,
 * contact messages and design inquiries in one list), the waitlist, API keys, admins and personal data requests (export, erasure).
 */
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
  const [tab, setTab] = useState<Tab>("inbox");
  const panelProps = { c, locale, closeLabel };
  return (
    <Container className="pb-16 pt-10 sm:pt-14">
      <div className="flex flex-col gap-5 lg:flex-row lg:items-end lg:justify-between">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-4xl font-black tracking-tight sm:text-5xl">{c.title}</h1>
            <LeadCount c={c} />
          </div>
          <p className="mt-3 wrap-anywhere text-ink/80">
            <SentenceWithAddress template={c.signedInAs} email={me.user.email} />
          </p>
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
      <PromiseSummary locale={locale} onShowOverdue={() => setTab("inbox")} />
      <AiBudgetCard c={c} locale={locale} />
      <Tabs
        className="mt-10"
        label={c.tabs.label}
        value={tab}
        onChange={setTab}
        items={[
          { id: "inbox", label: c.tabs.inbox },
          { id: "waitlist", label: c.tabs.waitlist },
          { id: "apiKeys", label: c.tabs.apiKeys },
          { id: "admins", label: c.tabs.admins },
          { id: "personalData", label: c.tabs.personalData },
        ]}
      >
        {tab === "inbox" ? (
          <InboxPanel {...panelProps} meId={me.user.id} />
        ) : tab === "waitlist" ? (
          <WaitlistPanel {...panelProps} />
        ) : tab === "apiKeys" ? (
          <ApiKeysPanel {...panelProps} />
        ) : tab === "admins" ? (
          <AdminsPanel {...panelProps} />
        ) : (
          <PersonalDataPanel {...panelProps} />
        )}
      </Tabs>
    </Container>
  );
}

/** The count badge beside the title: every lead in the inbox, whatever the filters. */
function LeadCount({ c }: { c: Content }) {
  const trpc = useTRPC();
  const count = useQuery(trpc.admin.leads.list.queryOptions({ limit: 1 }));
  if (!count.isSuccess) return null;
  const total = count.data.total;
  return (
    <Badge className="px-3 py-1 text-sm">
      {total === 1 ? c.countBadge.one : format(c.countBadge.other, { count: total })}
    </Badge>
  );
}
