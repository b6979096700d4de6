import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/** A block's id as Payload makes them (24 hex digits), the same for a page and its versions. */
const blockId = (pageId: string) => sql.raw(`substr(md5('page-' || ${pageId}), 1, 24)`)

/**
 * Pages become landing pages built from blocks (layout), with a noindex switch; each page's rich
 * text moves into a rich-text block, in both languages and in every saved version. Submissions
 * record the page their form was sent from.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE TYPE "public"."enum_pages_blocks_icon_cards_cards_icon" AS ENUM('smartphone', 'wallet', 'store', 'building', 'brain', 'message', 'play', 'music', 'ticket', 'home', 'headset', 'globe', 'shield', 'zap', 'users', 'chart', 'cloud', 'radio', 'award', 'target', 'rocket', 'handshake', 'heart', 'lightbulb', 'server', 'clock', 'trending-up', 'graduation-cap');
    CREATE TYPE "public"."enum_pages_blocks_regions_countries" AS ENUM('DZ', 'AO', 'BJ', 'BW', 'BF', 'BI', 'CV', 'CM', 'CF', 'TD', 'KM', 'CG', 'CD', 'CI', 'DJ', 'EG', 'GQ', 'ER', 'SZ', 'ET', 'GA', 'GM', 'GH', 'GN', 'GW', 'KE', 'LS', 'LR', 'LY', 'MG', 'MW', 'ML', 'MR', 'MU', 'MA', 'MZ', 'NA', 'NE', 'NG', 'RW', 'ST', 'SN', 'SC', 'SL', 'SO', 'ZA', 'SS', 'SD', 'TZ', 'TG', 'TN', 'UG', 'ZM', 'ZW');
    CREATE TYPE "public"."enum_pages_blocks_form_form" AS ENUM('contact', 'quote', 'partnership', 'job-application', 'market-report');
    CREATE TYPE "public"."enum__pages_v_blocks_icon_cards_cards_icon" AS ENUM('smartphone', 'wallet', 'store', 'building', 'brain', 'message', 'play', 'music', 'ticket', 'home', 'headset', 'globe', 'shield', 'zap', 'users', 'chart', 'cloud', 'radio', 'award', 'target', 'rocket', 'handshake', 'heart', 'lightbulb', 'server', 'clock', 'trending-up', 'graduation-cap');
    CREATE TYPE "public"."enum__pages_v_blocks_regions_countries" AS ENUM('DZ', 'AO', 'BJ', 'BW', 'BF', 'BI', 'CV', 'CM', 'CF', 'TD', 'KM', 'CG', 'CD', 'CI', 'DJ', 'EG', 'GQ', 'ER', 'SZ', 'ET', 'GA', 'GM', 'GH', 'GN', 'GW', 'KE', 'LS', 'LR', 'LY', 'MG', 'MW', 'ML', 'MR', 'MU', 'MA', 'MZ', 'NA', 'NE', 'NG', 'RW', 'ST', 'SN', 'SC', 'SL', 'SO', 'ZA', 'SS', 'SD', 'TZ', 'TG', 'TN', 'UG', 'ZM', 'ZW');
    CREATE TYPE "public"."enum__pages_v_blocks_form_form" AS ENUM('contact', 'quote', 'partnership', 'job-application', 'market-report');
    CREATE TABLE "pages_blocks_hero" (
    	"_order" integer NOT NULL,
    	"_parent_id" integer NOT NULL,
    	"_path" text NOT NULL,
    	"id" varchar PRIMARY KEY NOT NULL,
    	"image_id" integer,
    	"cta_link" varchar,
    	"block_name" varchar
    );
    CREATE TABLE "pages_blocks_hero_locales" (
    	"eyebrow" varchar,
    	"heading" varchar,
    	"text" varchar,
    	"cta_label" varchar,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_locale" "_locales" NOT NULL,
    	"_parent_id" varchar NOT NULL
    );
    CREATE TABLE "pages_blocks_icon_cards_cards" (
    	"_order" integer NOT NULL,
    	"_parent_id" varchar NOT NULL,
    	"id" varchar PRIMARY KEY NOT NULL,
    	"icon" "enum_pages_blocks_icon_cards_cards_icon"
    );
    CREATE TABLE "pages_blocks_icon_cards_cards_locales" (
    	"title" varchar,
    	"description" varchar,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_locale" "_locales" NOT NULL,
    	"_parent_id" varchar NOT NULL
    );
    CREATE TABLE "pages_blocks_icon_cards" (
    	"_order" integer NOT NULL,
    	"_parent_id" integer NOT NULL,
    	"_path" text NOT NULL,
    	"id" varchar PRIMARY KEY NOT NULL,
    	"block_name" varchar
    );
    CREATE TABLE "pages_blocks_icon_cards_locales" (
    	"heading" varchar,
    	"intro" varchar,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_locale" "_locales" NOT NULL,
    	"_parent_id" varchar NOT NULL
    );
    CREATE TABLE "pages_blocks_figures_figures" (
    	"_order" integer NOT NULL,
    	"_parent_id" varchar NOT NULL,
    	"id" varchar PRIMARY KEY NOT NULL
    );
    CREATE TABLE "pages_blocks_figures_figures_locales" (
    	"value" varchar,
    	"label" varchar,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_locale" "_locales" NOT NULL,
    	"_parent_id" varchar NOT NULL
    );
    CREATE TABLE "pages_blocks_figures" (
    	"_order" integer NOT NULL,
    	"_parent_id" integer NOT NULL,
    	"_path" text NOT NULL,
    	"id" varchar PRIMARY KEY NOT NULL,
    	"block_name" varchar
    );
    CREATE TABLE "pages_blocks_figures_locales" (
    	"heading" varchar,
    	"intro" varchar,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_locale" "_locales" NOT NULL,
    	"_parent_id" varchar NOT NULL
    );
    CREATE TABLE "pages_blocks_products" (
    	"_order" integer NOT NULL,
    	"_parent_id" integer NOT NULL,
    	"_path" text NOT NULL,
    	"id" varchar PRIMARY KEY NOT NULL,
    	"block_name" varchar
    );
    CREATE TABLE "pages_blocks_products_locales" (
    	"heading" varchar,
    	"intro" varchar,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_locale" "_locales" NOT NULL,
    	"_parent_id" varchar NOT NULL
    );
    CREATE TABLE "pages_blocks_regions_countries" (
    	"order" integer NOT NULL,
    	"parent_id" varchar NOT NULL,
    	"value" "enum_pages_blocks_regions_countries",
    	"id" serial PRIMARY KEY NOT NULL
    );
    CREATE TABLE "pages_blocks_regions" (
    	"_order" integer NOT NULL,
    	"_parent_id" integer NOT NULL,
    	"_path" text NOT NULL,
    	"id" varchar PRIMARY KEY NOT NULL,
    	"block_name" varchar
    );
    CREATE TABLE "pages_blocks_regions_locales" (
    	"heading" varchar,
    	"intro" varchar,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_locale" "_locales" NOT NULL,
    	"_parent_id" varchar NOT NULL
    );
    CREATE TABLE "pages_blocks_quotation" (
    	"_order" integer NOT NULL,
    	"_parent_id" integer NOT NULL,
    	"_path" text NOT NULL,
    	"id" varchar PRIMARY KEY NOT NULL,
    	"name" varchar,
    	"organization" varchar,
    	"block_name" varchar
    );
    CREATE TABLE "pages_blocks_quotation_locales" (
    	"quote" varchar,
    	"role" varchar,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_locale" "_locales" NOT NULL,
    	"_parent_id" varchar NOT NULL
    );
    CREATE TABLE "pages_blocks_partner_logos_logos" (
    	"_order" integer NOT NULL,
    	"_parent_id" varchar NOT NULL,
    	"id" varchar PRIMARY KEY NOT NULL,
    	"name" varchar,
    	"logo_id" integer,
    	"url" varchar
    );
    CREATE TABLE "pages_blocks_partner_logos" (
    	"_order" integer NOT NULL,
    	"_parent_id" integer NOT NULL,
    	"_path" text NOT NULL,
    	"id" varchar PRIMARY KEY NOT NULL,
    	"block_name" varchar
    );
    CREATE TABLE "pages_blocks_partner_logos_locales" (
    	"heading" varchar,
    	"intro" varchar,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_locale" "_locales" NOT NULL,
    	"_parent_id" varchar NOT NULL
    );
    CREATE TABLE "pages_blocks_faq_items" (
    	"_order" integer NOT NULL,
    	"_parent_id" varchar NOT NULL,
    	"id" varchar PRIMARY KEY NOT NULL
    );
    CREATE TABLE "pages_blocks_faq_items_locales" (
    	"question" varchar,
    	"answer" varchar,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_locale" "_locales" NOT NULL,
    	"_parent_id" varchar NOT NULL
    );
    CREATE TABLE "pages_blocks_faq" (
    	"_order" integer NOT NULL,
    	"_parent_id" integer NOT NULL,
    	"_path" text NOT NULL,
    	"id" varchar PRIMARY KEY NOT NULL,
    	"block_name" varchar
    );
    CREATE TABLE "pages_blocks_faq_locales" (
    	"heading" varchar,
    	"intro" varchar,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_locale" "_locales" NOT NULL,
    	"_parent_id" varchar NOT NULL
    );
    CREATE TABLE "pages_blocks_rich_text" (
    	"_order" integer NOT NULL,
    	"_parent_id" integer NOT NULL,
    	"_path" text NOT NULL,
    	"id" varchar PRIMARY KEY NOT NULL,
    	"block_name" varchar
    );
    CREATE TABLE "pages_blocks_rich_text_locales" (
    	"content" jsonb,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_locale" "_locales" NOT NULL,
    	"_parent_id" varchar NOT NULL
    );
    CREATE TABLE "pages_blocks_cta_band" (
    	"_order" integer NOT NULL,
    	"_parent_id" integer NOT NULL,
    	"_path" text NOT NULL,
    	"id" varchar PRIMARY KEY NOT NULL,
    	"primary_link" varchar,
    	"secondary_link" varchar,
    	"block_name" varchar
    );
    CREATE TABLE "pages_blocks_cta_band_locales" (
    	"heading" varchar,
    	"text" varchar,
    	"primary_label" varchar,
    	"secondary_label" varchar,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_locale" "_locales" NOT NULL,
    	"_parent_id" varchar NOT NULL
    );
    CREATE TABLE "pages_blocks_form" (
    	"_order" integer NOT NULL,
    	"_parent_id" integer NOT NULL,
    	"_path" text NOT NULL,
    	"id" varchar PRIMARY KEY NOT NULL,
    	"form" "enum_pages_blocks_form_form",
    	"region_id" integer,
    	"block_name" varchar
    );
    CREATE TABLE "pages_blocks_form_locales" (
    	"heading" varchar,
    	"intro" varchar,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_locale" "_locales" NOT NULL,
    	"_parent_id" varchar NOT NULL
    );
    CREATE TABLE "pages_rels" (
    	"id" serial PRIMARY KEY NOT NULL,
    	"order" integer,
    	"parent_id" integer NOT NULL,
    	"path" varchar NOT NULL,
    	"products_id" integer,
    	"regions_id" integer
    );
    CREATE TABLE "_pages_v_blocks_hero" (
    	"_order" integer NOT NULL,
    	"_parent_id" integer NOT NULL,
    	"_path" text NOT NULL,
    	"id" serial PRIMARY KEY NOT NULL,
    	"image_id" integer,
    	"cta_link" varchar,
    	"_uuid" varchar,
    	"block_name" varchar
    );
    CREATE TABLE "_pages_v_blocks_hero_locales" (
    	"eyebrow" varchar,
    	"heading" varchar,
    	"text" varchar,
    	"cta_label" varchar,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_locale" "_locales" NOT NULL,
    	"_parent_id" integer NOT NULL
    );
    CREATE TABLE "_pages_v_blocks_icon_cards_cards" (
    	"_order" integer NOT NULL,
    	"_parent_id" integer NOT NULL,
    	"id" serial PRIMARY KEY NOT NULL,
    	"icon" "enum__pages_v_blocks_icon_cards_cards_icon",
    	"_uuid" varchar
    );
    CREATE TABLE "_pages_v_blocks_icon_cards_cards_locales" (
    	"title" varchar,
    	"description" varchar,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_locale" "_locales" NOT NULL,
    	"_parent_id" integer NOT NULL
    );
    CREATE TABLE "_pages_v_blocks_icon_cards" (
    	"_order" integer NOT NULL,
    	"_parent_id" integer NOT NULL,
    	"_path" text NOT NULL,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_uuid" varchar,
    	"block_name" varchar
    );
    CREATE TABLE "_pages_v_blocks_icon_cards_locales" (
    	"heading" varchar,
    	"intro" varchar,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_locale" "_locales" NOT NULL,
    	"_parent_id" integer NOT NULL
    );
    CREATE TABLE "_pages_v_blocks_figures_figures" (
    	"_order" integer NOT NULL,
    	"_parent_id" integer NOT NULL,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_uuid" varchar
    );
    CREATE TABLE "_pages_v_blocks_figures_figures_locales" (
    	"value" varchar,
    	"label" varchar,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_locale" "_locales" NOT NULL,
    	"_parent_id" integer NOT NULL
    );
    CREATE TABLE "_pages_v_blocks_figures" (
    	"_order" integer NOT NULL,
    	"_parent_id" integer NOT NULL,
    	"_path" text NOT NULL,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_uuid" varchar,
    	"block_name" varchar
    );
    CREATE TABLE "_pages_v_blocks_figures_locales" (
    	"heading" varchar,
    	"intro" varchar,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_locale" "_locales" NOT NULL,
    	"_parent_id" integer NOT NULL
    );
    CREATE TABLE "_pages_v_blocks_products" (
    	"_order" integer NOT NULL,
    	"_parent_id" integer NOT NULL,
    	"_path" text NOT NULL,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_uuid" varchar,
    	"block_name" varchar
    );
    CREATE TABLE "_pages_v_blocks_products_locales" (
    	"heading" varchar,
    	"intro" varchar,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_locale" "_locales" NOT NULL,
    	"_parent_id" integer NOT NULL
    );
    CREATE TABLE "_pages_v_blocks_regions_countries" (
    	"order" integer NOT NULL,
    	"parent_id" integer NOT NULL,
    	"value" "enum__pages_v_blocks_regions_countries",
    	"id" serial PRIMARY KEY NOT NULL
    );
    CREATE TABLE "_pages_v_blocks_regions" (
    	"_order" integer NOT NULL,
    	"_parent_id" integer NOT NULL,
    	"_path" text NOT NULL,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_uuid" varchar,
    	"block_name" varchar
    );
    CREATE TABLE "_pages_v_blocks_regions_locales" (
    	"heading" varchar,
    	"intro" varchar,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_locale" "_locales" NOT NULL,
    	"_parent_id" integer NOT NULL
    );
    CREATE TABLE "_pages_v_blocks_quotation" (
    	"_order" integer NOT NULL,
    	"_parent_id" integer NOT NULL,
    	"_path" text NOT NULL,
    	"id" serial PRIMARY KEY NOT NULL,
    	"name" varchar,
    	"organization" varchar,
    	"_uuid" varchar,
    	"block_name" varchar
    );
    CREATE TABLE "_pages_v_blocks_quotation_locales" (
    	"quote" varchar,
    	"role" varchar,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_locale" "_locales" NOT NULL,
    	"_parent_id" integer NOT NULL
    );
    CREATE TABLE "_pages_v_blocks_partner_logos_logos" (
    	"_order" integer NOT NULL,
    	"_parent_id" integer NOT NULL,
    	"id" serial PRIMARY KEY NOT NULL,
    	"name" varchar,
    	"logo_id" integer,
    	"url" varchar,
    	"_uuid" varchar
    );
    CREATE TABLE "_pages_v_blocks_partner_logos" (
    	"_order" integer NOT NULL,
    	"_parent_id" integer NOT NULL,
    	"_path" text NOT NULL,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_uuid" varchar,
    	"block_name" varchar
    );
    CREATE TABLE "_pages_v_blocks_partner_logos_locales" (
    	"heading" varchar,
    	"intro" varchar,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_locale" "_locales" NOT NULL,
    	"_parent_id" integer NOT NULL
    );
    CREATE TABLE "_pages_v_blocks_faq_items" (
    	"_order" integer NOT NULL,
    	"_parent_id" integer NOT NULL,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_uuid" varchar
    );
    CREATE TABLE "_pages_v_blocks_faq_items_locales" (
    	"question" varchar,
    	"answer" varchar,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_locale" "_locales" NOT NULL,
    	"_parent_id" integer NOT NULL
    );
    CREATE TABLE "_pages_v_blocks_faq" (
    	"_order" integer NOT NULL,
    	"_parent_id" integer NOT NULL,
    	"_path" text NOT NULL,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_uuid" varchar,
    	"block_name" varchar
    );
    CREATE TABLE "_pages_v_blocks_faq_locales" (
    	"heading" varchar,
    	"intro" varchar,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_locale" "_locales" NOT NULL,
    	"_parent_id" integer NOT NULL
    );
    CREATE TABLE "_pages_v_blocks_rich_text" (
    	"_order" integer NOT NULL,
    	"_parent_id" integer NOT NULL,
    	"_path" text NOT NULL,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_uuid" varchar,
    	"block_name" varchar
    );
    CREATE TABLE "_pages_v_blocks_rich_text_locales" (
    	"content" jsonb,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_locale" "_locales" NOT NULL,
    	"_parent_id" integer NOT NULL
    );
    CREATE TABLE "_pages_v_blocks_cta_band" (
    	"_order" integer NOT NULL,
    	"_parent_id" integer NOT NULL,
    	"_path" text NOT NULL,
    	"id" serial PRIMARY KEY NOT NULL,
    	"primary_link" varchar,
    	"secondary_link" varchar,
    	"_uuid" varchar,
    	"block_name" varchar
    );
    CREATE TABLE "_pages_v_blocks_cta_band_locales" (
    	"heading" varchar,
    	"text" varchar,
    	"primary_label" varchar,
    	"secondary_label" varchar,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_locale" "_locales" NOT NULL,
    	"_parent_id" integer NOT NULL
    );
    CREATE TABLE "_pages_v_blocks_form" (
    	"_order" integer NOT NULL,
    	"_parent_id" integer NOT NULL,
    	"_path" text NOT NULL,
    	"id" serial PRIMARY KEY NOT NULL,
    	"form" "enum__pages_v_blocks_form_form",
    	"region_id" integer,
    	"_uuid" varchar,
    	"block_name" varchar
    );
    CREATE TABLE "_pages_v_blocks_form_locales" (
    	"heading" varchar,
    	"intro" varchar,
    	"id" serial PRIMARY KEY NOT NULL,
    	"_locale" "_locales" NOT NULL,
    	"_parent_id" integer NOT NULL
    );
    CREATE TABLE "_pages_v_rels" (
    	"id" serial PRIMARY KEY NOT NULL,
    	"order" integer,
    	"parent_id" integer NOT NULL,
    	"path" varchar NOT NULL,
    	"products_id" integer,
    	"regions_id" integer
    );
    ALTER TABLE "pages" ADD COLUMN "noindex" boolean DEFAULT false;
    ALTER TABLE "_pages_v" ADD COLUMN "version_noindex" boolean DEFAULT false;
    ALTER TABLE "partnership_applications" ADD COLUMN "attribution_sent_from" varchar;
    ALTER TABLE "quote_requests" ADD COLUMN "attribution_sent_from" varchar;
    ALTER TABLE "career_applications" ADD COLUMN "attribution_sent_from" varchar;
    ALTER TABLE "contact_submissions" ADD COLUMN "attribution_sent_from" varchar;
    ALTER TABLE "market_report_requests" ADD COLUMN "attribution_sent_from" varchar;
    ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
    ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "pages_blocks_hero_locales" ADD CONSTRAINT "pages_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "pages_blocks_icon_cards_cards" ADD CONSTRAINT "pages_blocks_icon_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_icon_cards"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "pages_blocks_icon_cards_cards_locales" ADD CONSTRAINT "pages_blocks_icon_cards_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_icon_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "pages_blocks_icon_cards" ADD CONSTRAINT "pages_blocks_icon_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "pages_blocks_icon_cards_locales" ADD CONSTRAINT "pages_blocks_icon_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_icon_cards"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "pages_blocks_figures_figures" ADD CONSTRAINT "pages_blocks_figures_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_figures"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "pages_blocks_figures_figures_locales" ADD CONSTRAINT "pages_blocks_figures_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_figures_figures"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "pages_blocks_figures" ADD CONSTRAINT "pages_blocks_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "pages_blocks_figures_locales" ADD CONSTRAINT "pages_blocks_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_figures"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "pages_blocks_products" ADD CONSTRAINT "pages_blocks_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "pages_blocks_products_locales" ADD CONSTRAINT "pages_blocks_products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_products"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "pages_blocks_regions_countries" ADD CONSTRAINT "pages_blocks_regions_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages_blocks_regions"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "pages_blocks_regions" ADD CONSTRAINT "pages_blocks_regions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "pages_blocks_regions_locales" ADD CONSTRAINT "pages_blocks_regions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_regions"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "pages_blocks_quotation" ADD CONSTRAINT "pages_blocks_quotation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "pages_blocks_quotation_locales" ADD CONSTRAINT "pages_blocks_quotation_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_quotation"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "pages_blocks_partner_logos_logos" ADD CONSTRAINT "pages_blocks_partner_logos_logos_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
    ALTER TABLE "pages_blocks_partner_logos_logos" ADD CONSTRAINT "pages_blocks_partner_logos_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_partner_logos"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "pages_blocks_partner_logos" ADD CONSTRAINT "pages_blocks_partner_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "pages_blocks_partner_logos_locales" ADD CONSTRAINT "pages_blocks_partner_logos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_partner_logos"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "pages_blocks_faq_items" ADD CONSTRAINT "pages_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "pages_blocks_faq_items_locales" ADD CONSTRAINT "pages_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "pages_blocks_faq_locales" ADD CONSTRAINT "pages_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "pages_blocks_rich_text_locales" ADD CONSTRAINT "pages_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "pages_blocks_cta_band" ADD CONSTRAINT "pages_blocks_cta_band_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "pages_blocks_cta_band_locales" ADD CONSTRAINT "pages_blocks_cta_band_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_cta_band"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "pages_blocks_form" ADD CONSTRAINT "pages_blocks_form_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;
    ALTER TABLE "pages_blocks_form" ADD CONSTRAINT "pages_blocks_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "pages_blocks_form_locales" ADD CONSTRAINT "pages_blocks_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_form"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_regions_fk" FOREIGN KEY ("regions_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_hero_locales" ADD CONSTRAINT "_pages_v_blocks_hero_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_icon_cards_cards" ADD CONSTRAINT "_pages_v_blocks_icon_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_icon_cards"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_icon_cards_cards_locales" ADD CONSTRAINT "_pages_v_blocks_icon_cards_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_icon_cards_cards"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_icon_cards" ADD CONSTRAINT "_pages_v_blocks_icon_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_icon_cards_locales" ADD CONSTRAINT "_pages_v_blocks_icon_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_icon_cards"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_figures_figures" ADD CONSTRAINT "_pages_v_blocks_figures_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_figures"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_figures_figures_locales" ADD CONSTRAINT "_pages_v_blocks_figures_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_figures_figures"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_figures" ADD CONSTRAINT "_pages_v_blocks_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_figures_locales" ADD CONSTRAINT "_pages_v_blocks_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_figures"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_products" ADD CONSTRAINT "_pages_v_blocks_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_products_locales" ADD CONSTRAINT "_pages_v_blocks_products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_products"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_regions_countries" ADD CONSTRAINT "_pages_v_blocks_regions_countries_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v_blocks_regions"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_regions" ADD CONSTRAINT "_pages_v_blocks_regions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_regions_locales" ADD CONSTRAINT "_pages_v_blocks_regions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_regions"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_quotation" ADD CONSTRAINT "_pages_v_blocks_quotation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_quotation_locales" ADD CONSTRAINT "_pages_v_blocks_quotation_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_quotation"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_partner_logos_logos" ADD CONSTRAINT "_pages_v_blocks_partner_logos_logos_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_partner_logos_logos" ADD CONSTRAINT "_pages_v_blocks_partner_logos_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_partner_logos"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_partner_logos" ADD CONSTRAINT "_pages_v_blocks_partner_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_partner_logos_locales" ADD CONSTRAINT "_pages_v_blocks_partner_logos_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_partner_logos"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_faq_items" ADD CONSTRAINT "_pages_v_blocks_faq_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_faq_items_locales" ADD CONSTRAINT "_pages_v_blocks_faq_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq_items"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_faq_locales" ADD CONSTRAINT "_pages_v_blocks_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_faq"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_rich_text_locales" ADD CONSTRAINT "_pages_v_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_cta_band" ADD CONSTRAINT "_pages_v_blocks_cta_band_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_cta_band_locales" ADD CONSTRAINT "_pages_v_blocks_cta_band_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_cta_band"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_form" ADD CONSTRAINT "_pages_v_blocks_form_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_form" ADD CONSTRAINT "_pages_v_blocks_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_blocks_form_locales" ADD CONSTRAINT "_pages_v_blocks_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_form"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
    ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_regions_fk" FOREIGN KEY ("regions_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;
    CREATE INDEX "pages_blocks_hero_order_idx" ON "pages_blocks_hero" USING btree ("_order");
    CREATE INDEX "pages_blocks_hero_parent_id_idx" ON "pages_blocks_hero" USING btree ("_parent_id");
    CREATE INDEX "pages_blocks_hero_path_idx" ON "pages_blocks_hero" USING btree ("_path");
    CREATE INDEX "pages_blocks_hero_image_idx" ON "pages_blocks_hero" USING btree ("image_id");
    CREATE UNIQUE INDEX "pages_blocks_hero_locales_locale_parent_id_unique" ON "pages_blocks_hero_locales" USING btree ("_locale","_parent_id");
    CREATE INDEX "pages_blocks_icon_cards_cards_order_idx" ON "pages_blocks_icon_cards_cards" USING btree ("_order");
    CREATE INDEX "pages_blocks_icon_cards_cards_parent_id_idx" ON "pages_blocks_icon_cards_cards" USING btree ("_parent_id");
    CREATE UNIQUE INDEX "pages_blocks_icon_cards_cards_locales_locale_parent_id_uniqu" ON "pages_blocks_icon_cards_cards_locales" USING btree ("_locale","_parent_id");
    CREATE INDEX "pages_blocks_icon_cards_order_idx" ON "pages_blocks_icon_cards" USING btree ("_order");
    CREATE INDEX "pages_blocks_icon_cards_parent_id_idx" ON "pages_blocks_icon_cards" USING btree ("_parent_id");
    CREATE INDEX "pages_blocks_icon_cards_path_idx" ON "pages_blocks_icon_cards" USING btree ("_path");
    CREATE UNIQUE INDEX "pages_blocks_icon_cards_locales_locale_parent_id_unique" ON "pages_blocks_icon_cards_locales" USING btree ("_locale","_parent_id");
    CREATE INDEX "pages_blocks_figures_figures_order_idx" ON "pages_blocks_figures_figures" USING btree ("_order");
    CREATE INDEX "pages_blocks_figures_figures_parent_id_idx" ON "pages_blocks_figures_figures" USING btree ("_parent_id");
    CREATE UNIQUE INDEX "pages_blocks_figures_figures_locales_locale_parent_id_unique" ON "pages_blocks_figures_figures_locales" USING btree ("_locale","_parent_id");
    CREATE INDEX "pages_blocks_figures_order_idx" ON "pages_blocks_figures" USING btree ("_order");
    CREATE INDEX "pages_blocks_figures_parent_id_idx" ON "pages_blocks_figures" USING btree ("_parent_id");
    CREATE INDEX "pages_blocks_figures_path_idx" ON "pages_blocks_figures" USING btree ("_path");
    CREATE UNIQUE INDEX "pages_blocks_figures_locales_locale_parent_id_unique" ON "pages_blocks_figures_locales" USING btree ("_locale","_parent_id");
    CREATE INDEX "pages_blocks_products_order_idx" ON "pages_blocks_products" USING btree ("_order");
    CREATE INDEX "pages_blocks_products_parent_id_idx" ON "pages_blocks_products" USING btree ("_parent_id");
    CREATE INDEX "pages_blocks_products_path_idx" ON "pages_blocks_products" USING btree ("_path");
    CREATE UNIQUE INDEX "pages_blocks_products_locales_locale_parent_id_unique" ON "pages_blocks_products_locales" USING btree ("_locale","_parent_id");
    CREATE INDEX "pages_blocks_regions_countries_order_idx" ON "pages_blocks_regions_countries" USING btree ("order");
    CREATE INDEX "pages_blocks_regions_countries_parent_idx" ON "pages_blocks_regions_countries" USING btree ("parent_id");
    CREATE INDEX "pages_blocks_regions_order_idx" ON "pages_blocks_regions" USING btree ("_order");
    CREATE INDEX "pages_blocks_regions_parent_id_idx" ON "pages_blocks_regions" USING btree ("_parent_id");
    CREATE INDEX "pages_blocks_regions_path_idx" ON "pages_blocks_regions" USING btree ("_path");
    CREATE UNIQUE INDEX "pages_blocks_regions_locales_locale_parent_id_unique" ON "pages_blocks_regions_locales" USING btree ("_locale","_parent_id");
    CREATE INDEX "pages_blocks_quotation_order_idx" ON "pages_blocks_quotation" USING btree ("_order");
    CREATE INDEX "pages_blocks_quotation_parent_id_idx" ON "pages_blocks_quotation" USING btree ("_parent_id");
    CREATE INDEX "pages_blocks_quotation_path_idx" ON "pages_blocks_quotation" USING btree ("_path");
    CREATE UNIQUE INDEX "pages_blocks_quotation_locales_locale_parent_id_unique" ON "pages_blocks_quotation_locales" USING btree ("_locale","_parent_id");
    CREATE INDEX "pages_blocks_partner_logos_logos_order_idx" ON "pages_blocks_partner_logos_logos" USING btree ("_order");
    CREATE INDEX "pages_blocks_partner_logos_logos_parent_id_idx" ON "pages_blocks_partner_logos_logos" USING btree ("_parent_id");
    CREATE INDEX "pages_blocks_partner_logos_logos_logo_idx" ON "pages_blocks_partner_logos_logos" USING btree ("logo_id");
    CREATE INDEX "pages_blocks_partner_logos_order_idx" ON "pages_blocks_partner_logos" USING btree ("_order");
    CREATE INDEX "pages_blocks_partner_logos_parent_id_idx" ON "pages_blocks_partner_logos" USING btree ("_parent_id");
    CREATE INDEX "pages_blocks_partner_logos_path_idx" ON "pages_blocks_partner_logos" USING btree ("_path");
    CREATE UNIQUE INDEX "pages_blocks_partner_logos_locales_locale_parent_id_unique" ON "pages_blocks_partner_logos_locales" USING btree ("_locale","_parent_id");
    CREATE INDEX "pages_blocks_faq_items_order_idx" ON "pages_blocks_faq_items" USING btree ("_order");
    CREATE INDEX "pages_blocks_faq_items_parent_id_idx" ON "pages_blocks_faq_items" USING btree ("_parent_id");
    CREATE UNIQUE INDEX "pages_blocks_faq_items_locales_locale_parent_id_unique" ON "pages_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
    CREATE INDEX "pages_blocks_faq_order_idx" ON "pages_blocks_faq" USING btree ("_order");
    CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "pages_blocks_faq" USING btree ("_parent_id");
    CREATE INDEX "pages_blocks_faq_path_idx" ON "pages_blocks_faq" USING btree ("_path");
    CREATE UNIQUE INDEX "pages_blocks_faq_locales_locale_parent_id_unique" ON "pages_blocks_faq_locales" USING btree ("_locale","_parent_id");
    CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
    CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
    CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
    CREATE UNIQUE INDEX "pages_blocks_rich_text_locales_locale_parent_id_unique" ON "pages_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
    CREATE INDEX "pages_blocks_cta_band_order_idx" ON "pages_blocks_cta_band" USING btree ("_order");
    CREATE INDEX "pages_blocks_cta_band_parent_id_idx" ON "pages_blocks_cta_band" USING btree ("_parent_id");
    CREATE INDEX "pages_blocks_cta_band_path_idx" ON "pages_blocks_cta_band" USING btree ("_path");
    CREATE UNIQUE INDEX "pages_blocks_cta_band_locales_locale_parent_id_unique" ON "pages_blocks_cta_band_locales" USING btree ("_locale","_parent_id");
    CREATE INDEX "pages_blocks_form_order_idx" ON "pages_blocks_form" USING btree ("_order");
    CREATE INDEX "pages_blocks_form_parent_id_idx" ON "pages_blocks_form" USING btree ("_parent_id");
    CREATE INDEX "pages_blocks_form_path_idx" ON "pages_blocks_form" USING btree ("_path");
    CREATE INDEX "pages_blocks_form_region_idx" ON "pages_blocks_form" USING btree ("region_id");
    CREATE UNIQUE INDEX "pages_blocks_form_locales_locale_parent_id_unique" ON "pages_blocks_form_locales" USING btree ("_locale","_parent_id");
    CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
    CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
    CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
    CREATE INDEX "pages_rels_products_id_idx" ON "pages_rels" USING btree ("products_id");
    CREATE INDEX "pages_rels_regions_id_idx" ON "pages_rels" USING btree ("regions_id");
    CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "_pages_v_blocks_hero" USING btree ("_order");
    CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "_pages_v_blocks_hero" USING btree ("_parent_id");
    CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "_pages_v_blocks_hero" USING btree ("_path");
    CREATE INDEX "_pages_v_blocks_hero_image_idx" ON "_pages_v_blocks_hero" USING btree ("image_id");
    CREATE UNIQUE INDEX "_pages_v_blocks_hero_locales_locale_parent_id_unique" ON "_pages_v_blocks_hero_locales" USING btree ("_locale","_parent_id");
    CREATE INDEX "_pages_v_blocks_icon_cards_cards_order_idx" ON "_pages_v_blocks_icon_cards_cards" USING btree ("_order");
    CREATE INDEX "_pages_v_blocks_icon_cards_cards_parent_id_idx" ON "_pages_v_blocks_icon_cards_cards" USING btree ("_parent_id");
    CREATE UNIQUE INDEX "_pages_v_blocks_icon_cards_cards_locales_locale_parent_id_un" ON "_pages_v_blocks_icon_cards_cards_locales" USING btree ("_locale","_parent_id");
    CREATE INDEX "_pages_v_blocks_icon_cards_order_idx" ON "_pages_v_blocks_icon_cards" USING btree ("_order");
    CREATE INDEX "_pages_v_blocks_icon_cards_parent_id_idx" ON "_pages_v_blocks_icon_cards" USING btree ("_parent_id");
    CREATE INDEX "_pages_v_blocks_icon_cards_path_idx" ON "_pages_v_blocks_icon_cards" USING btree ("_path");
    CREATE UNIQUE INDEX "_pages_v_blocks_icon_cards_locales_locale_parent_id_unique" ON "_pages_v_blocks_icon_cards_locales" USING btree ("_locale","_parent_id");
    CREATE INDEX "_pages_v_blocks_figures_figures_order_idx" ON "_pages_v_blocks_figures_figures" USING btree ("_order");
    CREATE INDEX "_pages_v_blocks_figures_figures_parent_id_idx" ON "_pages_v_blocks_figures_figures" USING btree ("_parent_id");
    CREATE UNIQUE INDEX "_pages_v_blocks_figures_figures_locales_locale_parent_id_uni" ON "_pages_v_blocks_figures_figures_locales" USING btree ("_locale","_parent_id");
    CREATE INDEX "_pages_v_blocks_figures_order_idx" ON "_pages_v_blocks_figures" USING btree ("_order");
    CREATE INDEX "_pages_v_blocks_figures_parent_id_idx" ON "_pages_v_blocks_figures" USING btree ("_parent_id");
    CREATE INDEX "_pages_v_blocks_figures_path_idx" ON "_pages_v_blocks_figures" USING btree ("_path");
    CREATE UNIQUE INDEX "_pages_v_blocks_figures_locales_locale_parent_id_unique" ON "_pages_v_blocks_figures_locales" USING btree ("_locale","_parent_id");
    CREATE INDEX "_pages_v_blocks_products_order_idx" ON "_pages_v_blocks_products" USING btree ("_order");
    CREATE INDEX "_pages_v_blocks_products_parent_id_idx" ON "_pages_v_blocks_products" USING btree ("_parent_id");
    CREATE INDEX "_pages_v_blocks_products_path_idx" ON "_pages_v_blocks_products" USING btree ("_path");
    CREATE UNIQUE INDEX "_pages_v_blocks_products_locales_locale_parent_id_unique" ON "_pages_v_blocks_products_locales" USING btree ("_locale","_parent_id");
    CREATE INDEX "_pages_v_blocks_regions_countries_order_idx" ON "_pages_v_blocks_regions_countries" USING btree ("order");
    CREATE INDEX "_pages_v_blocks_regions_countries_parent_idx" ON "_pages_v_blocks_regions_countries" USING btree ("parent_id");
    CREATE INDEX "_pages_v_blocks_regions_order_idx" ON "_pages_v_blocks_regions" USING btree ("_order");
    CREATE INDEX "_pages_v_blocks_regions_parent_id_idx" ON "_pages_v_blocks_regions" USING btree ("_parent_id");
    CREATE INDEX "_pages_v_blocks_regions_path_idx" ON "_pages_v_blocks_regions" USING btree ("_path");
    CREATE UNIQUE INDEX "_pages_v_blocks_regions_locales_locale_parent_id_unique" ON "_pages_v_blocks_regions_locales" USING btree ("_locale","_parent_id");
    CREATE INDEX "_pages_v_blocks_quotation_order_idx" ON "_pages_v_blocks_quotation" USING btree ("_order");
    CREATE INDEX "_pages_v_blocks_quotation_parent_id_idx" ON "_pages_v_blocks_quotation" USING btree ("_parent_id");
    CREATE INDEX "_pages_v_blocks_quotation_path_idx" ON "_pages_v_blocks_quotation" USING btree ("_path");
    CREATE UNIQUE INDEX "_pages_v_blocks_quotation_locales_locale_parent_id_unique" ON "_pages_v_blocks_quotation_locales" USING btree ("_locale","_parent_id");
    CREATE INDEX "_pages_v_blocks_partner_logos_logos_order_idx" ON "_pages_v_blocks_partner_logos_logos" USING btree ("_order");
    CREATE INDEX "_pages_v_blocks_partner_logos_logos_parent_id_idx" ON "_pages_v_blocks_partner_logos_logos" USING btree ("_parent_id");
    CREATE INDEX "_pages_v_blocks_partner_logos_logos_logo_idx" ON "_pages_v_blocks_partner_logos_logos" USING btree ("logo_id");
    CREATE INDEX "_pages_v_blocks_partner_logos_order_idx" ON "_pages_v_blocks_partner_logos" USING btree ("_order");
    CREATE INDEX "_pages_v_blocks_partner_logos_parent_id_idx" ON "_pages_v_blocks_partner_logos" USING btree ("_parent_id");
    CREATE INDEX "_pages_v_blocks_partner_logos_path_idx" ON "_pages_v_blocks_partner_logos" USING btree ("_path");
    CREATE UNIQUE INDEX "_pages_v_blocks_partner_logos_locales_locale_parent_id_uniqu" ON "_pages_v_blocks_partner_logos_locales" USING btree ("_locale","_parent_id");
    CREATE INDEX "_pages_v_blocks_faq_items_order_idx" ON "_pages_v_blocks_faq_items" USING btree ("_order");
    CREATE INDEX "_pages_v_blocks_faq_items_parent_id_idx" ON "_pages_v_blocks_faq_items" USING btree ("_parent_id");
    CREATE UNIQUE INDEX "_pages_v_blocks_faq_items_locales_locale_parent_id_unique" ON "_pages_v_blocks_faq_items_locales" USING btree ("_locale","_parent_id");
    CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "_pages_v_blocks_faq" USING btree ("_order");
    CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "_pages_v_blocks_faq" USING btree ("_parent_id");
    CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "_pages_v_blocks_faq" USING btree ("_path");
    CREATE UNIQUE INDEX "_pages_v_blocks_faq_locales_locale_parent_id_unique" ON "_pages_v_blocks_faq_locales" USING btree ("_locale","_parent_id");
    CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
    CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
    CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
    CREATE UNIQUE INDEX "_pages_v_blocks_rich_text_locales_locale_parent_id_unique" ON "_pages_v_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
    CREATE INDEX "_pages_v_blocks_cta_band_order_idx" ON "_pages_v_blocks_cta_band" USING btree ("_order");
    CREATE INDEX "_pages_v_blocks_cta_band_parent_id_idx" ON "_pages_v_blocks_cta_band" USING btree ("_parent_id");
    CREATE INDEX "_pages_v_blocks_cta_band_path_idx" ON "_pages_v_blocks_cta_band" USING btree ("_path");
    CREATE UNIQUE INDEX "_pages_v_blocks_cta_band_locales_locale_parent_id_unique" ON "_pages_v_blocks_cta_band_locales" USING btree ("_locale","_parent_id");
    CREATE INDEX "_pages_v_blocks_form_order_idx" ON "_pages_v_blocks_form" USING btree ("_order");
    CREATE INDEX "_pages_v_blocks_form_parent_id_idx" ON "_pages_v_blocks_form" USING btree ("_parent_id");
    CREATE INDEX "_pages_v_blocks_form_path_idx" ON "_pages_v_blocks_form" USING btree ("_path");
    CREATE INDEX "_pages_v_blocks_form_region_idx" ON "_pages_v_blocks_form" USING btree ("region_id");
    CREATE UNIQUE INDEX "_pages_v_blocks_form_locales_locale_parent_id_unique" ON "_pages_v_blocks_form_locales" USING btree ("_locale","_parent_id");
    CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
    CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
    CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
    CREATE INDEX "_pages_v_rels_products_id_idx" ON "_pages_v_rels" USING btree ("products_id");
    CREATE INDEX "_pages_v_rels_regions_id_idx" ON "_pages_v_rels" USING btree ("regions_id");
  `)
  await db.execute(sql`
    INSERT INTO "pages_blocks_rich_text" ("_order", "_parent_id", "_path", "id")
    SELECT 1, p."id", 'layout', ${blockId('p."id"')} FROM "pages" p
    WHERE EXISTS (
      SELECT 1 FROM "pages_locales" l WHERE l."_parent_id" = p."id" AND l."content" IS NOT NULL
    );
    INSERT INTO "pages_blocks_rich_text_locales" ("content", "_locale", "_parent_id")
    SELECT l."content", l."_locale", ${blockId('l."_parent_id"')} FROM "pages_locales" l
    WHERE l."content" IS NOT NULL;
    INSERT INTO "_pages_v_blocks_rich_text" ("_order", "_parent_id", "_path", "_uuid")
    SELECT 1, v."id", 'layout', ${blockId('v."parent_id"')} FROM "_pages_v" v
    WHERE EXISTS (
      SELECT 1 FROM "_pages_v_locales" l
      WHERE l."_parent_id" = v."id" AND l."version_content" IS NOT NULL
    );
    INSERT INTO "_pages_v_blocks_rich_text_locales" ("content", "_locale", "_parent_id")
    SELECT l."version_content", l."_locale", b."id" FROM "_pages_v_locales" l
    JOIN "_pages_v_blocks_rich_text" b ON b."_parent_id" = l."_parent_id"
    WHERE l."version_content" IS NOT NULL;
    ALTER TABLE "pages_locales" DROP COLUMN "content";
    ALTER TABLE "_pages_v_locales" DROP COLUMN "version_content";
  `)
}

/** Back to one rich text per page: its first rich-text block's, in each language and version. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "pages_locales" ADD COLUMN "content" jsonb;
    ALTER TABLE "_pages_v_locales" ADD COLUMN "version_content" jsonb;
    UPDATE "pages_locales" l SET "content" = first."content" FROM (
      SELECT DISTINCT ON (b."_parent_id", t."_locale") b."_parent_id", t."_locale", t."content"
      FROM "pages_blocks_rich_text" b
      JOIN "pages_blocks_rich_text_locales" t ON t."_parent_id" = b."id"
      ORDER BY b."_parent_id", t."_locale", b."_order"
    ) first
    WHERE first."_parent_id" = l."_parent_id" AND first."_locale" = l."_locale";
    UPDATE "_pages_v_locales" l SET "version_content" = first."content" FROM (
      SELECT DISTINCT ON (b."_parent_id", t."_locale") b."_parent_id", t."_locale", t."content"
      FROM "_pages_v_blocks_rich_text" b
      JOIN "_pages_v_blocks_rich_text_locales" t ON t."_parent_id" = b."id"
      ORDER BY b."_parent_id", t."_locale", b."_order"
    ) first
    WHERE first."_parent_id" = l."_parent_id" AND first."_locale" = l."_locale";
    DROP TABLE "_pages_v_rels" CASCADE;
    DROP TABLE "_pages_v_blocks_form_locales" CASCADE;
    DROP TABLE "_pages_v_blocks_form" CASCADE;
    DROP TABLE "_pages_v_blocks_cta_band_locales" CASCADE;
    DROP TABLE "_pages_v_blocks_cta_band" CASCADE;
    DROP TABLE "_pages_v_blocks_rich_text_locales" CASCADE;
    DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
    DROP TABLE "_pages_v_blocks_faq_locales" CASCADE;
    DROP TABLE "_pages_v_blocks_faq" CASCADE;
    DROP TABLE "_pages_v_blocks_faq_items_locales" CASCADE;
    DROP TABLE "_pages_v_blocks_faq_items" CASCADE;
    DROP TABLE "_pages_v_blocks_partner_logos_locales" CASCADE;
    DROP TABLE "_pages_v_blocks_partner_logos" CASCADE;
    DROP TABLE "_pages_v_blocks_partner_logos_logos" CASCADE;
    DROP TABLE "_pages_v_blocks_quotation_locales" CASCADE;
    DROP TABLE "_pages_v_blocks_quotation" CASCADE;
    DROP TABLE "_pages_v_blocks_regions_locales" CASCADE;
    DROP TABLE "_pages_v_blocks_regions" CASCADE;
    DROP TABLE "_pages_v_blocks_regions_countries" CASCADE;
    DROP TABLE "_pages_v_blocks_products_locales" CASCADE;
    DROP TABLE "_pages_v_blocks_products" CASCADE;
    DROP TABLE "_pages_v_blocks_figures_locales" CASCADE;
    DROP TABLE "_pages_v_blocks_figures" CASCADE;
    DROP TABLE "_pages_v_blocks_figures_figures_locales" CASCADE;
    DROP TABLE "_pages_v_blocks_figures_figures" CASCADE;
    DROP TABLE "_pages_v_blocks_icon_cards_locales" CASCADE;
    DROP TABLE "_pages_v_blocks_icon_cards" CASCADE;
    DROP TABLE "_pages_v_blocks_icon_cards_cards_locales" CASCADE;
    DROP TABLE "_pages_v_blocks_icon_cards_cards" CASCADE;
    DROP TABLE "_pages_v_blocks_hero_locales" CASCADE;
    DROP TABLE "_pages_v_blocks_hero" CASCADE;
    DROP TABLE "pages_rels" CASCADE;
    DROP TABLE "pages_blocks_form_locales" CASCADE;
    DROP TABLE "pages_blocks_form" CASCADE;
    DROP TABLE "pages_blocks_cta_band_locales" CASCADE;
    DROP TABLE "pages_blocks_cta_band" CASCADE;
    DROP TABLE "pages_blocks_rich_text_locales" CASCADE;
    DROP TABLE "pages_blocks_rich_text" CASCADE;
    DROP TABLE "pages_blocks_faq_locales" CASCADE;
    DROP TABLE "pages_blocks_faq" CASCADE;
    DROP TABLE "pages_blocks_faq_items_locales" CASCADE;
    DROP TABLE "pages_blocks_faq_items" CASCADE;
    DROP TABLE "pages_blocks_partner_logos_locales" CASCADE;
    DROP TABLE "pages_blocks_partner_logos" CASCADE;
    DROP TABLE "pages_blocks_partner_logos_logos" CASCADE;
    DROP TABLE "pages_blocks_quotation_locales" CASCADE;
    DROP TABLE "pages_blocks_quotation" CASCADE;
    DROP TABLE "pages_blocks_regions_locales" CASCADE;
    DROP TABLE "pages_blocks_regions" CASCADE;
    DROP TABLE "pages_blocks_regions_countries" CASCADE;
    DROP TABLE "pages_blocks_products_locales" CASCADE;
    DROP TABLE "pages_blocks_products" CASCADE;
    DROP TABLE "pages_blocks_figures_locales" CASCADE;
    DROP TABLE "pages_blocks_figures" CASCADE;
    DROP TABLE "pages_blocks_figures_figures_locales" CASCADE;
    DROP TABLE "pages_blocks_figures_figures" CASCADE;
    DROP TABLE "pages_blocks_icon_cards_locales" CASCADE;
    DROP TABLE "pages_blocks_icon_cards" CASCADE;
    DROP TABLE "pages_blocks_icon_cards_cards_locales" CASCADE;
    DROP TABLE "pages_blocks_icon_cards_cards" CASCADE;
    DROP TABLE "pages_blocks_hero_locales" CASCADE;
    DROP TABLE "pages_blocks_hero" CASCADE;
    DROP TYPE "public"."enum_pages_blocks_icon_cards_cards_icon";
    DROP TYPE "public"."enum_pages_blocks_regions_countries";
    DROP TYPE "public"."enum_pages_blocks_form_form";
    DROP TYPE "public"."enum__pages_v_blocks_icon_cards_cards_icon";
    DROP TYPE "public"."enum__pages_v_blocks_regions_countries";
    DROP TYPE "public"."enum__pages_v_blocks_form_form";
    ALTER TABLE "pages" DROP COLUMN "noindex";
    ALTER TABLE "_pages_v" DROP COLUMN "version_noindex";
    ALTER TABLE "partnership_applications" DROP COLUMN "attribution_sent_from";
    ALTER TABLE "quote_requests" DROP COLUMN "attribution_sent_from";
    ALTER TABLE "career_applications" DROP COLUMN "attribution_sent_from";
    ALTER TABLE "contact_submissions" DROP COLUMN "attribution_sent_from";
    ALTER TABLE "market_report_requests" DROP COLUMN "attribution_sent_from";
  `)
}
