import type { DataFromGlobalSlug, GlobalSlug, RequiredDataFromCollectionSlug } from 'payload'

/** What a seed module holds: a document as the Local API's `create` accepts it. */
export type ProductSeed = RequiredDataFromCollectionSlug<'products'>
export type RegionSeed = RequiredDataFromCollectionSlug<'regions'>
export type TimelineEntrySeed = RequiredDataFromCollectionSlug<'timeline-entries'>
/** A posting's slug is made from its title when it is created. */
export type JobPostingSeed = Omit<RequiredDataFromCollectionSlug<'job-postings'>, 'slug'> & {
  slug?: string
}
export type PageSeed = RequiredDataFromCollectionSlug<'pages'>

/** A global's content without the fields the database sets. */
export type GlobalSeed<TSlug extends GlobalSlug> = Omit<
  DataFromGlobalSlug<TSlug>,
  'id' | 'createdAt' | 'updatedAt' | 'globalType'
>

/**
 * A document's French text: its localized fields in the English seed's shape, arrays item by
 * item in the same order. Fields that are not localized (slugs, icons, operator names) are left
 * out: they are shared by both languages. Figures are written the French way ("99,9 %").
 */
export type FrenchSeed<T> = T extends (infer Item)[]
  ? FrenchSeed<Item>[]
  : T extends object
    ? { [Key in keyof T]?: FrenchSeed<T[Key]> }
    : T
