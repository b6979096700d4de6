import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Organizations: the companies leads come from, their e-mail domains, groups and owners. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TYPE "public"."enum_organizations_country" AS ENUM('DZ', 'AO', 'BJ', 'BW', 'BF', 'BI', 'CM', 'CV', 'CF', 'TD', 'KM', 'CG', 'CI', 'DJ', 'CD', 'EG', 'GQ', 'ER', 'SZ', 'ET', 'GA', 'GM', 'GH', 'GN', 'GW', 'KE', 'LS', 'LR', 'LY', 'MG', 'MW', 'ML', 'MR', 'MU', 'MA', 'MZ', 'NA', 'NE', 'NG', 'RW', 'ST', 'SN', 'SC', 'SL', 'SO', 'ZA', 'SS', 'SD', 'TZ', 'TG', 'TN', 'UG', 'ZM', 'ZW');
    CREATE TABLE "organizations_domains" (
    	"_order" integer NOT NULL,
    	"_parent_id" integer NOT NULL,
    	"id" varchar PRIMARY KEY NOT NULL,
    	"domain" varchar NOT NULL,
    	"verified" boolean DEFAULT false
    );

    CREATE TABLE "organizations" (
    	"id" serial PRIMARY KEY NOT NULL,
    	"name" varchar NOT NULL,
    	"parent_id" integer,
    	"country" "enum_organizations_country",
    	"account_owner_id" integer,
    	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
    	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
    );

    ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "organizations_id" integer;
    ALTER TABLE "organizations_domains" ADD CONSTRAINT "organizations_domains_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "organizations" ADD CONSTRAINT "organizations_parent_id_organizations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;
    ALTER TABLE "organizations" ADD CONSTRAINT "organizations_account_owner_id_users_id_fk" FOREIGN KEY ("account_owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
    CREATE INDEX "organizations_domains_order_idx" ON "organizations_domains" USING btree ("_order");
    CREATE INDEX "organizations_domains_parent_id_idx" ON "organizations_domains" USING btree ("_parent_id");
    CREATE INDEX "organizations_domains_domain_idx" ON "organizations_domains" USING btree ("domain");
    CREATE UNIQUE INDEX "organizations_name_idx" ON "organizations" USING btree ("name");
    CREATE INDEX "organizations_parent_idx" ON "organizations" USING btree ("parent_id");
    CREATE INDEX "organizations_account_owner_idx" ON "organizations" USING btree ("account_owner_id");
    CREATE INDEX "organizations_updated_at_idx" ON "organizations" USING btree ("updated_at");
    CREATE INDEX "organizations_created_at_idx" ON "organizations" USING btree ("created_at");
    ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_organizations_fk" FOREIGN KEY ("organizations_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
    CREATE INDEX "payload_locked_documents_rels_organizations_id_idx" ON "payload_locked_documents_rels" USING btree ("organizations_id");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_organizations_fk";
    DROP INDEX "payload_locked_documents_rels_organizations_id_idx";
    ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "organizations_id";
    DROP TABLE "organizations_domains" CASCADE;
    DROP TABLE "organizations" CASCADE;
    DROP TYPE "public"."enum_organizations_country";
  `)
}
