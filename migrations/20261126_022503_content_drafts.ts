import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_products_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_version_features_icon" AS ENUM('smartphone', 'wallet', 'store', 'building', 'brain', 'message', 'play', 'music', 'ticket', 'home', 'headset', 'globe', 'shield', 'zap', 'users', 'chart', 'cloud', 'radio', 'award', 'target', 'rocket', 'handshake', 'heart', 'lightbulb', 'server', 'clock', 'trending-up', 'graduation-cap');
  CREATE TYPE "public"."enum__products_v_version_sections_items_icon" AS ENUM('smartphone', 'wallet', 'store', 'building', 'brain', 'message', 'play', 'music', 'ticket', 'home', 'headset', 'globe', 'shield', 'zap', 'users', 'chart', 'cloud', 'radio', 'award', 'target', 'rocket', 'handshake', 'heart', 'lightbulb', 'server', 'clock', 'trending-up', 'graduation-cap');
  CREATE TYPE "public"."enum__products_v_version_icon" AS ENUM('smartphone', 'wallet', 'store', 'building', 'brain', 'message', 'play', 'music', 'ticket', 'home', 'headset', 'globe', 'shield', 'zap', 'users', 'chart', 'cloud', 'radio', 'award', 'target', 'rocket', 'handshake', 'heart', 'lightbulb', 'server', 'clock', 'trending-up', 'graduation-cap');
  CREATE TYPE "public"."enum__products_v_version_translation_status" AS ENUM('complete', 'missing');
  CREATE TYPE "public"."enum__products_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_regions_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__regions_v_version_highlights_cards_icon" AS ENUM('smartphone', 'wallet', 'store', 'building', 'brain', 'message', 'play', 'music', 'ticket', 'home', 'headset', 'globe', 'shield', 'zap', 'users', 'chart', 'cloud', 'radio', 'award', 'target', 'rocket', 'handshake', 'heart', 'lightbulb', 'server', 'clock', 'trending-up', 'graduation-cap');
  CREATE TYPE "public"."enum__regions_v_version_translation_status" AS ENUM('complete', 'missing');
  CREATE TYPE "public"."enum__regions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__regions_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_timeline_entries_stage" AS ENUM('completed', 'future');
  CREATE TYPE "public"."enum__timeline_entries_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__timeline_entries_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_translation_status" AS ENUM('complete', 'missing');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_home_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_page_v_version_services_cards_icon" AS ENUM('smartphone', 'wallet', 'store', 'building', 'brain', 'message', 'play', 'music', 'ticket', 'home', 'headset', 'globe', 'shield', 'zap', 'users', 'chart', 'cloud', 'radio', 'award', 'target', 'rocket', 'handshake', 'heart', 'lightbulb', 'server', 'clock', 'trending-up', 'graduation-cap');
  CREATE TYPE "public"."enum__home_page_v_version_translation_status" AS ENUM('complete', 'missing');
  CREATE TYPE "public"."enum__home_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__home_page_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_about_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_page_v_version_strengths_items_icon" AS ENUM('smartphone', 'wallet', 'store', 'building', 'brain', 'message', 'play', 'music', 'ticket', 'home', 'headset', 'globe', 'shield', 'zap', 'users', 'chart', 'cloud', 'radio', 'award', 'target', 'rocket', 'handshake', 'heart', 'lightbulb', 'server', 'clock', 'trending-up', 'graduation-cap');
  CREATE TYPE "public"."enum__about_page_v_version_translation_status" AS ENUM('complete', 'missing');
  CREATE TYPE "public"."enum__about_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_page_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_careers_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__careers_page_v_version_benefits_items_icon" AS ENUM('smartphone', 'wallet', 'store', 'building', 'brain', 'message', 'play', 'music', 'ticket', 'home', 'headset', 'globe', 'shield', 'zap', 'users', 'chart', 'cloud', 'radio', 'award', 'target', 'rocket', 'handshake', 'heart', 'lightbulb', 'server', 'clock', 'trending-up', 'graduation-cap');
  CREATE TYPE "public"."enum__careers_page_v_version_values_items_icon" AS ENUM('smartphone', 'wallet', 'store', 'building', 'brain', 'message', 'play', 'music', 'ticket', 'home', 'headset', 'globe', 'shield', 'zap', 'users', 'chart', 'cloud', 'radio', 'award', 'target', 'rocket', 'handshake', 'heart', 'lightbulb', 'server', 'clock', 'trending-up', 'graduation-cap');
  CREATE TYPE "public"."enum__careers_page_v_version_translation_status" AS ENUM('complete', 'missing');
  CREATE TYPE "public"."enum__careers_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__careers_page_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_products_services_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_services_page_v_version_translation_status" AS ENUM('complete', 'missing');
  CREATE TYPE "public"."enum__products_services_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__products_services_page_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_network_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__network_page_v_version_partners_items_icon" AS ENUM('smartphone', 'wallet', 'store', 'building', 'brain', 'message', 'play', 'music', 'ticket', 'home', 'headset', 'globe', 'shield', 'zap', 'users', 'chart', 'cloud', 'radio', 'award', 'target', 'rocket', 'handshake', 'heart', 'lightbulb', 'server', 'clock', 'trending-up', 'graduation-cap');
  CREATE TYPE "public"."enum__network_page_v_version_infrastructure_items_icon" AS ENUM('smartphone', 'wallet', 'store', 'building', 'brain', 'message', 'play', 'music', 'ticket', 'home', 'headset', 'globe', 'shield', 'zap', 'users', 'chart', 'cloud', 'radio', 'award', 'target', 'rocket', 'handshake', 'heart', 'lightbulb', 'server', 'clock', 'trending-up', 'graduation-cap');
  CREATE TYPE "public"."enum__network_page_v_version_translation_status" AS ENUM('complete', 'missing');
  CREATE TYPE "public"."enum__network_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__network_page_v_published_locale" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_partnership_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__partnership_page_v_version_models_items_icon" AS ENUM('smartphone', 'wallet', 'store', 'building', 'brain', 'message', 'play', 'music', 'ticket', 'home', 'headset', 'globe', 'shield', 'zap', 'users', 'chart', 'cloud', 'radio', 'award', 'target', 'rocket', 'handshake', 'heart', 'lightbulb', 'server', 'clock', 'trending-up', 'graduation-cap');
  CREATE TYPE "public"."enum__partnership_page_v_version_translation_status" AS ENUM('complete', 'missing');
  CREATE TYPE "public"."enum__partnership_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__partnership_page_v_published_locale" AS ENUM('en', 'fr');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "_products_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__products_v_version_features_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_features_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_benefits_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_sections_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__products_v_version_sections_items_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_sections_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_products_v_version_sections_locales" (
  	"heading" varchar,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_icon" "enum__products_v_version_icon",
  	"version_order" numeric DEFAULT 0,
  	"version_external_link_url" varchar,
  	"version_translation_status" "enum__products_v_version_translation_status",
  	"version_missing_french" varchar,
  	"version_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__products_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__products_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_products_v_locales" (
  	"version_title" varchar,
  	"version_tagline" varchar,
  	"version_summary" varchar,
  	"version_description" varchar,
  	"version_external_link_label" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_regions_v_version_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_regions_v_version_figures_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_regions_v_version_countries_partners" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_regions_v_version_countries_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_regions_v_version_countries_services_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_regions_v_version_countries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"flag" varchar,
  	"subscribers" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_regions_v_version_countries_locales" (
  	"name" varchar,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_regions_v_version_highlights_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__regions_v_version_highlights_cards_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_regions_v_version_highlights_cards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_regions_v_version_roadmap_goals" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_regions_v_version_roadmap_goals_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_regions_v_version_home_card_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_regions_v_version_home_card_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_regions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_report_id" integer,
  	"version_home_card_image_id" integer,
  	"version_translation_status" "enum__regions_v_version_translation_status",
  	"version_missing_french" varchar,
  	"version_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__regions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__regions_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_regions_v_locales" (
  	"version_name" varchar,
  	"version_headline" varchar,
  	"version_description" varchar,
  	"version_highlights_heading" varchar,
  	"version_roadmap_heading" varchar,
  	"version_home_card_description" varchar,
  	"version_home_card_countries_line" varchar,
  	"version_home_card_button_label" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_timeline_entries_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_year" varchar,
  	"version_status" "enum_timeline_entries_stage" DEFAULT 'completed',
  	"version_order" numeric DEFAULT 0,
  	"version_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__timeline_entries_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__timeline_entries_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_timeline_entries_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_translation_status" "enum__pages_v_version_translation_status",
  	"version_missing_french" varchar,
  	"version_edited_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_intro" varchar,
  	"version_content" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_version_flag_strip_countries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_flag_strip_countries_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_version_services_cards_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_services_cards_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v_version_services_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__home_page_v_version_services_cards_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_home_page_v_version_services_cards_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_home_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_translation_status" "enum__home_page_v_version_translation_status",
  	"version_missing_french" varchar,
  	"version_edited_by_id" integer,
  	"version__status" "enum__home_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__home_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_home_page_v_locales" (
  	"version_hero_eyebrow" varchar,
  	"version_hero_heading" varchar,
  	"version_hero_intro" varchar,
  	"version_hero_primary_label" varchar,
  	"version_hero_secondary_label" varchar,
  	"version_flag_strip_label" varchar,
  	"version_services_heading" varchar,
  	"version_services_intro" varchar,
  	"version_footprint_heading" varchar,
  	"version_footprint_intro" varchar,
  	"version_vision_heading" varchar,
  	"version_vision_intro" varchar,
  	"version_vision_vision_title" varchar,
  	"version_vision_vision_text" varchar,
  	"version_vision_mission_title" varchar,
  	"version_vision_mission_text" varchar,
  	"version_contact_heading" varchar,
  	"version_contact_intro" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_page_v_version_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_stats_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_page_v_version_story_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_story_paragraphs_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_page_v_version_strengths_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__about_page_v_version_strengths_items_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v_version_strengths_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_translation_status" "enum__about_page_v_version_translation_status",
  	"version_missing_french" varchar,
  	"version_edited_by_id" integer,
  	"version__status" "enum__about_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__about_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_about_page_v_locales" (
  	"version_hero_eyebrow" varchar,
  	"version_hero_heading" varchar,
  	"version_hero_intro" varchar,
  	"version_story_heading" varchar,
  	"version_strengths_heading" varchar,
  	"version_strengths_intro" varchar,
  	"version_journey_heading" varchar,
  	"version_journey_intro" varchar,
  	"version_vision_mission_vision_title" varchar,
  	"version_vision_mission_vision_text" varchar,
  	"version_vision_mission_mission_title" varchar,
  	"version_vision_mission_mission_text" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_careers_page_v_version_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__careers_page_v_version_benefits_items_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_careers_page_v_version_benefits_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_careers_page_v_version_values_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__careers_page_v_version_values_items_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_careers_page_v_version_values_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_careers_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_translation_status" "enum__careers_page_v_version_translation_status",
  	"version_missing_french" varchar,
  	"version_edited_by_id" integer,
  	"version__status" "enum__careers_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__careers_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_careers_page_v_locales" (
  	"version_hero_eyebrow" varchar,
  	"version_hero_heading" varchar,
  	"version_hero_intro" varchar,
  	"version_benefits_heading" varchar,
  	"version_benefits_intro" varchar,
  	"version_values_heading" varchar,
  	"version_values_intro" varchar,
  	"version_open_positions_heading" varchar,
  	"version_open_positions_intro" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_products_services_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_translation_status" "enum__products_services_page_v_version_translation_status",
  	"version_missing_french" varchar,
  	"version_edited_by_id" integer,
  	"version__status" "enum__products_services_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__products_services_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_products_services_page_v_locales" (
  	"version_hero_eyebrow" varchar,
  	"version_hero_heading" varchar,
  	"version_hero_intro" varchar,
  	"version_catalogue_heading" varchar,
  	"version_catalogue_intro" varchar,
  	"version_call_to_action_heading" varchar,
  	"version_call_to_action_intro" varchar,
  	"version_call_to_action_quote_label" varchar,
  	"version_call_to_action_partner_label" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_network_page_v_version_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_network_page_v_version_stats_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_network_page_v_version_partners_items_countries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_network_page_v_version_partners_items_countries_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_network_page_v_version_partners_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__network_page_v_version_partners_items_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_network_page_v_version_partners_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_network_page_v_version_infrastructure_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__network_page_v_version_infrastructure_items_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_network_page_v_version_infrastructure_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_network_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_translation_status" "enum__network_page_v_version_translation_status",
  	"version_missing_french" varchar,
  	"version_edited_by_id" integer,
  	"version__status" "enum__network_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__network_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_network_page_v_locales" (
  	"version_hero_eyebrow" varchar,
  	"version_hero_heading" varchar,
  	"version_hero_intro" varchar,
  	"version_partners_heading" varchar,
  	"version_partners_intro" varchar,
  	"version_infrastructure_heading" varchar,
  	"version_infrastructure_intro" varchar,
  	"version_regions_heading" varchar,
  	"version_regions_intro" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_partnership_page_v_version_models_items_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_partnership_page_v_version_models_items_benefits_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_partnership_page_v_version_models_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__partnership_page_v_version_models_items_icon",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_partnership_page_v_version_models_items_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_partnership_page_v_version_requirements_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_partnership_page_v_version_requirements_items_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_partnership_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_translation_status" "enum__partnership_page_v_version_translation_status",
  	"version_missing_french" varchar,
  	"version_edited_by_id" integer,
  	"version__status" "enum__partnership_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__partnership_page_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_partnership_page_v_locales" (
  	"version_hero_eyebrow" varchar,
  	"version_hero_heading" varchar,
  	"version_hero_intro" varchar,
  	"version_models_heading" varchar,
  	"version_models_intro" varchar,
  	"version_requirements_heading" varchar,
  	"version_requirements_intro" varchar,
  	"version_application_heading" varchar,
  	"version_application_intro" varchar,
  	"version_application_review_time" varchar,
  	"version_application_quote_link_label" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"version_meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "products_features_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "products_benefits_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "products_sections_items_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "products_sections_locales" ALTER COLUMN "heading" DROP NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "products_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "products_locales" ALTER COLUMN "summary" DROP NOT NULL;
  ALTER TABLE "products_locales" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "regions_figures" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "regions_figures_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "regions_countries_partners" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "regions_countries_services_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "regions_countries" ALTER COLUMN "subscribers" DROP NOT NULL;
  ALTER TABLE "regions_countries_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "regions_highlights_cards_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "regions_roadmap_goals_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "regions_home_card_features_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "regions" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "regions_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "regions_locales" ALTER COLUMN "headline" DROP NOT NULL;
  ALTER TABLE "regions_locales" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "timeline_entries" ALTER COLUMN "year" DROP NOT NULL;
  ALTER TABLE "timeline_entries" ALTER COLUMN "status" DROP DEFAULT;
  ALTER TABLE "timeline_entries" ALTER COLUMN "status" SET DATA TYPE "public"."enum_timeline_entries_stage" USING "status"::text::"public"."enum_timeline_entries_stage";
  ALTER TABLE "timeline_entries" ALTER COLUMN "status" SET DEFAULT 'completed';
  ALTER TABLE "timeline_entries" ALTER COLUMN "status" DROP NOT NULL;
  DROP TYPE "public"."enum_timeline_entries_status";
  CREATE TYPE "public"."enum_timeline_entries_status" AS ENUM('draft', 'published');
  ALTER TABLE "timeline_entries_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "timeline_entries_locales" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "pages_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_locales" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "home_page_flag_strip_countries" ALTER COLUMN "code" DROP NOT NULL;
  ALTER TABLE "home_page_flag_strip_countries_locales" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "home_page_services_cards_features_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "home_page_services_cards_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "hero_heading" DROP NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "hero_primary_label" DROP NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "hero_secondary_label" DROP NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "flag_strip_label" DROP NOT NULL;
  ALTER TABLE "about_page_stats" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "about_page_stats_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "about_page_story_paragraphs_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "about_page_strengths_items_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "about_page_locales" ALTER COLUMN "hero_heading" DROP NOT NULL;
  ALTER TABLE "careers_page_benefits_items_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "careers_page_values_items_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "careers_page_locales" ALTER COLUMN "hero_heading" DROP NOT NULL;
  ALTER TABLE "products_services_page_locales" ALTER COLUMN "hero_heading" DROP NOT NULL;
  ALTER TABLE "products_services_page_locales" ALTER COLUMN "call_to_action_quote_label" DROP NOT NULL;
  ALTER TABLE "products_services_page_locales" ALTER COLUMN "call_to_action_partner_label" DROP NOT NULL;
  ALTER TABLE "network_page_stats" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "network_page_stats_locales" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "network_page_partners_items_countries_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "network_page_partners_items_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "network_page_infrastructure_items_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "network_page_locales" ALTER COLUMN "hero_heading" DROP NOT NULL;
  ALTER TABLE "partnership_page_models_items_benefits_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "partnership_page_models_items_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "partnership_page_requirements_items_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "partnership_page_locales" ALTER COLUMN "hero_heading" DROP NOT NULL;
  ALTER TABLE "partnership_page_locales" ALTER COLUMN "application_review_time" DROP NOT NULL;
  ALTER TABLE "products" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "products" ADD COLUMN "_status" "enum_products_status" DEFAULT 'draft';
  ALTER TABLE "regions" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "regions" ADD COLUMN "_status" "enum_regions_status" DEFAULT 'draft';
  ALTER TABLE "timeline_entries" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "timeline_entries" ADD COLUMN "_status" "enum_timeline_entries_status" DEFAULT 'draft';
  ALTER TABLE "pages" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "pages" ADD COLUMN "_status" "enum_pages_status" DEFAULT 'draft';
  ALTER TABLE "home_page" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "home_page" ADD COLUMN "_status" "enum_home_page_status" DEFAULT 'draft';
  ALTER TABLE "about_page" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "about_page" ADD COLUMN "_status" "enum_about_page_status" DEFAULT 'draft';
  ALTER TABLE "careers_page" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "careers_page" ADD COLUMN "_status" "enum_careers_page_status" DEFAULT 'draft';
  ALTER TABLE "products_services_page" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "products_services_page" ADD COLUMN "_status" "enum_products_services_page_status" DEFAULT 'draft';
  ALTER TABLE "network_page" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "network_page" ADD COLUMN "_status" "enum_network_page_status" DEFAULT 'draft';
  ALTER TABLE "partnership_page" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "partnership_page" ADD COLUMN "_status" "enum_partnership_page_status" DEFAULT 'draft';
  ALTER TABLE "_products_v_version_features" ADD CONSTRAINT "_products_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_features_locales" ADD CONSTRAINT "_products_v_version_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_benefits" ADD CONSTRAINT "_products_v_version_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_benefits_locales" ADD CONSTRAINT "_products_v_version_benefits_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_sections_items" ADD CONSTRAINT "_products_v_version_sections_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_sections_items_locales" ADD CONSTRAINT "_products_v_version_sections_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_sections_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_sections" ADD CONSTRAINT "_products_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v_version_sections_locales" ADD CONSTRAINT "_products_v_version_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_parent_id_products_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v" ADD CONSTRAINT "_products_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_locales" ADD CONSTRAINT "_products_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_v_locales" ADD CONSTRAINT "_products_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_regions_v_version_figures" ADD CONSTRAINT "_regions_v_version_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_regions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_regions_v_version_figures_locales" ADD CONSTRAINT "_regions_v_version_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_regions_v_version_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_regions_v_version_countries_partners" ADD CONSTRAINT "_regions_v_version_countries_partners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_regions_v_version_countries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_regions_v_version_countries_services" ADD CONSTRAINT "_regions_v_version_countries_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_regions_v_version_countries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_regions_v_version_countries_services_locales" ADD CONSTRAINT "_regions_v_version_countries_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_regions_v_version_countries_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_regions_v_version_countries" ADD CONSTRAINT "_regions_v_version_countries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_regions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_regions_v_version_countries_locales" ADD CONSTRAINT "_regions_v_version_countries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_regions_v_version_countries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_regions_v_version_highlights_cards" ADD CONSTRAINT "_regions_v_version_highlights_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_regions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_regions_v_version_highlights_cards_locales" ADD CONSTRAINT "_regions_v_version_highlights_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_regions_v_version_highlights_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_regions_v_version_roadmap_goals" ADD CONSTRAINT "_regions_v_version_roadmap_goals_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_regions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_regions_v_version_roadmap_goals_locales" ADD CONSTRAINT "_regions_v_version_roadmap_goals_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_regions_v_version_roadmap_goals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_regions_v_version_home_card_features" ADD CONSTRAINT "_regions_v_version_home_card_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_regions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_regions_v_version_home_card_features_locales" ADD CONSTRAINT "_regions_v_version_home_card_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_regions_v_version_home_card_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_regions_v" ADD CONSTRAINT "_regions_v_parent_id_regions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_regions_v" ADD CONSTRAINT "_regions_v_version_report_id_report_files_id_fk" FOREIGN KEY ("version_report_id") REFERENCES "public"."report_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_regions_v" ADD CONSTRAINT "_regions_v_version_home_card_image_id_media_id_fk" FOREIGN KEY ("version_home_card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_regions_v" ADD CONSTRAINT "_regions_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_regions_v_locales" ADD CONSTRAINT "_regions_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_regions_v_locales" ADD CONSTRAINT "_regions_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_regions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_timeline_entries_v" ADD CONSTRAINT "_timeline_entries_v_parent_id_timeline_entries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."timeline_entries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_timeline_entries_v" ADD CONSTRAINT "_timeline_entries_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_timeline_entries_v_locales" ADD CONSTRAINT "_timeline_entries_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_timeline_entries_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_flag_strip_countries" ADD CONSTRAINT "_home_page_v_version_flag_strip_countries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_flag_strip_countries_locales" ADD CONSTRAINT "_home_page_v_version_flag_strip_countries_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_version_flag_strip_countries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_services_cards_features" ADD CONSTRAINT "_home_page_v_version_services_cards_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_version_services_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_services_cards_features_locales" ADD CONSTRAINT "_home_page_v_version_services_cards_features_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_version_services_cards_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_services_cards" ADD CONSTRAINT "_home_page_v_version_services_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v_version_services_cards_locales" ADD CONSTRAINT "_home_page_v_version_services_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v_version_services_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_home_page_v" ADD CONSTRAINT "_home_page_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_locales" ADD CONSTRAINT "_home_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_home_page_v_locales" ADD CONSTRAINT "_home_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_home_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_stats" ADD CONSTRAINT "_about_page_v_version_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_stats_locales" ADD CONSTRAINT "_about_page_v_version_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v_version_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_story_paragraphs" ADD CONSTRAINT "_about_page_v_version_story_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_story_paragraphs_locales" ADD CONSTRAINT "_about_page_v_version_story_paragraphs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v_version_story_paragraphs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_strengths_items" ADD CONSTRAINT "_about_page_v_version_strengths_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_strengths_items_locales" ADD CONSTRAINT "_about_page_v_version_strengths_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v_version_strengths_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v" ADD CONSTRAINT "_about_page_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v_locales" ADD CONSTRAINT "_about_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v_locales" ADD CONSTRAINT "_about_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_page_v_version_benefits_items" ADD CONSTRAINT "_careers_page_v_version_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_page_v_version_benefits_items_locales" ADD CONSTRAINT "_careers_page_v_version_benefits_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_page_v_version_benefits_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_page_v_version_values_items" ADD CONSTRAINT "_careers_page_v_version_values_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_page_v_version_values_items_locales" ADD CONSTRAINT "_careers_page_v_version_values_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_page_v_version_values_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_careers_page_v" ADD CONSTRAINT "_careers_page_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_careers_page_v_locales" ADD CONSTRAINT "_careers_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_careers_page_v_locales" ADD CONSTRAINT "_careers_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_careers_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_products_services_page_v" ADD CONSTRAINT "_products_services_page_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_services_page_v_locales" ADD CONSTRAINT "_products_services_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_products_services_page_v_locales" ADD CONSTRAINT "_products_services_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_products_services_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_network_page_v_version_stats" ADD CONSTRAINT "_network_page_v_version_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_network_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_network_page_v_version_stats_locales" ADD CONSTRAINT "_network_page_v_version_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_network_page_v_version_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_network_page_v_version_partners_items_countries" ADD CONSTRAINT "_network_page_v_version_partners_items_countries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_network_page_v_version_partners_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_network_page_v_version_partners_items_countries_locales" ADD CONSTRAINT "_network_page_v_version_partners_items_countries_locales__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_network_page_v_version_partners_items_countries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_network_page_v_version_partners_items" ADD CONSTRAINT "_network_page_v_version_partners_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_network_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_network_page_v_version_partners_items_locales" ADD CONSTRAINT "_network_page_v_version_partners_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_network_page_v_version_partners_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_network_page_v_version_infrastructure_items" ADD CONSTRAINT "_network_page_v_version_infrastructure_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_network_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_network_page_v_version_infrastructure_items_locales" ADD CONSTRAINT "_network_page_v_version_infrastructure_items_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_network_page_v_version_infrastructure_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_network_page_v" ADD CONSTRAINT "_network_page_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_network_page_v_locales" ADD CONSTRAINT "_network_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_network_page_v_locales" ADD CONSTRAINT "_network_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_network_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_partnership_page_v_version_models_items_benefits" ADD CONSTRAINT "_partnership_page_v_version_models_items_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_partnership_page_v_version_models_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_partnership_page_v_version_models_items_benefits_locales" ADD CONSTRAINT "_partnership_page_v_version_models_items_benefits_locales_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_partnership_page_v_version_models_items_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_partnership_page_v_version_models_items" ADD CONSTRAINT "_partnership_page_v_version_models_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_partnership_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_partnership_page_v_version_models_items_locales" ADD CONSTRAINT "_partnership_page_v_version_models_items_locales_parent_i_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_partnership_page_v_version_models_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_partnership_page_v_version_requirements_items" ADD CONSTRAINT "_partnership_page_v_version_requirements_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_partnership_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_partnership_page_v_version_requirements_items_locales" ADD CONSTRAINT "_partnership_page_v_version_requirements_items_locales_pa_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_partnership_page_v_version_requirements_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_partnership_page_v" ADD CONSTRAINT "_partnership_page_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_partnership_page_v_locales" ADD CONSTRAINT "_partnership_page_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_partnership_page_v_locales" ADD CONSTRAINT "_partnership_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_partnership_page_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_products_v_version_features_order_idx" ON "_products_v_version_features" USING btree ("_order");
  CREATE INDEX "_products_v_version_features_parent_id_idx" ON "_products_v_version_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_features_locales_locale_parent_id_unique" ON "_products_v_version_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_benefits_order_idx" ON "_products_v_version_benefits" USING btree ("_order");
  CREATE INDEX "_products_v_version_benefits_parent_id_idx" ON "_products_v_version_benefits" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_benefits_locales_locale_parent_id_unique" ON "_products_v_version_benefits_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_sections_items_order_idx" ON "_products_v_version_sections_items" USING btree ("_order");
  CREATE INDEX "_products_v_version_sections_items_parent_id_idx" ON "_products_v_version_sections_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_sections_items_locales_locale_parent_id_" ON "_products_v_version_sections_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_version_sections_order_idx" ON "_products_v_version_sections" USING btree ("_order");
  CREATE INDEX "_products_v_version_sections_parent_id_idx" ON "_products_v_version_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_products_v_version_sections_locales_locale_parent_id_unique" ON "_products_v_version_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_v_parent_idx" ON "_products_v" USING btree ("parent_id");
  CREATE INDEX "_products_v_version_version_slug_idx" ON "_products_v" USING btree ("version_slug");
  CREATE INDEX "_products_v_version_version_translation_status_idx" ON "_products_v" USING btree ("version_translation_status");
  CREATE INDEX "_products_v_version_version_edited_by_idx" ON "_products_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_products_v_version_version_updated_at_idx" ON "_products_v" USING btree ("version_updated_at");
  CREATE INDEX "_products_v_version_version_created_at_idx" ON "_products_v" USING btree ("version_created_at");
  CREATE INDEX "_products_v_version_version__status_idx" ON "_products_v" USING btree ("version__status");
  CREATE INDEX "_products_v_created_at_idx" ON "_products_v" USING btree ("created_at");
  CREATE INDEX "_products_v_updated_at_idx" ON "_products_v" USING btree ("updated_at");
  CREATE INDEX "_products_v_snapshot_idx" ON "_products_v" USING btree ("snapshot");
  CREATE INDEX "_products_v_published_locale_idx" ON "_products_v" USING btree ("published_locale");
  CREATE INDEX "_products_v_latest_idx" ON "_products_v" USING btree ("latest");
  CREATE INDEX "_products_v_autosave_idx" ON "_products_v" USING btree ("autosave");
  CREATE INDEX "_products_v_version_meta_version_meta_image_idx" ON "_products_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_products_v_locales_locale_parent_id_unique" ON "_products_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_regions_v_version_figures_order_idx" ON "_regions_v_version_figures" USING btree ("_order");
  CREATE INDEX "_regions_v_version_figures_parent_id_idx" ON "_regions_v_version_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_regions_v_version_figures_locales_locale_parent_id_unique" ON "_regions_v_version_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_regions_v_version_countries_partners_order_idx" ON "_regions_v_version_countries_partners" USING btree ("_order");
  CREATE INDEX "_regions_v_version_countries_partners_parent_id_idx" ON "_regions_v_version_countries_partners" USING btree ("_parent_id");
  CREATE INDEX "_regions_v_version_countries_services_order_idx" ON "_regions_v_version_countries_services" USING btree ("_order");
  CREATE INDEX "_regions_v_version_countries_services_parent_id_idx" ON "_regions_v_version_countries_services" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_regions_v_version_countries_services_locales_locale_parent_" ON "_regions_v_version_countries_services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_regions_v_version_countries_order_idx" ON "_regions_v_version_countries" USING btree ("_order");
  CREATE INDEX "_regions_v_version_countries_parent_id_idx" ON "_regions_v_version_countries" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_regions_v_version_countries_locales_locale_parent_id_unique" ON "_regions_v_version_countries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_regions_v_version_highlights_cards_order_idx" ON "_regions_v_version_highlights_cards" USING btree ("_order");
  CREATE INDEX "_regions_v_version_highlights_cards_parent_id_idx" ON "_regions_v_version_highlights_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_regions_v_version_highlights_cards_locales_locale_parent_id" ON "_regions_v_version_highlights_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_regions_v_version_roadmap_goals_order_idx" ON "_regions_v_version_roadmap_goals" USING btree ("_order");
  CREATE INDEX "_regions_v_version_roadmap_goals_parent_id_idx" ON "_regions_v_version_roadmap_goals" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_regions_v_version_roadmap_goals_locales_locale_parent_id_un" ON "_regions_v_version_roadmap_goals_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_regions_v_version_home_card_features_order_idx" ON "_regions_v_version_home_card_features" USING btree ("_order");
  CREATE INDEX "_regions_v_version_home_card_features_parent_id_idx" ON "_regions_v_version_home_card_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_regions_v_version_home_card_features_locales_locale_parent_" ON "_regions_v_version_home_card_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_regions_v_parent_idx" ON "_regions_v" USING btree ("parent_id");
  CREATE INDEX "_regions_v_version_version_slug_idx" ON "_regions_v" USING btree ("version_slug");
  CREATE INDEX "_regions_v_version_version_report_idx" ON "_regions_v" USING btree ("version_report_id");
  CREATE INDEX "_regions_v_version_home_card_version_home_card_image_idx" ON "_regions_v" USING btree ("version_home_card_image_id");
  CREATE INDEX "_regions_v_version_version_translation_status_idx" ON "_regions_v" USING btree ("version_translation_status");
  CREATE INDEX "_regions_v_version_version_edited_by_idx" ON "_regions_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_regions_v_version_version_updated_at_idx" ON "_regions_v" USING btree ("version_updated_at");
  CREATE INDEX "_regions_v_version_version_created_at_idx" ON "_regions_v" USING btree ("version_created_at");
  CREATE INDEX "_regions_v_version_version__status_idx" ON "_regions_v" USING btree ("version__status");
  CREATE INDEX "_regions_v_created_at_idx" ON "_regions_v" USING btree ("created_at");
  CREATE INDEX "_regions_v_updated_at_idx" ON "_regions_v" USING btree ("updated_at");
  CREATE INDEX "_regions_v_snapshot_idx" ON "_regions_v" USING btree ("snapshot");
  CREATE INDEX "_regions_v_published_locale_idx" ON "_regions_v" USING btree ("published_locale");
  CREATE INDEX "_regions_v_latest_idx" ON "_regions_v" USING btree ("latest");
  CREATE INDEX "_regions_v_autosave_idx" ON "_regions_v" USING btree ("autosave");
  CREATE INDEX "_regions_v_version_meta_version_meta_image_idx" ON "_regions_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_regions_v_locales_locale_parent_id_unique" ON "_regions_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_timeline_entries_v_parent_idx" ON "_timeline_entries_v" USING btree ("parent_id");
  CREATE INDEX "_timeline_entries_v_version_version_edited_by_idx" ON "_timeline_entries_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_timeline_entries_v_version_version_updated_at_idx" ON "_timeline_entries_v" USING btree ("version_updated_at");
  CREATE INDEX "_timeline_entries_v_version_version_created_at_idx" ON "_timeline_entries_v" USING btree ("version_created_at");
  CREATE INDEX "_timeline_entries_v_version_version__status_idx" ON "_timeline_entries_v" USING btree ("version__status");
  CREATE INDEX "_timeline_entries_v_created_at_idx" ON "_timeline_entries_v" USING btree ("created_at");
  CREATE INDEX "_timeline_entries_v_updated_at_idx" ON "_timeline_entries_v" USING btree ("updated_at");
  CREATE INDEX "_timeline_entries_v_snapshot_idx" ON "_timeline_entries_v" USING btree ("snapshot");
  CREATE INDEX "_timeline_entries_v_published_locale_idx" ON "_timeline_entries_v" USING btree ("published_locale");
  CREATE INDEX "_timeline_entries_v_latest_idx" ON "_timeline_entries_v" USING btree ("latest");
  CREATE INDEX "_timeline_entries_v_autosave_idx" ON "_timeline_entries_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_timeline_entries_v_locales_locale_parent_id_unique" ON "_timeline_entries_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_translation_status_idx" ON "_pages_v" USING btree ("version_translation_status");
  CREATE INDEX "_pages_v_version_version_edited_by_idx" ON "_pages_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_flag_strip_countries_order_idx" ON "_home_page_v_version_flag_strip_countries" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_flag_strip_countries_parent_id_idx" ON "_home_page_v_version_flag_strip_countries" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_flag_strip_countries_locales_locale_par" ON "_home_page_v_version_flag_strip_countries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_services_cards_features_order_idx" ON "_home_page_v_version_services_cards_features" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_services_cards_features_parent_id_idx" ON "_home_page_v_version_services_cards_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_services_cards_features_locales_locale_" ON "_home_page_v_version_services_cards_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_services_cards_order_idx" ON "_home_page_v_version_services_cards" USING btree ("_order");
  CREATE INDEX "_home_page_v_version_services_cards_parent_id_idx" ON "_home_page_v_version_services_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_home_page_v_version_services_cards_locales_locale_parent_id" ON "_home_page_v_version_services_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_home_page_v_version_version_translation_status_idx" ON "_home_page_v" USING btree ("version_translation_status");
  CREATE INDEX "_home_page_v_version_version_edited_by_idx" ON "_home_page_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_home_page_v_version_version__status_idx" ON "_home_page_v" USING btree ("version__status");
  CREATE INDEX "_home_page_v_created_at_idx" ON "_home_page_v" USING btree ("created_at");
  CREATE INDEX "_home_page_v_updated_at_idx" ON "_home_page_v" USING btree ("updated_at");
  CREATE INDEX "_home_page_v_snapshot_idx" ON "_home_page_v" USING btree ("snapshot");
  CREATE INDEX "_home_page_v_published_locale_idx" ON "_home_page_v" USING btree ("published_locale");
  CREATE INDEX "_home_page_v_latest_idx" ON "_home_page_v" USING btree ("latest");
  CREATE INDEX "_home_page_v_autosave_idx" ON "_home_page_v" USING btree ("autosave");
  CREATE INDEX "_home_page_v_version_meta_version_meta_image_idx" ON "_home_page_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_home_page_v_locales_locale_parent_id_unique" ON "_home_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_stats_order_idx" ON "_about_page_v_version_stats" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_stats_parent_id_idx" ON "_about_page_v_version_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_stats_locales_locale_parent_id_unique" ON "_about_page_v_version_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_story_paragraphs_order_idx" ON "_about_page_v_version_story_paragraphs" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_story_paragraphs_parent_id_idx" ON "_about_page_v_version_story_paragraphs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_story_paragraphs_locales_locale_parent" ON "_about_page_v_version_story_paragraphs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_strengths_items_order_idx" ON "_about_page_v_version_strengths_items" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_strengths_items_parent_id_idx" ON "_about_page_v_version_strengths_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_page_v_version_strengths_items_locales_locale_parent_" ON "_about_page_v_version_strengths_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_version_translation_status_idx" ON "_about_page_v" USING btree ("version_translation_status");
  CREATE INDEX "_about_page_v_version_version_edited_by_idx" ON "_about_page_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_about_page_v_version_version__status_idx" ON "_about_page_v" USING btree ("version__status");
  CREATE INDEX "_about_page_v_created_at_idx" ON "_about_page_v" USING btree ("created_at");
  CREATE INDEX "_about_page_v_updated_at_idx" ON "_about_page_v" USING btree ("updated_at");
  CREATE INDEX "_about_page_v_snapshot_idx" ON "_about_page_v" USING btree ("snapshot");
  CREATE INDEX "_about_page_v_published_locale_idx" ON "_about_page_v" USING btree ("published_locale");
  CREATE INDEX "_about_page_v_latest_idx" ON "_about_page_v" USING btree ("latest");
  CREATE INDEX "_about_page_v_autosave_idx" ON "_about_page_v" USING btree ("autosave");
  CREATE INDEX "_about_page_v_version_meta_version_meta_image_idx" ON "_about_page_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_about_page_v_locales_locale_parent_id_unique" ON "_about_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_page_v_version_benefits_items_order_idx" ON "_careers_page_v_version_benefits_items" USING btree ("_order");
  CREATE INDEX "_careers_page_v_version_benefits_items_parent_id_idx" ON "_careers_page_v_version_benefits_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_careers_page_v_version_benefits_items_locales_locale_parent" ON "_careers_page_v_version_benefits_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_page_v_version_values_items_order_idx" ON "_careers_page_v_version_values_items" USING btree ("_order");
  CREATE INDEX "_careers_page_v_version_values_items_parent_id_idx" ON "_careers_page_v_version_values_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_careers_page_v_version_values_items_locales_locale_parent_i" ON "_careers_page_v_version_values_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_careers_page_v_version_version_translation_status_idx" ON "_careers_page_v" USING btree ("version_translation_status");
  CREATE INDEX "_careers_page_v_version_version_edited_by_idx" ON "_careers_page_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_careers_page_v_version_version__status_idx" ON "_careers_page_v" USING btree ("version__status");
  CREATE INDEX "_careers_page_v_created_at_idx" ON "_careers_page_v" USING btree ("created_at");
  CREATE INDEX "_careers_page_v_updated_at_idx" ON "_careers_page_v" USING btree ("updated_at");
  CREATE INDEX "_careers_page_v_snapshot_idx" ON "_careers_page_v" USING btree ("snapshot");
  CREATE INDEX "_careers_page_v_published_locale_idx" ON "_careers_page_v" USING btree ("published_locale");
  CREATE INDEX "_careers_page_v_latest_idx" ON "_careers_page_v" USING btree ("latest");
  CREATE INDEX "_careers_page_v_autosave_idx" ON "_careers_page_v" USING btree ("autosave");
  CREATE INDEX "_careers_page_v_version_meta_version_meta_image_idx" ON "_careers_page_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_careers_page_v_locales_locale_parent_id_unique" ON "_careers_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_products_services_page_v_version_version_translation_st_idx" ON "_products_services_page_v" USING btree ("version_translation_status");
  CREATE INDEX "_products_services_page_v_version_version_edited_by_idx" ON "_products_services_page_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_products_services_page_v_version_version__status_idx" ON "_products_services_page_v" USING btree ("version__status");
  CREATE INDEX "_products_services_page_v_created_at_idx" ON "_products_services_page_v" USING btree ("created_at");
  CREATE INDEX "_products_services_page_v_updated_at_idx" ON "_products_services_page_v" USING btree ("updated_at");
  CREATE INDEX "_products_services_page_v_snapshot_idx" ON "_products_services_page_v" USING btree ("snapshot");
  CREATE INDEX "_products_services_page_v_published_locale_idx" ON "_products_services_page_v" USING btree ("published_locale");
  CREATE INDEX "_products_services_page_v_latest_idx" ON "_products_services_page_v" USING btree ("latest");
  CREATE INDEX "_products_services_page_v_autosave_idx" ON "_products_services_page_v" USING btree ("autosave");
  CREATE INDEX "_products_services_page_v_version_meta_version_meta_imag_idx" ON "_products_services_page_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_products_services_page_v_locales_locale_parent_id_unique" ON "_products_services_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_network_page_v_version_stats_order_idx" ON "_network_page_v_version_stats" USING btree ("_order");
  CREATE INDEX "_network_page_v_version_stats_parent_id_idx" ON "_network_page_v_version_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_network_page_v_version_stats_locales_locale_parent_id_uniqu" ON "_network_page_v_version_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_network_page_v_version_partners_items_countries_order_idx" ON "_network_page_v_version_partners_items_countries" USING btree ("_order");
  CREATE INDEX "_network_page_v_version_partners_items_countries_parent_id_idx" ON "_network_page_v_version_partners_items_countries" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_network_page_v_version_partners_items_countries_locales_loc" ON "_network_page_v_version_partners_items_countries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_network_page_v_version_partners_items_order_idx" ON "_network_page_v_version_partners_items" USING btree ("_order");
  CREATE INDEX "_network_page_v_version_partners_items_parent_id_idx" ON "_network_page_v_version_partners_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_network_page_v_version_partners_items_locales_locale_parent" ON "_network_page_v_version_partners_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_network_page_v_version_infrastructure_items_order_idx" ON "_network_page_v_version_infrastructure_items" USING btree ("_order");
  CREATE INDEX "_network_page_v_version_infrastructure_items_parent_id_idx" ON "_network_page_v_version_infrastructure_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_network_page_v_version_infrastructure_items_locales_locale_" ON "_network_page_v_version_infrastructure_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_network_page_v_version_version_translation_status_idx" ON "_network_page_v" USING btree ("version_translation_status");
  CREATE INDEX "_network_page_v_version_version_edited_by_idx" ON "_network_page_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_network_page_v_version_version__status_idx" ON "_network_page_v" USING btree ("version__status");
  CREATE INDEX "_network_page_v_created_at_idx" ON "_network_page_v" USING btree ("created_at");
  CREATE INDEX "_network_page_v_updated_at_idx" ON "_network_page_v" USING btree ("updated_at");
  CREATE INDEX "_network_page_v_snapshot_idx" ON "_network_page_v" USING btree ("snapshot");
  CREATE INDEX "_network_page_v_published_locale_idx" ON "_network_page_v" USING btree ("published_locale");
  CREATE INDEX "_network_page_v_latest_idx" ON "_network_page_v" USING btree ("latest");
  CREATE INDEX "_network_page_v_autosave_idx" ON "_network_page_v" USING btree ("autosave");
  CREATE INDEX "_network_page_v_version_meta_version_meta_image_idx" ON "_network_page_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_network_page_v_locales_locale_parent_id_unique" ON "_network_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_partnership_page_v_version_models_items_benefits_order_idx" ON "_partnership_page_v_version_models_items_benefits" USING btree ("_order");
  CREATE INDEX "_partnership_page_v_version_models_items_benefits_parent_id_idx" ON "_partnership_page_v_version_models_items_benefits" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_partnership_page_v_version_models_items_benefits_locales_lo" ON "_partnership_page_v_version_models_items_benefits_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_partnership_page_v_version_models_items_order_idx" ON "_partnership_page_v_version_models_items" USING btree ("_order");
  CREATE INDEX "_partnership_page_v_version_models_items_parent_id_idx" ON "_partnership_page_v_version_models_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_partnership_page_v_version_models_items_locales_locale_pare" ON "_partnership_page_v_version_models_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_partnership_page_v_version_requirements_items_order_idx" ON "_partnership_page_v_version_requirements_items" USING btree ("_order");
  CREATE INDEX "_partnership_page_v_version_requirements_items_parent_id_idx" ON "_partnership_page_v_version_requirements_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_partnership_page_v_version_requirements_items_locales_local" ON "_partnership_page_v_version_requirements_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_partnership_page_v_version_version_translation_status_idx" ON "_partnership_page_v" USING btree ("version_translation_status");
  CREATE INDEX "_partnership_page_v_version_version_edited_by_idx" ON "_partnership_page_v" USING btree ("version_edited_by_id");
  CREATE INDEX "_partnership_page_v_version_version__status_idx" ON "_partnership_page_v" USING btree ("version__status");
  CREATE INDEX "_partnership_page_v_created_at_idx" ON "_partnership_page_v" USING btree ("created_at");
  CREATE INDEX "_partnership_page_v_updated_at_idx" ON "_partnership_page_v" USING btree ("updated_at");
  CREATE INDEX "_partnership_page_v_snapshot_idx" ON "_partnership_page_v" USING btree ("snapshot");
  CREATE INDEX "_partnership_page_v_published_locale_idx" ON "_partnership_page_v" USING btree ("published_locale");
  CREATE INDEX "_partnership_page_v_latest_idx" ON "_partnership_page_v" USING btree ("latest");
  CREATE INDEX "_partnership_page_v_autosave_idx" ON "_partnership_page_v" USING btree ("autosave");
  CREATE INDEX "_partnership_page_v_version_meta_version_meta_image_idx" ON "_partnership_page_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_partnership_page_v_locales_locale_parent_id_unique" ON "_partnership_page_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "products" ADD CONSTRAINT "products_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "regions" ADD CONSTRAINT "regions_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "timeline_entries" ADD CONSTRAINT "timeline_entries_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page" ADD CONSTRAINT "home_page_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_page" ADD CONSTRAINT "about_page_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "careers_page" ADD CONSTRAINT "careers_page_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_services_page" ADD CONSTRAINT "products_services_page_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "network_page" ADD CONSTRAINT "network_page_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "partnership_page" ADD CONSTRAINT "partnership_page_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "products_edited_by_idx" ON "products" USING btree ("edited_by_id");
  CREATE INDEX "products__status_idx" ON "products" USING btree ("_status");
  CREATE INDEX "regions_edited_by_idx" ON "regions" USING btree ("edited_by_id");
  CREATE INDEX "regions__status_idx" ON "regions" USING btree ("_status");
  CREATE INDEX "timeline_entries_edited_by_idx" ON "timeline_entries" USING btree ("edited_by_id");
  CREATE INDEX "timeline_entries__status_idx" ON "timeline_entries" USING btree ("_status");
  CREATE INDEX "pages_edited_by_idx" ON "pages" USING btree ("edited_by_id");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "home_page_edited_by_idx" ON "home_page" USING btree ("edited_by_id");
  CREATE INDEX "home_page__status_idx" ON "home_page" USING btree ("_status");
  CREATE INDEX "about_page_edited_by_idx" ON "about_page" USING btree ("edited_by_id");
  CREATE INDEX "about_page__status_idx" ON "about_page" USING btree ("_status");
  CREATE INDEX "careers_page_edited_by_idx" ON "careers_page" USING btree ("edited_by_id");
  CREATE INDEX "careers_page__status_idx" ON "careers_page" USING btree ("_status");
  CREATE INDEX "products_services_page_edited_by_idx" ON "products_services_page" USING btree ("edited_by_id");
  CREATE INDEX "products_services_page__status_idx" ON "products_services_page" USING btree ("_status");
  CREATE INDEX "network_page_edited_by_idx" ON "network_page" USING btree ("edited_by_id");
  CREATE INDEX "network_page__status_idx" ON "network_page" USING btree ("_status");
  CREATE INDEX "partnership_page_edited_by_idx" ON "partnership_page" USING btree ("edited_by_id");
  CREATE INDEX "partnership_page__status_idx" ON "partnership_page" USING btree ("_status");`)
  // What the site showed stays on it: existing documents and page globals are published.
  await db.execute(sql`
  UPDATE "products" SET "_status" = 'published';
  UPDATE "regions" SET "_status" = 'published';
  UPDATE "timeline_entries" SET "_status" = 'published';
  UPDATE "pages" SET "_status" = 'published';
  UPDATE "home_page" SET "_status" = 'published';
  UPDATE "about_page" SET "_status" = 'published';
  UPDATE "careers_page" SET "_status" = 'published';
  UPDATE "products_services_page" SET "_status" = 'published';
  UPDATE "network_page" SET "_status" = 'published';
  UPDATE "partnership_page" SET "_status" = 'published';`)
  // Each one's content is its first version, so that an editor's first change can be compared
  // and undone. Written through Payload's database adapter, which knows every table a version
  // spans, and only where there is content (a new database is seeded after its migrations).
  const { rows } = await db.execute(sql`SELECT EXISTS (SELECT 1 FROM "products") AS "hasContent"`)
  if (!rows[0]?.hasContent) return
  for (const collection of ['products', 'regions', 'timeline-entries', 'pages'] as const) {
    const { docs } = await payload.db.find({ collection, locale: 'all', limit: 0, pagination: false, req })
    for (const doc of docs as { id: number; updatedAt: string }[]) {
      await payload.db.createVersion({
        collectionSlug: collection,
        parent: doc.id,
        versionData: doc,
        autosave: false,
        createdAt: doc.updatedAt,
        updatedAt: doc.updatedAt,
        req,
      })
    }
  }
  for (const globalSlug of [
    'home-page',
    'about-page',
    'careers-page',
    'products-services-page',
    'network-page',
    'partnership-page',
  ] as const) {
    const doc = await payload.db.findGlobal({ slug: globalSlug, locale: 'all', req })
    if (!doc?.updatedAt) continue
    await payload.db.createGlobalVersion({
      globalSlug,
      versionData: doc,
      autosave: false,
      createdAt: String(doc.updatedAt),
      updatedAt: String(doc.updatedAt),
      req,
    })
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_products_v_version_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_benefits_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_sections_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_sections_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_version_sections_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_regions_v_version_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_regions_v_version_figures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_regions_v_version_countries_partners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_regions_v_version_countries_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_regions_v_version_countries_services_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_regions_v_version_countries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_regions_v_version_countries_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_regions_v_version_highlights_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_regions_v_version_highlights_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_regions_v_version_roadmap_goals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_regions_v_version_roadmap_goals_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_regions_v_version_home_card_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_regions_v_version_home_card_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_regions_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_regions_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_timeline_entries_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_timeline_entries_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_flag_strip_countries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_flag_strip_countries_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_services_cards_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_services_cards_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_services_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_version_services_cards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_home_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_story_paragraphs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_story_paragraphs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_strengths_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_version_strengths_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_page_v_version_benefits_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_page_v_version_benefits_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_page_v_version_values_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_page_v_version_values_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_careers_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_services_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_products_services_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_network_page_v_version_stats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_network_page_v_version_stats_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_network_page_v_version_partners_items_countries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_network_page_v_version_partners_items_countries_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_network_page_v_version_partners_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_network_page_v_version_partners_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_network_page_v_version_infrastructure_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_network_page_v_version_infrastructure_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_network_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_network_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_partnership_page_v_version_models_items_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_partnership_page_v_version_models_items_benefits_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_partnership_page_v_version_models_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_partnership_page_v_version_models_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_partnership_page_v_version_requirements_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_partnership_page_v_version_requirements_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_partnership_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_partnership_page_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_products_v_version_features" CASCADE;
  DROP TABLE "_products_v_version_features_locales" CASCADE;
  DROP TABLE "_products_v_version_benefits" CASCADE;
  DROP TABLE "_products_v_version_benefits_locales" CASCADE;
  DROP TABLE "_products_v_version_sections_items" CASCADE;
  DROP TABLE "_products_v_version_sections_items_locales" CASCADE;
  DROP TABLE "_products_v_version_sections" CASCADE;
  DROP TABLE "_products_v_version_sections_locales" CASCADE;
  DROP TABLE "_products_v" CASCADE;
  DROP TABLE "_products_v_locales" CASCADE;
  DROP TABLE "_regions_v_version_figures" CASCADE;
  DROP TABLE "_regions_v_version_figures_locales" CASCADE;
  DROP TABLE "_regions_v_version_countries_partners" CASCADE;
  DROP TABLE "_regions_v_version_countries_services" CASCADE;
  DROP TABLE "_regions_v_version_countries_services_locales" CASCADE;
  DROP TABLE "_regions_v_version_countries" CASCADE;
  DROP TABLE "_regions_v_version_countries_locales" CASCADE;
  DROP TABLE "_regions_v_version_highlights_cards" CASCADE;
  DROP TABLE "_regions_v_version_highlights_cards_locales" CASCADE;
  DROP TABLE "_regions_v_version_roadmap_goals" CASCADE;
  DROP TABLE "_regions_v_version_roadmap_goals_locales" CASCADE;
  DROP TABLE "_regions_v_version_home_card_features" CASCADE;
  DROP TABLE "_regions_v_version_home_card_features_locales" CASCADE;
  DROP TABLE "_regions_v" CASCADE;
  DROP TABLE "_regions_v_locales" CASCADE;
  DROP TABLE "_timeline_entries_v" CASCADE;
  DROP TABLE "_timeline_entries_v_locales" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "_home_page_v_version_flag_strip_countries" CASCADE;
  DROP TABLE "_home_page_v_version_flag_strip_countries_locales" CASCADE;
  DROP TABLE "_home_page_v_version_services_cards_features" CASCADE;
  DROP TABLE "_home_page_v_version_services_cards_features_locales" CASCADE;
  DROP TABLE "_home_page_v_version_services_cards" CASCADE;
  DROP TABLE "_home_page_v_version_services_cards_locales" CASCADE;
  DROP TABLE "_home_page_v" CASCADE;
  DROP TABLE "_home_page_v_locales" CASCADE;
  DROP TABLE "_about_page_v_version_stats" CASCADE;
  DROP TABLE "_about_page_v_version_stats_locales" CASCADE;
  DROP TABLE "_about_page_v_version_story_paragraphs" CASCADE;
  DROP TABLE "_about_page_v_version_story_paragraphs_locales" CASCADE;
  DROP TABLE "_about_page_v_version_strengths_items" CASCADE;
  DROP TABLE "_about_page_v_version_strengths_items_locales" CASCADE;
  DROP TABLE "_about_page_v" CASCADE;
  DROP TABLE "_about_page_v_locales" CASCADE;
  DROP TABLE "_careers_page_v_version_benefits_items" CASCADE;
  DROP TABLE "_careers_page_v_version_benefits_items_locales" CASCADE;
  DROP TABLE "_careers_page_v_version_values_items" CASCADE;
  DROP TABLE "_careers_page_v_version_values_items_locales" CASCADE;
  DROP TABLE "_careers_page_v" CASCADE;
  DROP TABLE "_careers_page_v_locales" CASCADE;
  DROP TABLE "_products_services_page_v" CASCADE;
  DROP TABLE "_products_services_page_v_locales" CASCADE;
  DROP TABLE "_network_page_v_version_stats" CASCADE;
  DROP TABLE "_network_page_v_version_stats_locales" CASCADE;
  DROP TABLE "_network_page_v_version_partners_items_countries" CASCADE;
  DROP TABLE "_network_page_v_version_partners_items_countries_locales" CASCADE;
  DROP TABLE "_network_page_v_version_partners_items" CASCADE;
  DROP TABLE "_network_page_v_version_partners_items_locales" CASCADE;
  DROP TABLE "_network_page_v_version_infrastructure_items" CASCADE;
  DROP TABLE "_network_page_v_version_infrastructure_items_locales" CASCADE;
  DROP TABLE "_network_page_v" CASCADE;
  DROP TABLE "_network_page_v_locales" CASCADE;
  DROP TABLE "_partnership_page_v_version_models_items_benefits" CASCADE;
  DROP TABLE "_partnership_page_v_version_models_items_benefits_locales" CASCADE;
  DROP TABLE "_partnership_page_v_version_models_items" CASCADE;
  DROP TABLE "_partnership_page_v_version_models_items_locales" CASCADE;
  DROP TABLE "_partnership_page_v_version_requirements_items" CASCADE;
  DROP TABLE "_partnership_page_v_version_requirements_items_locales" CASCADE;
  DROP TABLE "_partnership_page_v" CASCADE;
  DROP TABLE "_partnership_page_v_locales" CASCADE;
  ALTER TABLE "products" DROP CONSTRAINT "products_edited_by_id_users_id_fk";
  
  ALTER TABLE "regions" DROP CONSTRAINT "regions_edited_by_id_users_id_fk";
  
  ALTER TABLE "timeline_entries" DROP CONSTRAINT "timeline_entries_edited_by_id_users_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_edited_by_id_users_id_fk";
  
  ALTER TABLE "home_page" DROP CONSTRAINT "home_page_edited_by_id_users_id_fk";
  
  ALTER TABLE "about_page" DROP CONSTRAINT "about_page_edited_by_id_users_id_fk";
  
  ALTER TABLE "careers_page" DROP CONSTRAINT "careers_page_edited_by_id_users_id_fk";
  
  ALTER TABLE "products_services_page" DROP CONSTRAINT "products_services_page_edited_by_id_users_id_fk";
  
  ALTER TABLE "network_page" DROP CONSTRAINT "network_page_edited_by_id_users_id_fk";
  
  ALTER TABLE "partnership_page" DROP CONSTRAINT "partnership_page_edited_by_id_users_id_fk";
  
  ALTER TABLE "timeline_entries" DROP COLUMN "_status";
  DROP TYPE "public"."enum_timeline_entries_status";
  CREATE TYPE "public"."enum_timeline_entries_status" AS ENUM('completed', 'future');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendEmail', 'removeStoredFiles', 'purgeExpiredSubmissions', 'sweepOrphanedFiles', 'expireCacheTags');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendEmail', 'removeStoredFiles', 'purgeExpiredSubmissions', 'sweepOrphanedFiles', 'expireCacheTags');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "products_edited_by_idx";
  DROP INDEX "products__status_idx";
  DROP INDEX "regions_edited_by_idx";
  DROP INDEX "regions__status_idx";
  DROP INDEX "timeline_entries_edited_by_idx";
  DROP INDEX "pages_edited_by_idx";
  DROP INDEX "pages__status_idx";
  DROP INDEX "home_page_edited_by_idx";
  DROP INDEX "home_page__status_idx";
  DROP INDEX "about_page_edited_by_idx";
  DROP INDEX "about_page__status_idx";
  DROP INDEX "careers_page_edited_by_idx";
  DROP INDEX "careers_page__status_idx";
  DROP INDEX "products_services_page_edited_by_idx";
  DROP INDEX "products_services_page__status_idx";
  DROP INDEX "network_page_edited_by_idx";
  DROP INDEX "network_page__status_idx";
  DROP INDEX "partnership_page_edited_by_idx";
  DROP INDEX "partnership_page__status_idx";
  ALTER TABLE "products_features_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "products_benefits_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "products_sections_items_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "products_sections_locales" ALTER COLUMN "heading" SET NOT NULL;
  ALTER TABLE "products" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "products_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "products_locales" ALTER COLUMN "summary" SET NOT NULL;
  ALTER TABLE "products_locales" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "regions_figures" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "regions_figures_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "regions_countries_partners" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "regions_countries_services_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "regions_countries" ALTER COLUMN "subscribers" SET NOT NULL;
  ALTER TABLE "regions_countries_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "regions_highlights_cards_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "regions_roadmap_goals_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "regions_home_card_features_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "regions" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "regions_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "regions_locales" ALTER COLUMN "headline" SET NOT NULL;
  ALTER TABLE "regions_locales" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "timeline_entries" ALTER COLUMN "year" SET NOT NULL;
  ALTER TABLE "timeline_entries" ALTER COLUMN "status" DROP DEFAULT;
  ALTER TABLE "timeline_entries" ALTER COLUMN "status" SET DATA TYPE "public"."enum_timeline_entries_status" USING "status"::text::"public"."enum_timeline_entries_status";
  ALTER TABLE "timeline_entries" ALTER COLUMN "status" SET DEFAULT 'completed';
  ALTER TABLE "timeline_entries" ALTER COLUMN "status" SET NOT NULL;
  ALTER TABLE "timeline_entries_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "timeline_entries_locales" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "pages_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_locales" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "home_page_flag_strip_countries" ALTER COLUMN "code" SET NOT NULL;
  ALTER TABLE "home_page_flag_strip_countries_locales" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "home_page_services_cards_features_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "home_page_services_cards_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "hero_heading" SET NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "hero_primary_label" SET NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "hero_secondary_label" SET NOT NULL;
  ALTER TABLE "home_page_locales" ALTER COLUMN "flag_strip_label" SET NOT NULL;
  ALTER TABLE "about_page_stats" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "about_page_stats_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "about_page_story_paragraphs_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "about_page_strengths_items_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "about_page_locales" ALTER COLUMN "hero_heading" SET NOT NULL;
  ALTER TABLE "careers_page_benefits_items_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "careers_page_values_items_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "careers_page_locales" ALTER COLUMN "hero_heading" SET NOT NULL;
  ALTER TABLE "products_services_page_locales" ALTER COLUMN "hero_heading" SET NOT NULL;
  ALTER TABLE "products_services_page_locales" ALTER COLUMN "call_to_action_quote_label" SET NOT NULL;
  ALTER TABLE "products_services_page_locales" ALTER COLUMN "call_to_action_partner_label" SET NOT NULL;
  ALTER TABLE "network_page_stats" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "network_page_stats_locales" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "network_page_partners_items_countries_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "network_page_partners_items_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "network_page_infrastructure_items_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "network_page_locales" ALTER COLUMN "hero_heading" SET NOT NULL;
  ALTER TABLE "partnership_page_models_items_benefits_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "partnership_page_models_items_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "partnership_page_requirements_items_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "partnership_page_locales" ALTER COLUMN "hero_heading" SET NOT NULL;
  ALTER TABLE "partnership_page_locales" ALTER COLUMN "application_review_time" SET NOT NULL;
  ALTER TABLE "products" DROP COLUMN "edited_by_id";
  ALTER TABLE "products" DROP COLUMN "_status";
  ALTER TABLE "regions" DROP COLUMN "edited_by_id";
  ALTER TABLE "regions" DROP COLUMN "_status";
  ALTER TABLE "timeline_entries" DROP COLUMN "edited_by_id";
  ALTER TABLE "pages" DROP COLUMN "edited_by_id";
  ALTER TABLE "pages" DROP COLUMN "_status";
  ALTER TABLE "home_page" DROP COLUMN "edited_by_id";
  ALTER TABLE "home_page" DROP COLUMN "_status";
  ALTER TABLE "about_page" DROP COLUMN "edited_by_id";
  ALTER TABLE "about_page" DROP COLUMN "_status";
  ALTER TABLE "careers_page" DROP COLUMN "edited_by_id";
  ALTER TABLE "careers_page" DROP COLUMN "_status";
  ALTER TABLE "products_services_page" DROP COLUMN "edited_by_id";
  ALTER TABLE "products_services_page" DROP COLUMN "_status";
  ALTER TABLE "network_page" DROP COLUMN "edited_by_id";
  ALTER TABLE "network_page" DROP COLUMN "_status";
  ALTER TABLE "partnership_page" DROP COLUMN "edited_by_id";
  ALTER TABLE "partnership_page" DROP COLUMN "_status";
  DROP TYPE "public"."enum_products_status";
  DROP TYPE "public"."enum__products_v_version_features_icon";
  DROP TYPE "public"."enum__products_v_version_sections_items_icon";
  DROP TYPE "public"."enum__products_v_version_icon";
  DROP TYPE "public"."enum__products_v_version_translation_status";
  DROP TYPE "public"."enum__products_v_version_status";
  DROP TYPE "public"."enum__products_v_published_locale";
  DROP TYPE "public"."enum_regions_status";
  DROP TYPE "public"."enum__regions_v_version_highlights_cards_icon";
  DROP TYPE "public"."enum__regions_v_version_translation_status";
  DROP TYPE "public"."enum__regions_v_version_status";
  DROP TYPE "public"."enum__regions_v_published_locale";
  DROP TYPE "public"."enum_timeline_entries_stage";
  DROP TYPE "public"."enum__timeline_entries_v_version_status";
  DROP TYPE "public"."enum__timeline_entries_v_published_locale";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_translation_status";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum_home_page_status";
  DROP TYPE "public"."enum__home_page_v_version_services_cards_icon";
  DROP TYPE "public"."enum__home_page_v_version_translation_status";
  DROP TYPE "public"."enum__home_page_v_version_status";
  DROP TYPE "public"."enum__home_page_v_published_locale";
  DROP TYPE "public"."enum_about_page_status";
  DROP TYPE "public"."enum__about_page_v_version_strengths_items_icon";
  DROP TYPE "public"."enum__about_page_v_version_translation_status";
  DROP TYPE "public"."enum__about_page_v_version_status";
  DROP TYPE "public"."enum__about_page_v_published_locale";
  DROP TYPE "public"."enum_careers_page_status";
  DROP TYPE "public"."enum__careers_page_v_version_benefits_items_icon";
  DROP TYPE "public"."enum__careers_page_v_version_values_items_icon";
  DROP TYPE "public"."enum__careers_page_v_version_translation_status";
  DROP TYPE "public"."enum__careers_page_v_version_status";
  DROP TYPE "public"."enum__careers_page_v_published_locale";
  DROP TYPE "public"."enum_products_services_page_status";
  DROP TYPE "public"."enum__products_services_page_v_version_translation_status";
  DROP TYPE "public"."enum__products_services_page_v_version_status";
  DROP TYPE "public"."enum__products_services_page_v_published_locale";
  DROP TYPE "public"."enum_network_page_status";
  DROP TYPE "public"."enum__network_page_v_version_partners_items_icon";
  DROP TYPE "public"."enum__network_page_v_version_infrastructure_items_icon";
  DROP TYPE "public"."enum__network_page_v_version_translation_status";
  DROP TYPE "public"."enum__network_page_v_version_status";
  DROP TYPE "public"."enum__network_page_v_published_locale";
  DROP TYPE "public"."enum_partnership_page_status";
  DROP TYPE "public"."enum__partnership_page_v_version_models_items_icon";
  DROP TYPE "public"."enum__partnership_page_v_version_translation_status";
  DROP TYPE "public"."enum__partnership_page_v_version_status";
  DROP TYPE "public"."enum__partnership_page_v_published_locale";`)
}
