import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Job postings get a page of their own, /careers/<slug>: each existing posting's slug is made
 * from its title (accents dropped, words joined by hyphens, "-2" for a second posting with the
 * same title, never "page"), as src/fields/slug.ts makes them for new ones, and its versions
 * carry it too. A renamed slug is a redirect to the posting, so redirects may point to postings.
 * A new posting is now a draft until its recruiter makes it active.
 */
const slugOf = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'job-postings'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "job_postings" ALTER COLUMN "status" SET DEFAULT 'draft';
    ALTER TABLE "_job_postings_v" ALTER COLUMN "version_status" SET DEFAULT 'draft';
    ALTER TABLE "job_postings" ADD COLUMN "slug" varchar;
    ALTER TABLE "_job_postings_v" ADD COLUMN "version_slug" varchar;
  `)
  const { rows } = await db.execute(sql`SELECT "id", "title" FROM "job_postings" ORDER BY "id"`)
  const taken = new Set<string>(['page'])
  for (const row of rows as { id: number; title: string }[]) {
    const base = slugOf(row.title)
    let slug = base
    for (let suffix = 2; taken.has(slug); suffix++) slug = `${base}-${suffix}`
    taken.add(slug)
    await db.execute(sql`UPDATE "job_postings" SET "slug" = ${slug} WHERE "id" = ${row.id}`)
  }
  await db.execute(sql`
    UPDATE "_job_postings_v" AS version SET "version_slug" = posting."slug"
      FROM "job_postings" AS posting WHERE version."parent_id" = posting."id";
    UPDATE "_job_postings_v" SET "version_slug" = 'job-posting-version-' || "id"
      WHERE "version_slug" IS NULL;
    ALTER TABLE "job_postings" ALTER COLUMN "slug" SET NOT NULL;
    ALTER TABLE "_job_postings_v" ALTER COLUMN "version_slug" SET NOT NULL;
    ALTER TABLE "redirects_rels" ADD COLUMN "job_postings_id" integer;
    ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_job_postings_fk" FOREIGN KEY ("job_postings_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;
    CREATE UNIQUE INDEX "job_postings_slug_idx" ON "job_postings" USING btree ("slug");
    CREATE INDEX "_job_postings_v_version_version_slug_idx" ON "_job_postings_v" USING btree ("version_slug");
    CREATE INDEX "redirects_rels_job_postings_id_idx" ON "redirects_rels" USING btree ("job_postings_id");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DELETE FROM "redirects" WHERE "id" IN (
      SELECT "parent_id" FROM "redirects_rels" WHERE "job_postings_id" IS NOT NULL
    );
    ALTER TABLE "redirects_rels" DROP CONSTRAINT "redirects_rels_job_postings_fk";
    DROP INDEX "job_postings_slug_idx";
    DROP INDEX "_job_postings_v_version_version_slug_idx";
    DROP INDEX "redirects_rels_job_postings_id_idx";
    ALTER TABLE "job_postings" ALTER COLUMN "status" SET DEFAULT 'active';
    ALTER TABLE "_job_postings_v" ALTER COLUMN "version_status" SET DEFAULT 'active';
    ALTER TABLE "job_postings" DROP COLUMN "slug";
    ALTER TABLE "_job_postings_v" DROP COLUMN "version_slug";
    ALTER TABLE "redirects_rels" DROP COLUMN "job_postings_id";
  `)
}
