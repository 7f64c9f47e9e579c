import { authPage } from "../../../shared/content/auth";
import { PageHeader } from "../../components/ui/Page";
import { useLocale } from "../../i18n/locale";
import { usePageMeta } from "../../seo/page-meta";

export function AuthPage() {
  const c = authPage[useLocale()];
  usePageMeta(c.meta);
  return <PageHeader title={c.title} lead={c.intro} />;
}
