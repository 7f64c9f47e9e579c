import { Section, Text } from "@react-email/components";
import { projectDetailRows, projectDetails } from "../../../shared/content/project-details";
import type { Locale } from "../../../shared/i18n/locales";

export type ProjectDetailsInput = Parameters<typeof projectDetailRows>[0];

/**
 * The enquiry's optional project details (step 2) as a headed list of "Label: value" lines, in
 * `locale`; nothing when none were given. The staff notification and the visitor's confirmation
 * both quote them.
 */
export function ProjectDetailsSection({
  details,
  locale,
  margin,
  color,
}: {
  details: ProjectDetailsInput | undefined;
  locale: Locale;
  margin: string;
  color?: string;
}) {
  const rows = details ? projectDetailRows(details, locale) : [];
  if (rows.length === 0) return null;
  return (
    <Section style={{ margin }}>
      <Text style={{ fontWeight: 700, margin: "0 0 4px" }}>{projectDetails[locale].heading}</Text>
      {rows.map(([label, value]) => (
        <Text key={label} style={{ margin: "0 0 4px", color }}>
          <strong>{label}:</strong> {value}
        </Text>
      ))}
    </Section>
  );
}
