import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Candidates: one person across their career applications (src/recruiting/candidates). Creates
 * the candidates, their other addresses and the merge records, links every application to its
 * candidate, and adds the timeline's merge entries.
 */

type Db = MigrateUpArgs['db']

type StoredApplication = {
  id: number
  email: string | null
  phone: string | null
  first_name: string | null
  last_name: string | null
  created_at: string
}

/** As src/lib/mailbox.ts reads an address, frozen here: lowercase, a `+tag` dropped. */
function mailbox(address: string | null): string | null {
  const folded = address?.trim().toLowerCase() ?? ''
  const at = folded.lastIndexOf('@')
  if (at < 1 || at === folded.length - 1) return null
  const local = folded.slice(0, at)
  const plus = local.indexOf('+')
  return `${plus > 0 ? local.slice(0, plus) : local}${folded.slice(at)}`
}

/** A number the form stored in E.164 (it stores one typed with "+" so); others never match. */
const e164 = (phone: string | null) => {
  const compact = phone?.replace(/[\s().-]/g, '') ?? ''
  return /^\+[1-9]\d{6,14}$/.test(compact) ? compact : null
}

type Person = {
  key: number
  email: string
  others: string[]
  phone: string | null
  firstName: string | null
  lastName: string | null
  createdAt: string
}

/**
 * The candidates of the applications already stored, matched in the order they arrived as the
 * intake matches a new one (by address, else by phone), and each application linked to its
 * candidate, flagged when the person had applied before.
 */
