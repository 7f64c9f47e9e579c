import { type ReactNode, useId } from "react";

const selectStyles =
  "mt-1 block w-full rounded-xl border-2 border-ink/60 bg-paper px-3 py-2 text-base text-ink disabled:opacity-60 sm:min-w-44";

/** A labelled select of the inbox (its filters, a lead's status and owner); `after` goes below it. */
export function SelectField({
  label,
  value,
  onChange,
  disabled,
  children,
  after,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  children: ReactNode;
  after?: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <select
        id={id}
        className={selectStyles}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </select>
      {after}
    </div>
  );
}
