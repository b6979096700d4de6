import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** My work's saved views (src/desk/my-work): a name, the filters, the columns, shared or not. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TYPE "public"."enum_saved_views_columns" AS ENUM('type', 'status', 'owner', 'organization', 'country', 'received');
    CREATE TABLE "saved_views_columns" (
      "order" integer NOT NULL,
      "parent_id" integer NOT NULL,
      "value" "enum_saved_views_columns",
      "id" serial PRIMARY KEY NOT NULL
    );
    CREATE TABLE "saved_views" (
      "id" serial PRIMARY KEY NOT NULL,
      "name" varchar NOT NULL,
      "shared" boolean DEFAULT false,
      "filters" varchar,
      "owner_id" integer,
      "updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
      "created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
    );
    ALTER TABLE "saved_views_columns" ADD CONSTRAINT "saved_views_columns_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."saved_views"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
    CREATE INDEX "saved_views_columns_order_idx" ON "saved_views_columns" USING btree ("order");
    CREATE INDEX "saved_views_columns_parent_idx" ON "saved_views_columns" USING btree ("parent_id");
    CREATE INDEX "saved_views_owner_idx" ON "saved_views" USING btree ("owner_id");
    CREATE INDEX "saved_views_updated_at_idx" ON "saved_views" USING btree ("updated_at");
    CREATE INDEX "saved_views_created_at_idx" ON "saved_views" USING btree ("created_at");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    DROP TABLE "saved_views_columns";
    DROP TABLE "saved_views";
    DROP TYPE "public"."enum_saved_views_columns";
  `)
}
