/**
 * A label as written in the configs: its English, whichever form it now has (the admin gives
 * labels their French as { en, fr }: src/lib/admin/language/in-french.ts).
 */
export function englishOf(label: unknown, fallback: string): string {
  if (typeof label === 'string') return label
  if (label && typeof label === 'object' && 'en' in label && typeof label.en === 'string') {
    return label.en
  }
  return fallback
}
