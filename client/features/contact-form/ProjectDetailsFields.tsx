import { type RefObject, useId } from "react";
import { type ProjectDetailTexts, projectDetails } from "../../../shared/content/project-details";
import type { Locale } from "../../../shared/i18n";
import { BUDGET_RANGES, DEADLINE_MAX_DAYS, PRODUCT_TYPES, type ProductType } from "../../../shared/limits";
import type { ProjectDetailsInput } from "../../../shared/schemas/contact";
import { errorText, type FieldErrors, inputClass, TextField } from "./ui";

/** What the visitor typed or ticked; blank texts are left out when the form is checked or sent. */
export interface DetailsDraft {
  productTypes: ProductType[];
  quantity: string;
  deadline: string;
  budget: string;
  company: string;
  phone: string;
}

export const emptyDetails: DetailsDraft = {
  productTypes: [],
  quantity: "",
  deadline: "",
  budget: "",
  company: "",
  phone: "",
};

/** The draft as the shared schema (shared/schemas/contact.ts) takes it: blank fields left out. */
export function detailsInput(d: DetailsDraft): ProjectDetailsInput {
  const text = (v: string) => (v.trim() ? v : undefined);
  return {
    productTypes: d.productTypes.length ? d.productTypes : undefined,
    quantity: text(d.quantity),
    deadline: text(d.deadline),
    budget: (text(d.budget) as ProjectDetailsInput["budget"]) ?? undefined,
    company: text(d.company),
    phone: text(d.phone),
  };
}

export type DetailRefs = Record<"quantity" | "deadline" | "company" | "phone", RefObject<HTMLInputElement | null>>;

/** A local calendar day as YYYY-MM-DD (what a date input takes). */
function localDay(offsetDays = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + offsetDays);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/**
 * Step 2's optional project details: product types (checkboxes), quantity, deadline, budget,
 * company and phone. Every field is optional; the shared schema checks what is filled in.
 */
export function ProjectDetailsFields({
  locale,
  value,
  onChange,
  errors,
  refs,
  disabled,
}: {
  locale: Locale;
  value: DetailsDraft;
  onChange: (patch: Partial<DetailsDraft>, field: keyof DetailsDraft) => void;
  errors: FieldErrors;
  refs: DetailRefs;
  disabled?: boolean;
}) {
  const t: ProjectDetailTexts = projectDetails[locale];
  const id = useId();
  const err = (key?: keyof ProjectDetailTexts["errors"]) => (key ? t.errors[key] : undefined);
  const toggle = (type: ProductType, on: boolean) =>
    onChange(
      {
        productTypes: on
          ? PRODUCT_TYPES.filter((p) => p === type || value.productTypes.includes(p))
          : value.productTypes.filter((p) => p !== type),
      },
      "productTypes",
    );
  return (
    <fieldset className="flex flex-col gap-6 rounded-2xl border border-ink/15 p-4 sm:p-5">
      <legend className="px-1 font-bold">{t.legend}</legend>
      <p className="-mt-3 text-sm text-ink/80">{t.intro}</p>

      <fieldset aria-describedby={errors.productTypes ? `${id}-types-error` : undefined}>
        <legend className="font-semibold">{t.productTypes}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {PRODUCT_TYPES.map((type) => (
            <label key={type} className="relative inline-flex">
              <input
                type="checkbox"
                name="productTypes"
                value={type}
                checked={value.productTypes.includes(type)}
                disabled={disabled}
                onChange={(e) => toggle(type, e.target.checked)}
                className="peer absolute inset-0 z-10 h-full w-full cursor-pointer appearance-none rounded-full opacity-0"
              />
              <span className="inline-flex min-h-11 items-center gap-1.5 rounded-full border-2 border-ink/40 bg-paper px-4 py-2 text-sm font-semibold transition peer-checked:border-ink peer-checked:bg-ink peer-checked:text-paper peer-hover:border-ink peer-focus-visible:outline-[3px] peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-dark peer-focus-visible:outline-solid">
                {t.productTypeNames[type]}
              </span>
            </label>
          ))}
        </div>
        {errors.productTypes ? (
          <p id={`${id}-types-error`} className={`mt-2 text-sm font-semibold ${errorText}`}>
            {err(errors.productTypes)}
          </p>
        ) : null}
      </fieldset>

      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label={t.quantity}
          optional
          inputMode="numeric"
          value={value.quantity}
          hint={t.quantityHint}
          disabled={disabled}
          inputRef={refs.quantity as RefObject<HTMLInputElement & HTMLTextAreaElement>}
          error={err(errors.quantity)}
          onChange={(v) => onChange({ quantity: v }, "quantity")}
        />
        <TextField
          label={t.deadline}
          optional
          type="date"
          value={value.deadline}
          hint={t.deadlineHint}
          min={localDay()}
          max={localDay(DEADLINE_MAX_DAYS - 1)}
          disabled={disabled}
          inputRef={refs.deadline as RefObject<HTMLInputElement & HTMLTextAreaElement>}
          error={err(errors.deadline)}
          onChange={(v) => onChange({ deadline: v }, "deadline")}
        />
      </div>

      <div>
        <label htmlFor={`${id}-budget`} className="block font-semibold">
          {t.budget}
        </label>
        <select
          id={`${id}-budget`}
          value={value.budget}
          disabled={disabled}
          aria-invalid={errors.budget ? true : undefined}
          aria-describedby={errors.budget ? `${id}-budget-error` : undefined}
          onChange={(e) => onChange({ budget: e.target.value }, "budget")}
          className={`${inputClass} appearance-auto`}
        >
          <option value="">{t.budgetNone}</option>
          {BUDGET_RANGES.map((range) => (
            <option key={range} value={range}>
              {t.budgetNames[range]}
            </option>
          ))}
        </select>
        {errors.budget ? (
          <p id={`${id}-budget-error`} className={`mt-2 text-sm font-semibold ${errorText}`}>
            {err(errors.budget)}
          </p>
        ) : null}
      </div>

      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          label={t.company}
          optional
          value={value.company}
          autoComplete="organization"
          disabled={disabled}
          inputRef={refs.company as RefObject<HTMLInputElement & HTMLTextAreaElement>}
          error={err(errors.company)}
          onChange={(v) => onChange({ company: v }, "company")}
        />
        <TextField
          label={t.phone}
          optional
          type="tel"
          value={value.phone}
          hint={t.phoneHint}
          autoComplete="tel"
          disabled={disabled}
          inputRef={refs.phone as RefObject<HTMLInputElement & HTMLTextAreaElement>}
          error={err(errors.phone)}
          onChange={(v) => onChange({ phone: v }, "phone")}
        />
      </div>
    </fieldset>
  );
}
