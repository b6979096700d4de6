type Option = { readonly value: string; readonly label: string }

/** A form's choice lists with their labels in the page's language (by value; English otherwise). */
export function inLanguage<Lists extends Record<string, readonly Option[]>>(
  lists: Lists,
  labels: Readonly<Record<string, Readonly<Record<string, string>>>>,
): { [Field in keyof Lists]: Option[] } {
  return Object.fromEntries(
    Object.entries(lists).map(([field, options]) => [
      field,
      options.map(({ value, label }) => ({ value, label: labels[field]?.[value] ?? label })),
    ]),
  ) as { [Field in keyof Lists]: Option[] }
}
