import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** Organizations' contacts: the people the team deals with at each company. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TABLE "organizations_contacts" (
    	"_order" integer NOT NULL,
    	"_parent_id" integer NOT NULL,
    	"id" varchar PRIMARY KEY NOT NULL,
    	"name" varchar NOT NULL,
    	"role" varchar,
    	"email" varchar,
    	"phone" varchar,
    	"person_key" varchar
    );

    ALTER TABLE "organizations_contacts" ADD CONSTRAINT "organizations_contacts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;
    CREATE INDEX "organizations_contacts_order_idx" ON "organizations_contacts" USING btree ("_order");
    CREATE INDEX "organizations_contacts_parent_id_idx" ON "organizations_contacts" USING btree ("_parent_id");
    CREATE INDEX "organizations_contacts_person_key_idx" ON "organizations_contacts" USING btree ("person_key");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE "organizations_contacts" CASCADE;
  `)
}
