import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A career application's title, how the admin names it: "Ama Mensah — Senior Backend Engineer".
 * The database writes it from the name and the position on every insert and update, so it holds
 * whichever path stores the row: the form's row writer, which runs no Payload hooks, the admin or
 * REST. Existing applications get theirs here.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    ALTER TABLE "career_applications" ADD COLUMN "title" varchar;

    CREATE OR REPLACE FUNCTION "career_application_title"() RETURNS trigger
    LANGUAGE plpgsql AS $$
    BEGIN
      NEW."title" := concat_ws(' — ', NEW."first_name" || ' ' || NEW."last_name", NEW."position");
      RETURN NEW;
    END;
    $$;

    CREATE TRIGGER "career_applications_title"
      BEFORE INSERT OR UPDATE ON "career_applications"
      FOR EACH ROW EXECUTE FUNCTION "career_application_title"();

    UPDATE "career_applications"
      SET "title" = concat_ws(' — ', "first_name" || ' ' || "last_name", "position");
  `),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
    DROP TRIGGER "career_applications_title" ON "career_applications";
    DROP FUNCTION "career_application_title"();
    ALTER TABLE "career_applications" DROP COLUMN "title";
  `),
  )
}
