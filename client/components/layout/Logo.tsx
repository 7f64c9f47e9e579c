export function Logo() {
  return (
    <span className="flex items-center gap-2 text-lg font-black tracking-tight">
      <svg aria-hidden="true" width="32" height="32" viewBox="0 0 64 64">
        <rect width="64" height="64" rx="14" fill="#15130f" />
        <path d="M14 46V18h7l11 15 11-15h7v28h-7V30L32 44 21 30v16z" fill="#f4b740" />
      </svg>
      Merchovna
    </span>
  );
}
