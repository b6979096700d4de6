/** How many documents a seeding step created, and how many it found already there. */
export type SeedCount = { created: number; skipped: number }
