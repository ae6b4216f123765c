export function LogoMark({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#0f766e" />
      <circle cx="20" cy="20" r="11" fill="none" stroke="#fff" strokeWidth="2.2" />
      <ellipse cx="20" cy="20" rx="5" ry="11" fill="none" stroke="#fff" strokeWidth="2" />
      <path d="M9 20h22" stroke="#fff" strokeWidth="2" />
      <path
        d="M27.5 9.5c1.6-1.7 4.4-.4 4.1 1.9-.3 1.9-4.1 4.4-4.1 4.4s-3.8-2.5-4.1-4.4c-.3-2.3 2.5-3.6 4.1-1.9z"
        fill="#f97360"
        stroke="#0f766e"
        strokeWidth="1"
      />
    </svg>
  );
}

/** `compact`: below 360 px only the mark shows (the header's controls need the room). */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <LogoMark />
      <span
        className={
          compact
            ? "text-lg font-bold tracking-tight text-slate-900 max-[359px]:hidden"
            : "text-lg font-bold tracking-tight text-slate-900"
        }
      >
        Care<span className="text-primary-700">Atlas</span>
      </span>
    </span>
  );
}
