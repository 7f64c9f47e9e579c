import { analyticsPlaceholder } from "../../../shared/content/admin";
import { LocalLink } from "../../components/LocalLink";
import { buttonStyles } from "../../components/ui/buttons";
import { Container } from "../../components/ui/Page";
import { useLocale } from "../../i18n/locale";
import { usePageMeta } from "../../seo/page-meta";
import { adminOnly, Gate } from "../admin/AdminGate";

/** /analytics: a placeholder for admins until the analytics dashboard is built. */
export function AnalyticsPage() {
  const c = analyticsPlaceholder[useLocale()];
  usePageMeta(c.meta);
  return (
    <Gate title={c.title} rule={adminOnly}>
      {() => (
        <Container className="pb-16 pt-14 sm:pt-20">
          <h1 className="text-4xl font-black tracking-tight sm:text-5xl">{c.title}</h1>
          <p className="mt-6 max-w-2xl text-lg text-ink/80">{c.text}</p>
          <LocalLink to="/admin" className={`${buttonStyles.secondary} mt-6`}>
            {c.back}
          </LocalLink>
        </Container>
      )}
    </Gate>
  );
}
