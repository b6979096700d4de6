import type { DataFromGlobalSlug, GlobalSlug, RequiredDataFromCollectionSlug } from 'payload'

/** What a seed module holds: a document as the Local API's `create` accepts it. */
export type ProductSeed = RequiredDataFromCollectionSlug<'products'>
export type RegionSeed = RequiredDataFromCollectionSlug<'regions'>
export type TimelineEntrySeed = RequiredDataFromCollectionSlug<'timeline-entries'>
export type JobPostingSeed = RequiredDataFromCollectionSlug<'job-postings'>
export type PageSeed = RequiredDataFromCollectionSlug<'pages'>

/** A global's content without the fields the database sets. */
export type GlobalSeed<TSlug extends GlobalSlug> = Omit<
  DataFromGlobalSlug<TSlug>,
  'id' | 'createdAt' | 'updatedAt' | 'globalType'
>
