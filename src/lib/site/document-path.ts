/** The collections whose documents are pages of their own, and where each document lives. */
export const documentPaths = {
  products: (slug: string) => `/products/${slug}`,
  regions: (slug: string) => `/regions/${slug}`,
  pages: (slug: string) => `/${slug}`,
} as const

export type PageCollection = keyof typeof documentPaths