export async function linkStoredApplications(db: Db): Promise<void> {
  const { rows } = await db.execute<StoredApplication>(sql`
    SELECT id, email, phone, first_name, last_name, created_at::text AS created_at
    FROM career_applications ORDER BY created_at, id`)
  const people: Person[] = []
  const byEmail = new Map<string, Person>()
  const byPhone = new Map<string, Person>()
  const links: { application: number; person: Person; repeat: boolean }[] = []
  for (const row of rows) {
    const email = mailbox(row.email)
    if (email === null) continue
    const phone = e164(row.phone)
    let person = byEmail.get(email) ?? (phone ? byPhone.get(phone) : undefined)
    const repeat = person !== undefined
    if (!person) {
      person = {
        key: people.length,
        email,
        others: [],
        phone,
        firstName: row.first_name,
        lastName: row.last_name,
        createdAt: row.created_at,
      }
      people.push(person)
    } else {
      // The name as last given, as the intake keeps it.
      person.firstName = row.first_name ?? person.firstName
      person.lastName = row.last_name ?? person.lastName
      person.phone ??= phone
    }
    if (!byEmail.has(email)) {
      byEmail.set(email, person)
      if (email !== person.email) person.others.push(email)
    }
    if (phone && !byPhone.has(phone)) byPhone.set(phone, person)
    links.push({ application: row.id, person, repeat })
  }
  if (people.length === 0) return
  const nameOf = (person: Person) =>
    [person.firstName, person.lastName].filter((part) => part?.trim()).join(' ') || person.email
  // Each list goes as one JSON parameter: a query takes at most 65,535 parameters.
  const json = (rows: object[]) => JSON.stringify(rows)
  const { rows: inserted } = await db.execute<{ id: number; email: string }>(sql`
    INSERT INTO candidates (email, phone, first_name, last_name, name, created_at, updated_at)
    SELECT email, phone, first_name, last_name, name, created_at, now()
    FROM jsonb_to_recordset(${json(
      people.map((person) => ({
        email: person.email,
        phone: person.phone,
        first_name: person.firstName,
        last_name: person.lastName,
        name: nameOf(person),
        created_at: person.createdAt,
      })),
    )}::jsonb) AS person(email varchar, phone varchar, first_name varchar, last_name varchar,
      name varchar, created_at timestamptz)
    RETURNING id, email`)
  const idOf = new Map(inserted.map((row) => [row.email, Number(row.id)]))
  const others = people.flatMap((person) =>
    person.others.map((email, index) => ({
      parent_id: idOf.get(person.email)!,
      text: email,
      order: index + 1,
    })),
  )
  if (others.length > 0) {
    await db.execute(sql`
      INSERT INTO candidates_texts ("order", parent_id, path, text)
      SELECT "order", parent_id, 'otherEmails', text
      FROM jsonb_to_recordset(${json(others)}::jsonb) AS other("order" int, parent_id int, text varchar)`)
  }
  await db.execute(sql`
    UPDATE career_applications SET candidate_id = link.candidate, repeat_candidate = link.repeat
    FROM jsonb_to_recordset(${json(
      links.map((link) => ({
        application: link.application,
        candidate: idOf.get(link.person.email)!,
        repeat: link.repeat,
      })),
    )}::jsonb) AS link(application int, candidate int, repeat boolean)
    WHERE career_applications.id = link.application`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TYPE "public"."enum_lead_activities_kind" ADD VALUE IF NOT EXISTS 'candidatesMerged';
    ALTER TYPE "public"."enum_lead_activities_kind" ADD VALUE IF NOT EXISTS 'candidatesSeparated';
    CREATE TABLE "candidates_texts" (
      "id" serial PRIMARY KEY NOT NULL,
      "order" integer NOT NULL,
      "parent_id" integer NOT NULL,
      "path" varchar NOT NULL,
      "text" varchar
    );
    CREATE TABLE "candidates" (
      "id" serial PRIMARY KEY NOT NULL,
      "name" varchar,
      "first_name" varchar,
      "last_name" varchar,
      "email" varchar NOT NULL,
      "phone" varchar,
      "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
      "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
    );
    CREATE TABLE "candidate_merges" (
      "id" serial PRIMARY KEY NOT NULL,
      "kept_id" integer,
      "merged" jsonb NOT NULL,
      "applications" jsonb NOT NULL,
      "added_emails" jsonb NOT NULL,
      "phone_taken" boolean DEFAULT false,
      "merged_by_id" integer,
      "undone_at" timestamp(3) with time zone,
      "undone_by_id" integer,
      "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
      "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
    );
    ALTER TABLE "career_applications" ADD COLUMN "candidate_id" integer;
    ALTER TABLE "career_applications" ADD COLUMN "repeat_candidate" boolean DEFAULT false;
    ALTER TABLE "candidates_texts" ADD CONSTRAINT "candidates_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "candidate_merges" ADD CONSTRAINT "candidate_merges_kept_id_candidates_id_fk" FOREIGN KEY ("kept_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
    ALTER TABLE "candidate_merges" ADD CONSTRAINT "candidate_merges_merged_by_id_users_id_fk" FOREIGN KEY ("merged_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
    ALTER TABLE "candidate_merges" ADD CONSTRAINT "candidate_merges_undone_by_id_users_id_fk" FOREIGN KEY ("undone_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
    ALTER TABLE "career_applications" ADD CONSTRAINT "career_applications_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
    CREATE INDEX "candidates_texts_order_parent" ON "candidates_texts" USING btree ("order","parent_id");
    CREATE UNIQUE INDEX "candidates_email_idx" ON "candidates" USING btree ("email");
    CREATE INDEX "candidates_phone_idx" ON "candidates" USING btree ("phone");
    CREATE INDEX "candidates_updated_at_idx" ON "candidates" USING btree ("updated_at");
    CREATE INDEX "candidates_created_at_idx" ON "candidates" USING btree ("created_at");
    CREATE INDEX "candidate_merges_kept_idx" ON "candidate_merges" USING btree ("kept_id");
    CREATE INDEX "candidate_merges_merged_by_idx" ON "candidate_merges" USING btree ("merged_by_id");
    CREATE INDEX "candidate_merges_undone_by_idx" ON "candidate_merges" USING btree ("undone_by_id");
    CREATE INDEX "candidate_merges_updated_at_idx" ON "candidate_merges" USING btree ("updated_at");
    CREATE INDEX "candidate_merges_created_at_idx" ON "candidate_merges" USING btree ("created_at");
    CREATE INDEX "career_applications_candidate_idx" ON "career_applications" USING btree ("candidate_id");
  `)
  await linkStoredApplications(db)
  // A candidate is personal data held for their applications: when the last one goes (an
  // erasure, the retention purge, a deletion by staff), whichever path deletes it, so do they and
  // the records of merges into them.
  await db.execute(sql`
    CREATE FUNCTION "candidate_after_application_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM "career_applications" WHERE "candidate_id" = OLD."candidate_id") THEN
        DELETE FROM "candidate_merges" WHERE "kept_id" = OLD."candidate_id";
        DELETE FROM "candidates" WHERE "id" = OLD."candidate_id";
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER "candidate_after_application_deleted" AFTER DELETE ON "career_applications"
      FOR EACH ROW WHEN (OLD."candidate_id" IS NOT NULL)
      EXECUTE FUNCTION "candidate_after_application_deleted"();
  `)
}

/**
 * Removes candidates, their merges and each application's link. The timeline's merge entries go
 * with it; their two kinds stay in the type, as PostgreSQL cannot take a value out of an enum.
 */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TRIGGER "candidate_after_application_deleted" ON "career_applications";
    DROP FUNCTION "candidate_after_application_deleted"();
    DELETE FROM "lead_activities" WHERE "kind" IN ('candidatesMerged', 'candidatesSeparated');
    ALTER TABLE "career_applications" DROP CONSTRAINT "career_applications_candidate_id_candidates_id_fk";
    DROP INDEX "career_applications_candidate_idx";
    ALTER TABLE "career_applications" DROP COLUMN "candidate_id";
    ALTER TABLE "career_applications" DROP COLUMN "repeat_candidate";
    DROP TABLE "candidate_merges";
    DROP TABLE "candidates_texts";
    DROP TABLE "candidates";
  `)
}
