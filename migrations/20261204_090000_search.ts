import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * What the admin's search box reads: one row per record (and one per organization's contact) in
 * our own `search` schema, kept by triggers on the tables it describes, whichever path writes them
 * (the form's row writer runs no Payload hooks). Its words are PostgreSQL full-text vectors without
 * accents, with the English and French stems beside each word as written; its phone numbers are
 * their digits without leading zeros, for pg_trgm to find inside; its plain text is for pg_trgm's
 * similarity when a word is misspelt. An erased or purged record's row goes with it.
 */

/** Each lead table, its collection's slug, the columns its words come from, its phone columns. */
const leads = [
  {
    table: 'contact_submissions',
    slug: 'contact-submissions',
    words: ['first_name', 'last_name', 'email', 'company_operator'],
    phones: [],
  },
  {
    table: 'quote_requests',
    slug: 'quote-requests',
    words: ['company_name', 'contact_name', 'email'],
    phones: ['phone'],
  },
  {
    table: 'partnership_applications',
    slug: 'partnership-applications',
    words: ['company', 'contact', 'email'],
    phones: ['phone'],
  },
  {
    table: 'career_applications',
    slug: 'career-applications',
    words: ['first_name', 'last_name', 'email'],
    phones: ['phone'],
  },
  {
    table: 'market_report_requests',
    slug: 'market-report-requests',
    words: ['name', 'company', 'email'],
    phones: [],
  },
]

const textArray = (items: string[]) => `'{${items.join(',')}}'::text[]`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE EXTENSION IF NOT EXISTS "unaccent";
    CREATE EXTENSION IF NOT EXISTS "pg_trgm";
    CREATE SCHEMA "search";

    -- PostgreSQL's English, French and simple configurations, each reading words without accents.
    CREATE TEXT SEARCH CONFIGURATION "search"."english" (COPY = pg_catalog.english);
    ALTER TEXT SEARCH CONFIGURATION "search"."english"
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
    CREATE TEXT SEARCH CONFIGURATION "search"."french" (COPY = pg_catalog.french);
    ALTER TEXT SEARCH CONFIGURATION "search"."french"
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
    CREATE TEXT SEARCH CONFIGURATION "search"."simple" (COPY = pg_catalog.simple);
    ALTER TEXT SEARCH CONFIGURATION "search"."simple"
      ALTER MAPPING FOR hword, hword_part, word WITH unaccent, simple;

    CREATE TABLE "search"."entries" (
      "collection" text NOT NULL,
      "record_id" integer NOT NULL,
      "part" text NOT NULL DEFAULT '',
      "title" text NOT NULL,
      "words" tsvector NOT NULL,
      "digits" text NOT NULL DEFAULT '',
      "plain" text NOT NULL DEFAULT '',
      PRIMARY KEY ("collection", "record_id", "part")
    );
    CREATE INDEX "entries_words_idx" ON "search"."entries" USING gin ("words");
    CREATE INDEX "entries_digits_idx" ON "search"."entries" USING gin ("digits" gin_trgm_ops);
    CREATE INDEX "entries_plain_idx" ON "search"."entries" USING gin ("plain" gin_trgm_ops);

    -- A text's words as written and stemmed in English and in French; an e-mail address also
    -- in its parts ("kwame.asante@mtn.com.gh" is found by "asante" and by "mtn").
    CREATE FUNCTION "search"."words"(content text) RETURNS tsvector
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT to_tsvector('search.simple', spread) || to_tsvector('search.english', spread)
        || to_tsvector('search.french', spread)
      FROM (SELECT $1 || ' ' || translate($1, '@._-+', '     ') AS spread) AS text
    $$;

    -- A phone number's digits, without the leading zeros of "00233…" or of a local "024…".
    CREATE FUNCTION "search"."digits"(phone text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT ltrim(regexp_replace(coalesce($1, ''), '[^0-9]', '', 'g'), '0')
    $$;

    CREATE FUNCTION "search"."plain"(content text) RETURNS text
    LANGUAGE sql STABLE PARALLEL SAFE AS $$
      SELECT lower(unaccent($1))
    $$;

    CREATE FUNCTION "search"."put"(
      collection text, record_id integer, part text, title text, content text, phones text
    ) RETURNS void LANGUAGE sql AS $$
      INSERT INTO "search"."entries" ("collection", "record_id", "part", "title", "words", "digits", "plain")
      VALUES ($1, $2, $3, coalesce($4, ''), "search"."words"(coalesce($5, '')), coalesce($6, ''),
        "search"."plain"(coalesce($5, '')))
      ON CONFLICT ("collection", "record_id", "part") DO UPDATE SET
        "title" = EXCLUDED."title", "words" = EXCLUDED."words", "digits" = EXCLUDED."digits",
        "plain" = EXCLUDED."plain"
    $$;

    -- One lead's row, from the lead as JSON, the columns its words come from and its phones'.
    CREATE FUNCTION "search"."put_lead"(collection text, lead jsonb, fields text[], phones text[])
    RETURNS void LANGUAGE sql AS $$
      SELECT "search"."put"($1, ($2->>'id')::integer, '', $2->>'title',
        (SELECT string_agg($2->>field, ' ') FROM unnest($3) AS field),
        (SELECT coalesce(string_agg("search"."digits"($2->>field), ' '), '') FROM unnest($4) AS field))
    $$;

    -- The trigger on a lead table; its arguments: the slug, the word columns, the phone columns.
    CREATE FUNCTION "search"."index_lead"() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      fields text[] := string_to_array(TG_ARGV[1], ',');
      phones text[] := string_to_array(TG_ARGV[2], ',');
      fresh jsonb;
      stale jsonb;
    BEGIN
      IF TG_OP = 'DELETE' THEN
        DELETE FROM "search"."entries" WHERE "collection" = TG_ARGV[0] AND "record_id" = OLD."id";
        RETURN NULL;
      END IF;
      fresh := to_jsonb(NEW);
      IF TG_OP = 'UPDATE' THEN
        -- A status or owner change leaves the row as it is.
        stale := to_jsonb(OLD);
        IF NOT EXISTS (
          SELECT 1 FROM unnest(fields || phones || '{title}'::text[]) AS field
          WHERE fresh->field IS DISTINCT FROM stale->field
        ) THEN
          RETURN NULL;
        END IF;
      END IF;
      PERFORM "search"."put_lead"(TG_ARGV[0], fresh, fields, phones);
      RETURN NULL;
    END;
    $$;

    -- An organization's rows: itself (its name and domains) and each contact, titled with the
    -- contact's name and the organization's.
    CREATE FUNCTION "search"."index_organization"(organization integer) RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM "search"."entries"
        WHERE "collection" = 'organizations' AND "record_id" = organization;
      PERFORM "search"."put"('organizations', o."id", '', o."name",
        o."name" || ' ' || coalesce(
          (SELECT string_agg(d."domain", ' ') FROM "organizations_domains" d WHERE d."_parent_id" = o."id"), ''),
        '')
      FROM "organizations" o WHERE o."id" = organization;
      PERFORM "search"."put"('organizations', o."id", c."id", c."name" || ' · ' || o."name",
        concat_ws(' ', c."name", c."role", c."email"), "search"."digits"(c."phone"))
      FROM "organizations_contacts" c JOIN "organizations" o ON o."id" = c."_parent_id"
      WHERE o."id" = organization;
    END;
    $$;

    CREATE FUNCTION "search"."index_organization_row"() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM "search"."index_organization"(
        CASE WHEN TG_OP = 'DELETE' THEN (to_jsonb(OLD)->>TG_ARGV[0])::integer
        ELSE (to_jsonb(NEW)->>TG_ARGV[0])::integer END);
      RETURN NULL;
    END;
    $$;

    CREATE TRIGGER "search_entries" AFTER INSERT OR UPDATE OR DELETE ON "organizations"
      FOR EACH ROW EXECUTE FUNCTION "search"."index_organization_row"('id');
    CREATE TRIGGER "search_entries" AFTER INSERT OR UPDATE OR DELETE ON "organizations_domains"
      FOR EACH ROW EXECUTE FUNCTION "search"."index_organization_row"('_parent_id');
    CREATE TRIGGER "search_entries" AFTER INSERT OR UPDATE OR DELETE ON "organizations_contacts"
      FOR EACH ROW EXECUTE FUNCTION "search"."index_organization_row"('_parent_id');
    SELECT "search"."index_organization"("id") FROM "organizations";
  `)
  for (const { table, slug, words, phones } of leads) {
    await db.execute(
      sql.raw(`
      CREATE TRIGGER "search_entries" AFTER INSERT OR UPDATE OR DELETE ON "${table}"
        FOR EACH ROW EXECUTE FUNCTION "search"."index_lead"('${slug}', '${words.join(',')}', '${phones.join(',')}');
      SELECT "search"."put_lead"('${slug}', to_jsonb(lead), ${textArray(words)}, ${textArray(phones)})
        FROM "${table}" AS lead;
    `),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const { table } of leads) {
    await db.execute(sql.raw(`DROP TRIGGER "search_entries" ON "${table}";`))
  }
  await db.execute(sql`
    DROP TRIGGER "search_entries" ON "organizations";
    DROP TRIGGER "search_entries" ON "organizations_domains";
    DROP TRIGGER "search_entries" ON "organizations_contacts";
    DROP SCHEMA "search" CASCADE;
  `)
}
