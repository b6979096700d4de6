import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('en', 'fr');
  CREATE TYPE "public"."enum_contact_submissions_service_interest" AS ENUM('vas', 'fintech', 'marketplace', 'enterprise', 'ai', '5g-infotainment');
  CREATE TYPE "public"."enum_contact_submissions_status" AS ENUM('new', 'contacted', 'completed');
  CREATE TYPE "public"."enum_quote_requests_service_type" AS ENUM('vas', 'fintech', 'marketplace', 'enterprise', 'ai', '5g-infotainment', 'custom');
  CREATE TYPE "public"."enum_quote_requests_timeline" AS ENUM('immediate', 'short', 'medium', 'long');
  CREATE TYPE "public"."enum_quote_requests_budget" AS ENUM('10k-50k', '50k-100k', '100k-500k', '500k+', 'discuss');
  CREATE TYPE "public"."enum_quote_requests_status" AS ENUM('new', 'contacted', 'quoted', 'closed');
  CREATE TYPE "public"."enum_partnership_applications_partnership_type" AS ENUM('strategic', 'channel', 'technology', 'regional');
  CREATE TYPE "public"."enum_partnership_applications_status" AS ENUM('new', 'under_review', 'approved', 'rejected');
  CREATE TYPE "public"."enum_career_applications_experience" AS ENUM('0-2', '3-5', '6-10', '10+');
  CREATE TYPE "public"."enum_career_applications_availability" AS ENUM('immediate', '2-weeks', '1-month', '2-months');
  CREATE TYPE "public"."enum_career_applications_status" AS ENUM('new', 'reviewed', 'interviewed', 'accepted', 'rejected');
  CREATE TYPE "public"."enum_job_postings_employment_type" AS ENUM('full-time', 'part-time', 'contract', 'internship');
  CREATE TYPE "public"."enum_job_postings_status" AS ENUM('active', 'inactive', 'draft');
  CREATE TYPE "public"."enum_products_features_icon" AS ENUM('smartphone', 'wallet', 'store', 'building', 'brain', 'message', 'play', 'music', 'ticket', 'home', 'headset', 'globe', 'shield', 'zap', 'users', 'chart', 'cloud', 'radio', 'award', 'target', 'rocket', 'handshake', 'heart', 'lightbulb', 'server', 'clock', 'trending-up', 'graduation-cap');
  CREATE TYPE "public"."enum_products_sections_items_icon" AS ENUM('smartphone', 'wallet', 'store', 'building', 'brain', 'message', 'play', 'music', 'ticket', 'home', 'headset', 'globe', 'shield', 'zap', 'users', 'chart', 'cloud', 'radio', 'award', 'target', 'rocket', 'handshake', 'heart', 'lightbulb', 'server', 'clock', 'trending-up', 'graduation-cap');
  CREATE TYPE "public"."enum_products_icon" AS ENUM('smartphone', 'wallet', 'store', 'building', 'brain', 'message', 'play', 'music', 'ticket', 'home', 'headset', 'globe', 'shield', 'zap', 'users', 'chart', 'cloud', 'radio', 'award', 'target', 'rocket', 'handshake', 'heart', 'lightbulb', 'server', 'clock', 'trending-up', 'graduation-cap');
  CREATE TYPE "public"."enum_regions_highlights_cards_icon" AS ENUM('smartphone', 'wallet', 'store', 'building', 'brain', 'message', 'play', 'music', 'ticket', 'home', 'headset', 'globe', 'shield', 'zap', 'users', 'chart', 'cloud', 'radio', 'award', 'target', 'rocket', 'handshake', 'heart', 'lightbulb', 'server', 'clock', 'trending-up', 'graduation-cap');
  CREATE TYPE "public"."enum_timeline_entries_status" AS ENUM('completed', 'future');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'recruiter');
  CREATE TYPE "public"."enum_home_page_services_cards_icon" AS ENUM('smartphone', 'wallet', 'store', 'building', 'brain', 'message', 'play', 'music', 'ticket', 'home', 'headset', 'globe', 'shield', 'zap', 'users', 'chart', 'cloud', 'radio', 'award', 'target', 'rocket', 'handshake', 'heart', 'lightbulb', 'server', 'clock', 'trending-up', 'graduation-cap');
  CREATE TYPE "public"."enum_about_page_strengths_items_icon" AS ENUM('smartphone', 'wallet', 'store', 'building', 'brain', 'message', 'play', 'music', 'ticket', 'home', 'headset', 'globe', 'shield', 'zap', 'users', 'chart', 'cloud', 'radio', 'award', 'target', 'rocket', 'handshake', 'heart', 'lightbulb', 'server', 'clock', 'trending-up', 'graduation-cap');
  CREATE TYPE "public"."enum_careers_page_benefits_items_icon" AS ENUM('smartphone', 'wallet', 'store', 'building', 'brain', 'message', 'play', 'music', 'ticket', 'home', 'headset', 'globe', 'shield', 'zap', 'users', 'chart', 'cloud', 'radio', 'award', 'target', 'rocket', 'handshake', 'heart', 'lightbulb', 'server', 'clock', 'trending-up', 'graduation-cap');
  CREATE TYPE "public"."enum_careers_page_values_items_icon" AS ENUM('smartphone', 'wallet', 'store', 'building', 'brain', 'message', 'play', 'music', 'ticket', 'home', 'headset', 'globe', 'shield', 'zap', 'users', 'chart', 'cloud', 'radio', 'award', 'target', 'rocket', 'handshake', 'heart', 'lightbulb', 'server', 'clock', 'trending-up', 'graduation-cap');
  CREATE TYPE "public"."enum_network_page_partners_items_icon" AS ENUM('smartphone', 'wallet', 'store', 'building', 'brain', 'message', 'play', 'music', 'ticket', 'home', 'headset', 'globe', 'shield', 'zap', 'users', 'chart', 'cloud', 'radio', 'award', 'target', 'rocket', 'handshake', 'heart', 'lightbulb', 'server', 'clock', 'trending-up', 'graduation-cap');
  CREATE TYPE "public"."enum_network_page_infrastructure_items_icon" AS ENUM('smartphone', 'wallet', 'store', 'building', 'brain', 'message', 'play', 'music', 'ticket', 'home', 'headset', 'globe', 'shield', 'zap', 'users', 'chart', 'cloud', 'radio', 'award', 'target', 'rocket', 'handshake', 'heart', 'lightbulb', 'server', 'clock', 'trending-up', 'graduation-cap');
  CREATE TYPE "public"."enum_partnership_page_models_items_icon" AS ENUM('smartphone', 'wallet', 'store', 'building', 'brain', 'message', 'play', 'music', 'ticket', 'home', 'headset', 'globe', 'shield', 'zap', 'users', 'chart', 'cloud', 'radio', 'award', 'target', 'rocket', 'handshake', 'heart', 'lightbulb', 'server', 'clock', 'trending-up', 'graduation-cap');
  CREATE TABLE "contact_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"company_operator" varchar,
  	"service_interest" "enum_contact_submissions_service_interest",
  	"project_details" varchar NOT NULL,
  	"status" "enum_contact_submissions_status" DEFAULT 'new' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "quote_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company_name" varchar NOT NULL,
  	"contact_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"country" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"service_type" "enum_quote_requests_service_type" NOT NULL,
  	"timeline" "enum_quote_requests_timeline" NOT NULL,
  	"budget" "enum_quote_requests_budget" NOT NULL,
  	"project_description" varchar NOT NULL,
  	"status" "enum_quote_requests_status" DEFAULT 'new' NOT NULL,
  	"consent_given_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "partnership_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"company" varchar NOT NULL,
  	"contact" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"country" varchar NOT NULL,
  	"partnership_type" "enum_partnership_applications_partnership_type" NOT NULL,
  	"description" varchar NOT NULL,
  	"proposal" varchar NOT NULL,
  	"status" "enum_partnership_applications_status" DEFAULT 'new' NOT NULL,
  	"consent_given_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "career_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar NOT NULL,
  	"location" varchar NOT NULL,
  	"linkedin" varchar,
  	"position" varchar NOT NULL,
  	"job_id" integer,
  	"salary" numeric,
  	"experience" "enum_career_applications_experience" NOT NULL,
  	"availability" "enum_career_applications_availability" NOT NULL,
  	"summary" varchar NOT NULL,
  	"skills" varchar NOT NULL,
  	"motivation" varchar NOT NULL,
  	"resume_id" integer NOT NULL,
  	"cover_letter_id" integer,
  	"additional_info" varchar,
  	"updates" boolean DEFAULT false,
  	"status" "enum_career_applications_status" DEFAULT 'new' NOT NULL,
  	"consent_given_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "job_postings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"department" varchar NOT NULL,
  	"location" varchar NOT NULL,
  	"employment_type" "enum_job_postings_employment_type" DEFAULT 'full-time' NOT NULL,
  	"salary_range" varchar,
  	"description" varchar NOT NULL,
  	"requirements" varchar NOT NULL,
  	"status" "enum_job_postings_status" DEFAULT 'active' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "application_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "products_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_products_features_icon"
  );
  
  CREATE TABLE "products_features_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_benefits_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_sections_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_products_sections_items_icon"
  );
  
  CREATE TABLE "products_sections_items_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "products_sections_locales" (
  	"heading" varchar NOT NULL,
  	"intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "products" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"icon" "enum_products_icon",
  	"order" numeric DEFAULT 0,
  	"external_link_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "products_locales" (
  	"title" varchar NOT NULL,
  	"tagline" varchar,
  	"summary" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"external_link_label" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "regions_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "regions_figures_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "regions_countries_partners" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL
  );
  
  CREATE TABLE "regions_countries_services" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "regions_countries_services_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "regions_countries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"flag" varchar,
  	"subscribers" varchar NOT NULL
  );
  
  CREATE TABLE "regions_countries_locales" (
  	"name" varchar NOT NULL,
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "regions_highlights_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_regions_highlights_cards_icon"
  );
  
  CREATE TABLE "regions_highlights_cards_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "regions_roadmap_goals" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "regions_roadmap_goals_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "regions_home_card_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "regions_home_card_features_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "regions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"order" numeric DEFAULT 0,
  	"home_card_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "regions_locales" (
  	"name" varchar NOT NULL,
  	"headline" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"highlights_heading" varchar,
  	"roadmap_heading" varchar,
  	"home_card_description" varchar,
  	"home_card_countries_line" varchar,
  	"home_card_button_label" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "timeline_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" varchar NOT NULL,
  	"status" "enum_timeline_entries_status" DEFAULT 'completed' NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "timeline_entries_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"contact_submissions_id" integer,
  	"quote_requests_id" integer,
  	"partnership_applications_id" integer,
  	"career_applications_id" integer,
  	"job_postings_id" integer,
  	"application_files_id" integer,
  	"products_id" integer,
  	"regions_id" integer,
  	"timeline_entries_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_header_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_header_links_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_footer_product_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"href" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_footer_product_links_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_markets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "site_settings_markets_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_figures_operators" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_figures_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_figures_highlights_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_name" varchar NOT NULL,
  	"contact_address" varchar NOT NULL,
  	"contact_phone" varchar NOT NULL,
  	"contact_email" varchar NOT NULL,
  	"figures_subscribers" varchar NOT NULL,
  	"figures_countries" varchar NOT NULL,
  	"figures_team" varchar NOT NULL,
  	"figures_market_entry" varchar NOT NULL,
  	"figures_support" varchar NOT NULL,
  	"figures_operator_partners" varchar NOT NULL,
  	"figures_uptime" varchar NOT NULL,
  	"notifications_contact_email" varchar NOT NULL,
  	"notifications_quote_email" varchar NOT NULL,
  	"notifications_partnership_email" varchar NOT NULL,
  	"notifications_careers_email" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_locales" (
  	"footer_tagline" varchar,
  	"figures_vision_goal" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "home_page_flag_strip_countries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_flag_strip_countries_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_services_cards_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "home_page_services_cards_features_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page_services_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_home_page_services_cards_icon"
  );
  
  CREATE TABLE "home_page_services_cards_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "home_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "home_page_locales" (
  	"hero_eyebrow" varchar,
  	"hero_heading" varchar NOT NULL,
  	"hero_intro" varchar,
  	"hero_primary_label" varchar NOT NULL,
  	"hero_secondary_label" varchar NOT NULL,
  	"flag_strip_label" varchar NOT NULL,
  	"services_heading" varchar,
  	"services_intro" varchar,
  	"footprint_heading" varchar,
  	"footprint_intro" varchar,
  	"vision_heading" varchar,
  	"vision_intro" varchar,
  	"vision_vision_title" varchar,
  	"vision_vision_text" varchar,
  	"vision_mission_title" varchar,
  	"vision_mission_text" varchar,
  	"contact_heading" varchar,
  	"contact_intro" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "about_page_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "about_page_stats_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_page_story_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "about_page_story_paragraphs_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_page_strengths_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_about_page_strengths_items_icon"
  );
  
  CREATE TABLE "about_page_strengths_items_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "about_page_locales" (
  	"hero_eyebrow" varchar,
  	"hero_heading" varchar NOT NULL,
  	"hero_intro" varchar,
  	"story_heading" varchar,
  	"strengths_heading" varchar,
  	"strengths_intro" varchar,
  	"journey_heading" varchar,
  	"journey_intro" varchar,
  	"vision_mission_vision_title" varchar,
  	"vision_mission_vision_text" varchar,
  	"vision_mission_mission_title" varchar,
  	"vision_mission_mission_text" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "careers_page_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_careers_page_benefits_items_icon"
  );
  
  CREATE TABLE "careers_page_benefits_items_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "careers_page_values_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_careers_page_values_items_icon"
  );
  
  CREATE TABLE "careers_page_values_items_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "careers_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "careers_page_locales" (
  	"hero_eyebrow" varchar,
  	"hero_heading" varchar NOT NULL,
  	"hero_intro" varchar,
  	"benefits_heading" varchar,
  	"benefits_intro" varchar,
  	"values_heading" varchar,
  	"values_intro" varchar,
  	"open_positions_heading" varchar,
  	"open_positions_intro" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "products_services_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "products_services_page_locales" (
  	"hero_eyebrow" varchar,
  	"hero_heading" varchar NOT NULL,
  	"hero_intro" varchar,
  	"catalogue_heading" varchar,
  	"catalogue_intro" varchar,
  	"call_to_action_heading" varchar,
  	"call_to_action_intro" varchar,
  	"call_to_action_quote_label" varchar NOT NULL,
  	"call_to_action_partner_label" varchar NOT NULL,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "network_page_stats" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "network_page_stats_locales" (
  	"label" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "network_page_partners_items_countries" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "network_page_partners_items_countries_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "network_page_partners_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_network_page_partners_items_icon"
  );
  
  CREATE TABLE "network_page_partners_items_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "network_page_infrastructure_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_network_page_infrastructure_items_icon"
  );
  
  CREATE TABLE "network_page_infrastructure_items_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "network_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "network_page_locales" (
  	"hero_eyebrow" varchar,
  	"hero_heading" varchar NOT NULL,
  	"hero_intro" varchar,
  	"partners_heading" varchar,
  	"partners_intro" varchar,
  	"infrastructure_heading" varchar,
  	"infrastructure_intro" varchar,
  	"regions_heading" varchar,
  	"regions_intro" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "partnership_page_models_items_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "partnership_page_models_items_benefits_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "partnership_page_models_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_partnership_page_models_items_icon"
  );
  
  CREATE TABLE "partnership_page_models_items_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "partnership_page_requirements_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "partnership_page_requirements_items_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "partnership_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "partnership_page_locales" (
  	"hero_eyebrow" varchar,
  	"hero_heading" varchar NOT NULL,
  	"hero_intro" varchar,
  	"models_heading" varchar,
  	"models_intro" varchar,
  	"requirements_heading" varchar,
  	"requirements_intro" varchar,
  	"application_heading" varchar,
  	"application_intro" varchar,
  	"application_review_time" varchar NOT NULL,
  	"application_quote_link_label" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"meta_keywords" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "career_applications" ADD CONSTRAINT "career_applications_job_id_job_postings_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."job_postings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "career_applications" ADD CONSTRAINT "career_applications_resume_id_application_files_id_fk" FOREIGN KEY ("resume_id") REFERENCES "public"."application_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "career_applications" ADD CONSTRAINT "career_applications_cover_letter_id_application_files_id_fk" FOREIGN KEY ("cover_letter_id") REFERENCES "public"."application_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_features" ADD CONSTRAINT "products_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_features_locales" ADD CONSTRAINT "products_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_benefits" ADD CONSTRAINT "products_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_benefits_locales" ADD CONSTRAINT "products_benefits_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_sections_items" ADD CONSTRAINT "products_sections_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_sections_items_locales" ADD CONSTRAINT "products_sections_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_sections_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_sections" ADD CONSTRAINT "products_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_sections_locales" ADD CONSTRAINT "products_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_locales" ADD CONSTRAINT "products_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "regions_figures" ADD CONSTRAINT "regions_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "regions_figures_locales" ADD CONSTRAINT "regions_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."regions_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "regions_countries_partners" ADD CONSTRAINT "regions_countries_partners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."regions_countries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "regions_countries_services" ADD CONSTRAINT "regions_countries_services_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."regions_countries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "regions_countries_services_locales" ADD CONSTRAINT "regions_countries_services_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."regions_countries_services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "regions_countries" ADD CONSTRAINT "regions_countries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "regions_countries_locales" ADD CONSTRAINT "regions_countries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."regions_countries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "regions_highlights_cards" ADD CONSTRAINT "regions_highlights_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "regions_highlights_cards_locales" ADD CONSTRAINT "regions_highlights_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."regions_highlights_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "regions_roadmap_goals" ADD CONSTRAINT "regions_roadmap_goals_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "regions_roadmap_goals_locales" ADD CONSTRAINT "regions_roadmap_goals_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."regions_roadmap_goals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "regions_home_card_features" ADD CONSTRAINT "regions_home_card_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "regions_home_card_features_locales" ADD CONSTRAINT "regions_home_card_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."regions_home_card_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "regions" ADD CONSTRAINT "regions_home_card_image_id_media_id_fk" FOREIGN KEY ("home_card_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "regions_locales" ADD CONSTRAINT "regions_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "regions_locales" ADD CONSTRAINT "regions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "timeline_entries_locales" ADD CONSTRAINT "timeline_entries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."timeline_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_contact_submissions_fk" FOREIGN KEY ("contact_submissions_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quote_requests_fk" FOREIGN KEY ("quote_requests_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_partnership_applications_fk" FOREIGN KEY ("partnership_applications_id") REFERENCES "public"."partnership_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_career_applications_fk" FOREIGN KEY ("career_applications_id") REFERENCES "public"."career_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_postings_fk" FOREIGN KEY ("job_postings_id") REFERENCES "public"."job_postings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_application_files_fk" FOREIGN KEY ("application_files_id") REFERENCES "public"."application_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_products_fk" FOREIGN KEY ("products_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_regions_fk" FOREIGN KEY ("regions_id") REFERENCES "public"."regions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_timeline_entries_fk" FOREIGN KEY ("timeline_entries_id") REFERENCES "public"."timeline_entries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_header_links" ADD CONSTRAINT "site_settings_header_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_header_links_locales" ADD CONSTRAINT "site_settings_header_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_header_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_footer_product_links" ADD CONSTRAINT "site_settings_footer_product_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_footer_product_links_locales" ADD CONSTRAINT "site_settings_footer_product_links_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_footer_product_links"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_markets" ADD CONSTRAINT "site_settings_markets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_markets_locales" ADD CONSTRAINT "site_settings_markets_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_markets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_figures_operators" ADD CONSTRAINT "site_settings_figures_operators_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_figures_highlights" ADD CONSTRAINT "site_settings_figures_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_figures_highlights_locales" ADD CONSTRAINT "site_settings_figures_highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_figures_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_flag_strip_countries" ADD CONSTRAINT "home_page_flag_strip_countries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_flag_strip_countries_locales" ADD CONSTRAINT "home_page_flag_strip_countries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_flag_strip_countries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_services_cards_features" ADD CONSTRAINT "home_page_services_cards_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_services_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_services_cards_features_locales" ADD CONSTRAINT "home_page_services_cards_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_services_cards_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_services_cards" ADD CONSTRAINT "home_page_services_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_services_cards_locales" ADD CONSTRAINT "home_page_services_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page_services_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "home_page_locales" ADD CONSTRAINT "home_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "home_page_locales" ADD CONSTRAINT "home_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."home_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_stats" ADD CONSTRAINT "about_page_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_stats_locales" ADD CONSTRAINT "about_page_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_story_paragraphs" ADD CONSTRAINT "about_page_story_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_story_paragraphs_locales" ADD CONSTRAINT "about_page_story_paragraphs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page_story_paragraphs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_strengths_items" ADD CONSTRAINT "about_page_strengths_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_strengths_items_locales" ADD CONSTRAINT "about_page_strengths_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page_strengths_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_locales" ADD CONSTRAINT "about_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_page_locales" ADD CONSTRAINT "about_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_page_benefits_items" ADD CONSTRAINT "careers_page_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_page_benefits_items_locales" ADD CONSTRAINT "careers_page_benefits_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_page_benefits_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_page_values_items" ADD CONSTRAINT "careers_page_values_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_page_values_items_locales" ADD CONSTRAINT "careers_page_values_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_page_values_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "careers_page_locales" ADD CONSTRAINT "careers_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "careers_page_locales" ADD CONSTRAINT "careers_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."careers_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "products_services_page_locales" ADD CONSTRAINT "products_services_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "products_services_page_locales" ADD CONSTRAINT "products_services_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."products_services_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "network_page_stats" ADD CONSTRAINT "network_page_stats_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."network_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "network_page_stats_locales" ADD CONSTRAINT "network_page_stats_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."network_page_stats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "network_page_partners_items_countries" ADD CONSTRAINT "network_page_partners_items_countries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."network_page_partners_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "network_page_partners_items_countries_locales" ADD CONSTRAINT "network_page_partners_items_countries_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."network_page_partners_items_countries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "network_page_partners_items" ADD CONSTRAINT "network_page_partners_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."network_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "network_page_partners_items_locales" ADD CONSTRAINT "network_page_partners_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."network_page_partners_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "network_page_infrastructure_items" ADD CONSTRAINT "network_page_infrastructure_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."network_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "network_page_infrastructure_items_locales" ADD CONSTRAINT "network_page_infrastructure_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."network_page_infrastructure_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "network_page_locales" ADD CONSTRAINT "network_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "network_page_locales" ADD CONSTRAINT "network_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."network_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "partnership_page_models_items_benefits" ADD CONSTRAINT "partnership_page_models_items_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."partnership_page_models_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "partnership_page_models_items_benefits_locales" ADD CONSTRAINT "partnership_page_models_items_benefits_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."partnership_page_models_items_benefits"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "partnership_page_models_items" ADD CONSTRAINT "partnership_page_models_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."partnership_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "partnership_page_models_items_locales" ADD CONSTRAINT "partnership_page_models_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."partnership_page_models_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "partnership_page_requirements_items" ADD CONSTRAINT "partnership_page_requirements_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."partnership_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "partnership_page_requirements_items_locales" ADD CONSTRAINT "partnership_page_requirements_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."partnership_page_requirements_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "partnership_page_locales" ADD CONSTRAINT "partnership_page_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "partnership_page_locales" ADD CONSTRAINT "partnership_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."partnership_page"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contact_submissions_email_idx" ON "contact_submissions" USING btree ("email");
  CREATE INDEX "contact_submissions_updated_at_idx" ON "contact_submissions" USING btree ("updated_at");
  CREATE INDEX "contact_submissions_created_at_idx" ON "contact_submissions" USING btree ("created_at");
  CREATE INDEX "status_createdAt_idx" ON "contact_submissions" USING btree ("status","created_at");
  CREATE INDEX "quote_requests_email_idx" ON "quote_requests" USING btree ("email");
  CREATE INDEX "quote_requests_updated_at_idx" ON "quote_requests" USING btree ("updated_at");
  CREATE INDEX "quote_requests_created_at_idx" ON "quote_requests" USING btree ("created_at");
  CREATE INDEX "status_createdAt_1_idx" ON "quote_requests" USING btree ("status","created_at");
  CREATE INDEX "partnership_applications_email_idx" ON "partnership_applications" USING btree ("email");
  CREATE INDEX "partnership_applications_updated_at_idx" ON "partnership_applications" USING btree ("updated_at");
  CREATE INDEX "partnership_applications_created_at_idx" ON "partnership_applications" USING btree ("created_at");
  CREATE INDEX "status_createdAt_2_idx" ON "partnership_applications" USING btree ("status","created_at");
  CREATE INDEX "career_applications_email_idx" ON "career_applications" USING btree ("email");
  CREATE INDEX "career_applications_job_idx" ON "career_applications" USING btree ("job_id");
  CREATE INDEX "career_applications_resume_idx" ON "career_applications" USING btree ("resume_id");
  CREATE INDEX "career_applications_cover_letter_idx" ON "career_applications" USING btree ("cover_letter_id");
  CREATE INDEX "career_applications_updated_at_idx" ON "career_applications" USING btree ("updated_at");
  CREATE INDEX "career_applications_created_at_idx" ON "career_applications" USING btree ("created_at");
  CREATE INDEX "status_createdAt_3_idx" ON "career_applications" USING btree ("status","created_at");
  CREATE INDEX "job_postings_status_idx" ON "job_postings" USING btree ("status");
  CREATE INDEX "job_postings_updated_at_idx" ON "job_postings" USING btree ("updated_at");
  CREATE INDEX "job_postings_created_at_idx" ON "job_postings" USING btree ("created_at");
  CREATE INDEX "application_files_updated_at_idx" ON "application_files" USING btree ("updated_at");
  CREATE INDEX "application_files_created_at_idx" ON "application_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "application_files_filename_idx" ON "application_files" USING btree ("filename");
  CREATE INDEX "products_features_order_idx" ON "products_features" USING btree ("_order");
  CREATE INDEX "products_features_parent_id_idx" ON "products_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_features_locales_locale_parent_id_unique" ON "products_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_benefits_order_idx" ON "products_benefits" USING btree ("_order");
  CREATE INDEX "products_benefits_parent_id_idx" ON "products_benefits" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_benefits_locales_locale_parent_id_unique" ON "products_benefits_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_sections_items_order_idx" ON "products_sections_items" USING btree ("_order");
  CREATE INDEX "products_sections_items_parent_id_idx" ON "products_sections_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_sections_items_locales_locale_parent_id_unique" ON "products_sections_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_sections_order_idx" ON "products_sections" USING btree ("_order");
  CREATE INDEX "products_sections_parent_id_idx" ON "products_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "products_sections_locales_locale_parent_id_unique" ON "products_sections_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "products_slug_idx" ON "products" USING btree ("slug");
  CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");
  CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");
  CREATE INDEX "products_meta_meta_image_idx" ON "products_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "products_locales_locale_parent_id_unique" ON "products_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "regions_figures_order_idx" ON "regions_figures" USING btree ("_order");
  CREATE INDEX "regions_figures_parent_id_idx" ON "regions_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "regions_figures_locales_locale_parent_id_unique" ON "regions_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "regions_countries_partners_order_idx" ON "regions_countries_partners" USING btree ("_order");
  CREATE INDEX "regions_countries_partners_parent_id_idx" ON "regions_countries_partners" USING btree ("_parent_id");
  CREATE INDEX "regions_countries_services_order_idx" ON "regions_countries_services" USING btree ("_order");
  CREATE INDEX "regions_countries_services_parent_id_idx" ON "regions_countries_services" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "regions_countries_services_locales_locale_parent_id_unique" ON "regions_countries_services_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "regions_countries_order_idx" ON "regions_countries" USING btree ("_order");
  CREATE INDEX "regions_countries_parent_id_idx" ON "regions_countries" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "regions_countries_locales_locale_parent_id_unique" ON "regions_countries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "regions_highlights_cards_order_idx" ON "regions_highlights_cards" USING btree ("_order");
  CREATE INDEX "regions_highlights_cards_parent_id_idx" ON "regions_highlights_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "regions_highlights_cards_locales_locale_parent_id_unique" ON "regions_highlights_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "regions_roadmap_goals_order_idx" ON "regions_roadmap_goals" USING btree ("_order");
  CREATE INDEX "regions_roadmap_goals_parent_id_idx" ON "regions_roadmap_goals" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "regions_roadmap_goals_locales_locale_parent_id_unique" ON "regions_roadmap_goals_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "regions_home_card_features_order_idx" ON "regions_home_card_features" USING btree ("_order");
  CREATE INDEX "regions_home_card_features_parent_id_idx" ON "regions_home_card_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "regions_home_card_features_locales_locale_parent_id_unique" ON "regions_home_card_features_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "regions_slug_idx" ON "regions" USING btree ("slug");
  CREATE INDEX "regions_home_card_home_card_image_idx" ON "regions" USING btree ("home_card_image_id");
  CREATE INDEX "regions_updated_at_idx" ON "regions" USING btree ("updated_at");
  CREATE INDEX "regions_created_at_idx" ON "regions" USING btree ("created_at");
  CREATE INDEX "regions_meta_meta_image_idx" ON "regions_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "regions_locales_locale_parent_id_unique" ON "regions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "timeline_entries_updated_at_idx" ON "timeline_entries" USING btree ("updated_at");
  CREATE INDEX "timeline_entries_created_at_idx" ON "timeline_entries" USING btree ("created_at");
  CREATE UNIQUE INDEX "timeline_entries_locales_locale_parent_id_unique" ON "timeline_entries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_contact_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("contact_submissions_id");
  CREATE INDEX "payload_locked_documents_rels_quote_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("quote_requests_id");
  CREATE INDEX "payload_locked_documents_rels_partnership_applications_i_idx" ON "payload_locked_documents_rels" USING btree ("partnership_applications_id");
  CREATE INDEX "payload_locked_documents_rels_career_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("career_applications_id");
  CREATE INDEX "payload_locked_documents_rels_job_postings_id_idx" ON "payload_locked_documents_rels" USING btree ("job_postings_id");
  CREATE INDEX "payload_locked_documents_rels_application_files_id_idx" ON "payload_locked_documents_rels" USING btree ("application_files_id");
  CREATE INDEX "payload_locked_documents_rels_products_id_idx" ON "payload_locked_documents_rels" USING btree ("products_id");
  CREATE INDEX "payload_locked_documents_rels_regions_id_idx" ON "payload_locked_documents_rels" USING btree ("regions_id");
  CREATE INDEX "payload_locked_documents_rels_timeline_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("timeline_entries_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_header_links_order_idx" ON "site_settings_header_links" USING btree ("_order");
  CREATE INDEX "site_settings_header_links_parent_id_idx" ON "site_settings_header_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_header_links_locales_locale_parent_id_unique" ON "site_settings_header_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_footer_product_links_order_idx" ON "site_settings_footer_product_links" USING btree ("_order");
  CREATE INDEX "site_settings_footer_product_links_parent_id_idx" ON "site_settings_footer_product_links" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_footer_product_links_locales_locale_parent_id_" ON "site_settings_footer_product_links_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_markets_order_idx" ON "site_settings_markets" USING btree ("_order");
  CREATE INDEX "site_settings_markets_parent_id_idx" ON "site_settings_markets" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_markets_locales_locale_parent_id_unique" ON "site_settings_markets_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_figures_operators_order_idx" ON "site_settings_figures_operators" USING btree ("_order");
  CREATE INDEX "site_settings_figures_operators_parent_id_idx" ON "site_settings_figures_operators" USING btree ("_parent_id");
  CREATE INDEX "site_settings_figures_highlights_order_idx" ON "site_settings_figures_highlights" USING btree ("_order");
  CREATE INDEX "site_settings_figures_highlights_parent_id_idx" ON "site_settings_figures_highlights" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_figures_highlights_locales_locale_parent_id_un" ON "site_settings_figures_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_flag_strip_countries_order_idx" ON "home_page_flag_strip_countries" USING btree ("_order");
  CREATE INDEX "home_page_flag_strip_countries_parent_id_idx" ON "home_page_flag_strip_countries" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_flag_strip_countries_locales_locale_parent_id_uniq" ON "home_page_flag_strip_countries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_services_cards_features_order_idx" ON "home_page_services_cards_features" USING btree ("_order");
  CREATE INDEX "home_page_services_cards_features_parent_id_idx" ON "home_page_services_cards_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_services_cards_features_locales_locale_parent_id_u" ON "home_page_services_cards_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_services_cards_order_idx" ON "home_page_services_cards" USING btree ("_order");
  CREATE INDEX "home_page_services_cards_parent_id_idx" ON "home_page_services_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "home_page_services_cards_locales_locale_parent_id_unique" ON "home_page_services_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "home_page_meta_meta_image_idx" ON "home_page_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "home_page_locales_locale_parent_id_unique" ON "home_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_stats_order_idx" ON "about_page_stats" USING btree ("_order");
  CREATE INDEX "about_page_stats_parent_id_idx" ON "about_page_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_page_stats_locales_locale_parent_id_unique" ON "about_page_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_story_paragraphs_order_idx" ON "about_page_story_paragraphs" USING btree ("_order");
  CREATE INDEX "about_page_story_paragraphs_parent_id_idx" ON "about_page_story_paragraphs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_page_story_paragraphs_locales_locale_parent_id_unique" ON "about_page_story_paragraphs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_strengths_items_order_idx" ON "about_page_strengths_items" USING btree ("_order");
  CREATE INDEX "about_page_strengths_items_parent_id_idx" ON "about_page_strengths_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_page_strengths_items_locales_locale_parent_id_unique" ON "about_page_strengths_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_meta_meta_image_idx" ON "about_page_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "about_page_locales_locale_parent_id_unique" ON "about_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_page_benefits_items_order_idx" ON "careers_page_benefits_items" USING btree ("_order");
  CREATE INDEX "careers_page_benefits_items_parent_id_idx" ON "careers_page_benefits_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "careers_page_benefits_items_locales_locale_parent_id_unique" ON "careers_page_benefits_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_page_values_items_order_idx" ON "careers_page_values_items" USING btree ("_order");
  CREATE INDEX "careers_page_values_items_parent_id_idx" ON "careers_page_values_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "careers_page_values_items_locales_locale_parent_id_unique" ON "careers_page_values_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "careers_page_meta_meta_image_idx" ON "careers_page_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "careers_page_locales_locale_parent_id_unique" ON "careers_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "products_services_page_meta_meta_image_idx" ON "products_services_page_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "products_services_page_locales_locale_parent_id_unique" ON "products_services_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "network_page_stats_order_idx" ON "network_page_stats" USING btree ("_order");
  CREATE INDEX "network_page_stats_parent_id_idx" ON "network_page_stats" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "network_page_stats_locales_locale_parent_id_unique" ON "network_page_stats_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "network_page_partners_items_countries_order_idx" ON "network_page_partners_items_countries" USING btree ("_order");
  CREATE INDEX "network_page_partners_items_countries_parent_id_idx" ON "network_page_partners_items_countries" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "network_page_partners_items_countries_locales_locale_parent_" ON "network_page_partners_items_countries_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "network_page_partners_items_order_idx" ON "network_page_partners_items" USING btree ("_order");
  CREATE INDEX "network_page_partners_items_parent_id_idx" ON "network_page_partners_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "network_page_partners_items_locales_locale_parent_id_unique" ON "network_page_partners_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "network_page_infrastructure_items_order_idx" ON "network_page_infrastructure_items" USING btree ("_order");
  CREATE INDEX "network_page_infrastructure_items_parent_id_idx" ON "network_page_infrastructure_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "network_page_infrastructure_items_locales_locale_parent_id_u" ON "network_page_infrastructure_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "network_page_meta_meta_image_idx" ON "network_page_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "network_page_locales_locale_parent_id_unique" ON "network_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "partnership_page_models_items_benefits_order_idx" ON "partnership_page_models_items_benefits" USING btree ("_order");
  CREATE INDEX "partnership_page_models_items_benefits_parent_id_idx" ON "partnership_page_models_items_benefits" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "partnership_page_models_items_benefits_locales_locale_parent" ON "partnership_page_models_items_benefits_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "partnership_page_models_items_order_idx" ON "partnership_page_models_items" USING btree ("_order");
  CREATE INDEX "partnership_page_models_items_parent_id_idx" ON "partnership_page_models_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "partnership_page_models_items_locales_locale_parent_id_uniqu" ON "partnership_page_models_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "partnership_page_requirements_items_order_idx" ON "partnership_page_requirements_items" USING btree ("_order");
  CREATE INDEX "partnership_page_requirements_items_parent_id_idx" ON "partnership_page_requirements_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "partnership_page_requirements_items_locales_locale_parent_id" ON "partnership_page_requirements_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "partnership_page_meta_meta_image_idx" ON "partnership_page_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "partnership_page_locales_locale_parent_id_unique" ON "partnership_page_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "contact_submissions" CASCADE;
  DROP TABLE "quote_requests" CASCADE;
  DROP TABLE "partnership_applications" CASCADE;
  DROP TABLE "career_applications" CASCADE;
  DROP TABLE "job_postings" CASCADE;
  DROP TABLE "application_files" CASCADE;
  DROP TABLE "products_features" CASCADE;
  DROP TABLE "products_features_locales" CASCADE;
  DROP TABLE "products_benefits" CASCADE;
  DROP TABLE "products_benefits_locales" CASCADE;
  DROP TABLE "products_sections_items" CASCADE;
  DROP TABLE "products_sections_items_locales" CASCADE;
  DROP TABLE "products_sections" CASCADE;
  DROP TABLE "products_sections_locales" CASCADE;
  DROP TABLE "products" CASCADE;
  DROP TABLE "products_locales" CASCADE;
  DROP TABLE "regions_figures" CASCADE;
  DROP TABLE "regions_figures_locales" CASCADE;
  DROP TABLE "regions_countries_partners" CASCADE;
  DROP TABLE "regions_countries_services" CASCADE;
  DROP TABLE "regions_countries_services_locales" CASCADE;
  DROP TABLE "regions_countries" CASCADE;
  DROP TABLE "regions_countries_locales" CASCADE;
  DROP TABLE "regions_highlights_cards" CASCADE;
  DROP TABLE "regions_highlights_cards_locales" CASCADE;
  DROP TABLE "regions_roadmap_goals" CASCADE;
  DROP TABLE "regions_roadmap_goals_locales" CASCADE;
  DROP TABLE "regions_home_card_features" CASCADE;
  DROP TABLE "regions_home_card_features_locales" CASCADE;
  DROP TABLE "regions" CASCADE;
  DROP TABLE "regions_locales" CASCADE;
  DROP TABLE "timeline_entries" CASCADE;
  DROP TABLE "timeline_entries_locales" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_header_links" CASCADE;
  DROP TABLE "site_settings_header_links_locales" CASCADE;
  DROP TABLE "site_settings_footer_product_links" CASCADE;
  DROP TABLE "site_settings_footer_product_links_locales" CASCADE;
  DROP TABLE "site_settings_markets" CASCADE;
  DROP TABLE "site_settings_markets_locales" CASCADE;
  DROP TABLE "site_settings_figures_operators" CASCADE;
  DROP TABLE "site_settings_figures_highlights" CASCADE;
  DROP TABLE "site_settings_figures_highlights_locales" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TABLE "home_page_flag_strip_countries" CASCADE;
  DROP TABLE "home_page_flag_strip_countries_locales" CASCADE;
  DROP TABLE "home_page_services_cards_features" CASCADE;
  DROP TABLE "home_page_services_cards_features_locales" CASCADE;
  DROP TABLE "home_page_services_cards" CASCADE;
  DROP TABLE "home_page_services_cards_locales" CASCADE;
  DROP TABLE "home_page" CASCADE;
  DROP TABLE "home_page_locales" CASCADE;
  DROP TABLE "about_page_stats" CASCADE;
  DROP TABLE "about_page_stats_locales" CASCADE;
  DROP TABLE "about_page_story_paragraphs" CASCADE;
  DROP TABLE "about_page_story_paragraphs_locales" CASCADE;
  DROP TABLE "about_page_strengths_items" CASCADE;
  DROP TABLE "about_page_strengths_items_locales" CASCADE;
  DROP TABLE "about_page" CASCADE;
  DROP TABLE "about_page_locales" CASCADE;
  DROP TABLE "careers_page_benefits_items" CASCADE;
  DROP TABLE "careers_page_benefits_items_locales" CASCADE;
  DROP TABLE "careers_page_values_items" CASCADE;
  DROP TABLE "careers_page_values_items_locales" CASCADE;
  DROP TABLE "careers_page" CASCADE;
  DROP TABLE "careers_page_locales" CASCADE;
  DROP TABLE "products_services_page" CASCADE;
  DROP TABLE "products_services_page_locales" CASCADE;
  DROP TABLE "network_page_stats" CASCADE;
  DROP TABLE "network_page_stats_locales" CASCADE;
  DROP TABLE "network_page_partners_items_countries" CASCADE;
  DROP TABLE "network_page_partners_items_countries_locales" CASCADE;
  DROP TABLE "network_page_partners_items" CASCADE;
  DROP TABLE "network_page_partners_items_locales" CASCADE;
  DROP TABLE "network_page_infrastructure_items" CASCADE;
  DROP TABLE "network_page_infrastructure_items_locales" CASCADE;
  DROP TABLE "network_page" CASCADE;
  DROP TABLE "network_page_locales" CASCADE;
  DROP TABLE "partnership_page_models_items_benefits" CASCADE;
  DROP TABLE "partnership_page_models_items_benefits_locales" CASCADE;
  DROP TABLE "partnership_page_models_items" CASCADE;
  DROP TABLE "partnership_page_models_items_locales" CASCADE;
  DROP TABLE "partnership_page_requirements_items" CASCADE;
  DROP TABLE "partnership_page_requirements_items_locales" CASCADE;
  DROP TABLE "partnership_page" CASCADE;
  DROP TABLE "partnership_page_locales" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_contact_submissions_service_interest";
  DROP TYPE "public"."enum_contact_submissions_status";
  DROP TYPE "public"."enum_quote_requests_service_type";
  DROP TYPE "public"."enum_quote_requests_timeline";
  DROP TYPE "public"."enum_quote_requests_budget";
  DROP TYPE "public"."enum_quote_requests_status";
  DROP TYPE "public"."enum_partnership_applications_partnership_type";
  DROP TYPE "public"."enum_partnership_applications_status";
  DROP TYPE "public"."enum_career_applications_experience";
  DROP TYPE "public"."enum_career_applications_availability";
  DROP TYPE "public"."enum_career_applications_status";
  DROP TYPE "public"."enum_job_postings_employment_type";
  DROP TYPE "public"."enum_job_postings_status";
  DROP TYPE "public"."enum_products_features_icon";
  DROP TYPE "public"."enum_products_sections_items_icon";
  DROP TYPE "public"."enum_products_icon";
  DROP TYPE "public"."enum_regions_highlights_cards_icon";
  DROP TYPE "public"."enum_timeline_entries_status";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_home_page_services_cards_icon";
  DROP TYPE "public"."enum_about_page_strengths_items_icon";
  DROP TYPE "public"."enum_careers_page_benefits_items_icon";
  DROP TYPE "public"."enum_careers_page_values_items_icon";
  DROP TYPE "public"."enum_network_page_partners_items_icon";
  DROP TYPE "public"."enum_network_page_infrastructure_items_icon";
  DROP TYPE "public"."enum_partnership_page_models_items_icon";`)
}
