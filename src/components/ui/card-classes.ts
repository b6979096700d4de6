/**
 * A card's look. Card merges a caller's classes into it with tailwind-merge; client components,
 * which are kept free of tailwind-merge, add non-conflicting classes to it with clsx.
 */
export const cardClasses =
  'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm shadow-navy-950/5'
