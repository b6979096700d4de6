/** The collections whose documents are pages of their own, and where each document lives. */
export const documentPaths = {
  products: (slug: string) => `/products/${slug}`,
  regions: (slug: string) => `/regions/${slug}`,
  pages: (slug: string) => `/${slug}`,
  'job-postings': (slug: string) => `/careers/${slug}`,
} as const

export type PageCollection = keyof typeof documentPaths

/** Addresses under /careers that are not postings: the list's numbered pages, /careers/page/2. */
export const reservedJobPostingSlugs = ['page'] as const
