/** The brand mark: a signal arc over a node, drawn inline so it costs no request. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <circle cx="16" cy="20" r="3" fill="#fff" />
      <path
        d="M9.5 15.5a9 9 0 0 1 13 0M6 12a14 14 0 0 1 20 0"
        fill="none"
        stroke="#99f6e4"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    </svg>
  )
}
