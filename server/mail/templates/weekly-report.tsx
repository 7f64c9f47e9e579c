import { Button, Heading, Link, Section, Text } from "@react-email/components";
import { createElement } from "react";
import { channelNames } from "../../../shared/content/channels";
import { weeklyReportTexts } from "../../../shared/content/weekly-report";
import { format, type Locale, localePrefix } from "../../../shared/i18n/locales";
import type { NewMail } from "../../db/queries/outbox";
import type { WeeklyFigures } from "../../services/weekly-report/figures";
import { renderMail } from "../render";
import { MailLayout } from "./layout";

export interface WeeklyReportProps {
  locale: Locale;
  figures: WeeklyFigures;
  /** The site's origin, e.g. https://merchovna.cz */
  origin: string;
}

const number = (n: number, locale: Locale) => new Intl.NumberFormat(locale).format(n);
const percent = (rate: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(rate / 100);
/** A YYYY-MM-DD day as people write it ("16 November 2026", "16. listopadu 2026"). */
const day = (d: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === "cs" ? "cs-CZ" : "en-GB", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${d}T00:00:00Z`),
  );

/** Links back to the site: the dashboard for exactly the reported week, the overdue leads, the admin page. */
export function reportLinks(origin: string, locale: Locale, figures: Pick<WeeklyFigures, "from" | "to">) {
  const base = `${origin}${localePrefix(locale)}`;
  return {
    dashboard: `${base}/analytics?range=custom&from=${figures.from}&to=${figures.to}`,
    overdue: `${base}/admin?overdue=true`,
    admin: `${base}/admin`,
  };
}

const h2 = { fontSize: "16px", margin: "20px 0 4px" } as const;
const row = { margin: "2px 0" } as const;

export function WeeklyReport({ locale, figures: f, origin }: WeeklyReportProps) {
  const t = weeklyReportTexts[locale];
  const links = reportLinks(origin, locale, f);
  const channel = (c: string | null) =>
    c === null ? t.unknownChannel : ((channelNames[locale] as Record<string, string>)[c] ?? c);
  const conversion = format(t.conversion, {
    rate: percent(f.conversion.rate, locale),
    count: number(f.conversion.count, locale),
  });
  return (
    <MailLayout
      lang={locale}
      preview={format(t.preview, {
        visitors: number(f.visitors, locale),
        leads: number(f.leads, locale),
        overdue: number(f.overdueLeads, locale),
      })}
      footer={format(t.footer, { url: links.admin })}
    >
      <Heading as="h1" style={{ fontSize: "22px", margin: "0 0 8px" }}>
        {t.heading}
      </Heading>
      <Text style={{ margin: "0 0 8px" }}>
        {format(t.period, { from: day(f.from, locale), to: day(f.to, locale), timeZone: f.timeZone })}
      </Text>
      <Section>
        <Heading as="h2" style={h2}>
          {t.traffic}
        </Heading>
        <Text style={row}>{`${t.visitors}: ${number(f.visitors, locale)}`}</Text>
        <Text style={row}>{`${t.sessions}: ${number(f.sessions, locale)}`}</Text>
        <Text style={row}>{`${t.pageViews}: ${number(f.pageViews, locale)}`}</Text>
      </Section>
      <Section>
        <Heading as="h2" style={h2}>
          {t.leadsHeading}
        </Heading>
        <Text style={row}>{`${t.leadsTotal}: ${number(f.leads, locale)}`}</Text>
        {f.leadsByChannel.length === 0 ? <Text style={row}>{t.noLeads}</Text> : null}
        {f.leadsByChannel.map((c) => (
          <Text key={c.channel ?? ""} style={row}>{`${channel(c.channel)}: ${number(c.leads, locale)}`}</Text>
        ))}
      </Section>
      <Section>
        <Heading as="h2" style={h2}>
          {t.conversionHeading}
        </Heading>
        <Text style={row}>{conversion}</Text>
      </Section>
      <Section>
        <Heading as="h2" style={h2}>
          {t.overdueHeading}
        </Heading>
        <Text style={row}>
          {f.overdueLeads > 0 ? format(t.overdue, { count: number(f.overdueLeads, locale) }) : t.noOverdue}
        </Text>
        {f.overdueLeads > 0 ? <Link href={links.overdue}>{t.openOverdue}</Link> : null}
      </Section>
      <Section>
        <Heading as="h2" style={h2}>
          {t.topPagesHeading}
        </Heading>
        {f.topPages.length === 0 ? <Text style={row}>{t.noPages}</Text> : null}
        {f.topPages.map((p) => (
          <Text key={p.path} style={row}>{`${p.path} — ${format(t.views, { views: number(p.views, locale) })}`}</Text>
        ))}
      </Section>
      <Button
        href={links.dashboard}
        style={{
          backgroundColor: "#15130f",
          color: "#faf7f0",
          padding: "12px 20px",
          borderRadius: "999px",
          marginTop: "20px",
        }}
      >
        {t.button}
      </Button>
    </MailLayout>
  );
}

/** One admin's weekly report, in their language. */
export async function weeklyReportMail(
  to: string,
  locale: Locale,
  figures: WeeklyFigures,
  origin: string,
): Promise<NewMail> {
  const body = await renderMail(createElement(WeeklyReport, { locale, figures, origin }));
  const subject = format(weeklyReportTexts[locale].subject, {
    from: day(figures.from, locale),
    to: day(figures.to, locale),
  });
  return { to, subject, ...body };
}
