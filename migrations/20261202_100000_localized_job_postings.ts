import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A job posting's texts (title, department, location, description, requirements) are localized:
 * one posting in English and French. Each existing posting, and each of its saved versions, keeps
 * its text as the text of the language it was written in.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE "job_postings_locales" (
      "title" varchar NOT NULL,
      "department" varchar NOT NULL,
      "location" varchar NOT NULL,
      "description" varchar NOT NULL,
      "requirements" varchar NOT NULL,
      "id" serial PRIMARY KEY NOT NULL,
      "_locale" "_locales" NOT NULL,
      "_parent_id" integer NOT NULL
    );
    CREATE TABLE "_job_postings_v_locales" (
      "version_title" varchar NOT NULL,
      "version_department" varchar NOT NULL,
      "version_location" varchar NOT NULL,
      "version_description" varchar NOT NULL,
      "version_requirements" varchar NOT NULL,
      "id" serial PRIMARY KEY NOT NULL,
      "_locale" "_locales" NOT NULL,
      "_parent_id" integer NOT NULL
    );
    INSERT INTO "job_postings_locales"
      ("title", "department", "location", "description", "requirements", "_locale", "_parent_id")
    SELECT "title", "department", "location", "description", "requirements",
      "language"::text::"_locales", "id"
    FROM "job_postings";
    INSERT INTO "_job_postings_v_locales"
      ("version_title", "version_department", "version_location", "version_description",
       "version_requirements", "_locale", "_parent_id")
    SELECT coalesce("version_title", ''), coalesce("version_department", ''),
      coalesce("version_location", ''), coalesce("version_description", ''),
      coalesce("version_requirements", ''),
      coalesce("version_language"::text, 'en')::"_locales", "id"
    FROM "_job_postings_v";
    ALTER TABLE "job_postings" ALTER COLUMN "language" DROP DEFAULT;
    ALTER TABLE "_job_postings_v" ALTER COLUMN "version_language" DROP DEFAULT;
    ALTER TABLE "job_postings_locales" ADD CONSTRAINT "job_postings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_job_postings_v_locales" ADD CONSTRAINT "_job_postings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_job_postings_v"("id") ON DELETE cascade ON UPDATE no action;
    CREATE UNIQUE INDEX "job_postings_locales_locale_parent_id_unique" ON "job_postings_locales" USING btree ("_locale","_parent_id");
    CREATE UNIQUE INDEX "_job_postings_v_locales_locale_parent_id_unique" ON "_job_postings_v_locales" USING btree ("_locale","_parent_id");
    ALTER TABLE "job_postings" DROP COLUMN "title";
    ALTER TABLE "job_postings" DROP COLUMN "department";
    ALTER TABLE "job_postings" DROP COLUMN "location";
    ALTER TABLE "job_postings" DROP COLUMN "description";
    ALTER TABLE "job_postings" DROP COLUMN "requirements";
    ALTER TABLE "_job_postings_v" DROP COLUMN "version_title";
    ALTER TABLE "_job_postings_v" DROP COLUMN "version_department";
    ALTER TABLE "_job_postings_v" DROP COLUMN "version_location";
    ALTER TABLE "_job_postings_v" DROP COLUMN "version_description";
    ALTER TABLE "_job_postings_v" DROP COLUMN "version_requirements";
  `)
}

/** Back to one text a posting: its written language's, else the other's. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "job_postings" ADD COLUMN "title" varchar;
    ALTER TABLE "job_postings" ADD COLUMN "department" varchar;
    ALTER TABLE "job_postings" ADD COLUMN "location" varchar;
    ALTER TABLE "job_postings" ADD COLUMN "description" varchar;
    ALTER TABLE "job_postings" ADD COLUMN "requirements" varchar;
    ALTER TABLE "_job_postings_v" ADD COLUMN "version_title" varchar;
    ALTER TABLE "_job_postings_v" ADD COLUMN "version_department" varchar;
    ALTER TABLE "_job_postings_v" ADD COLUMN "version_location" varchar;
    ALTER TABLE "_job_postings_v" ADD COLUMN "version_description" varchar;
    ALTER TABLE "_job_postings_v" ADD COLUMN "version_requirements" varchar;
    UPDATE "job_postings" p SET "title" = l."title", "department" = l."department",
      "location" = l."location", "description" = l."description", "requirements" = l."requirements"
    FROM (SELECT DISTINCT ON (l."_parent_id") l.* FROM "job_postings_locales" l
      JOIN "job_postings" jp ON jp."id" = l."_parent_id"
      ORDER BY l."_parent_id", (l."_locale"::text = jp."language"::text) DESC) l
    WHERE l."_parent_id" = p."id";
    UPDATE "_job_postings_v" v SET "version_title" = l."version_title",
      "version_department" = l."version_department", "version_location" = l."version_location",
      "version_description" = l."version_description",
      "version_requirements" = l."version_requirements"
    FROM (SELECT DISTINCT ON (l."_parent_id") l.* FROM "_job_postings_v_locales" l
      JOIN "_job_postings_v" jv ON jv."id" = l."_parent_id"
      ORDER BY l."_parent_id", (l."_locale"::text = jv."version_language"::text) DESC) l
    WHERE l."_parent_id" = v."id";
    ALTER TABLE "job_postings" ALTER COLUMN "title" SET NOT NULL;
    ALTER TABLE "job_postings" ALTER COLUMN "department" SET NOT NULL;
    ALTER TABLE "job_postings" ALTER COLUMN "location" SET NOT NULL;
    ALTER TABLE "job_postings" ALTER COLUMN "description" SET NOT NULL;
    ALTER TABLE "job_postings" ALTER COLUMN "requirements" SET NOT NULL;
    ALTER TABLE "job_postings" ALTER COLUMN "language" SET DEFAULT 'en';
    ALTER TABLE "_job_postings_v" ALTER COLUMN "version_language" SET DEFAULT 'en';
    DROP TABLE "_job_postings_v_locales";
    DROP TABLE "job_postings_locales";
  `)
}
