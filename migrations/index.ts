import * as migration_20261122_103916_initial from './20261122_103916_initial';
import * as migration_20261122_105051_submissions_audit_pages_jobs from './20261122_105051_submissions_audit_pages_jobs';
import * as migration_20261122_105350_rate_limit_counters from './20261122_105350_rate_limit_counters';
import * as migration_20261122_132916_data_retention from './20261122_132916_data_retention';
import * as migration_20261122_140000_submission_counts from './20261122_140000_submission_counts';
import * as migration_20261125_045505_hardening from './20261125_045505_hardening';
import * as migration_20261125_075842_s3_storage_fields from './20261125_075842_s3_storage_fields';
import * as migration_20261125_201919_market_report_requests from './20261125_201919_market_report_requests';
import * as migration_20261125_205849_french from './20261125_205849_french';
import * as migration_20261126_002326_redirects from './20261126_002326_redirects';
import * as migration_20261126_004701_job_posting_versions from './20261126_004701_job_posting_versions';
import * as migration_20261126_022503_content_drafts from './20261126_022503_content_drafts';
import * as migration_20261126_023654_job_posting_schedule from './20261126_023654_job_posting_schedule';
import * as migration_20261126_073000_submission_count_slots from './20261126_073000_submission_count_slots';
import * as migration_20261127_150100_user_invitations from './20261127_150100_user_invitations';
import * as migration_20261127_150200_localized_figures from './20261127_150200_localized_figures';
import * as migration_20261127_150300_career_application_titles from './20261127_150300_career_application_titles';
import * as migration_20261127_150400_job_posting_pages from './20261127_150400_job_posting_pages';
import * as migration_20261127_150500_country_codes from './20261127_150500_country_codes';
import * as migration_20261127_150600_site_time_zone from './20261127_150600_site_time_zone';
import * as migration_20261128_030000_sales_role from './20261128_030000_sales_role';
import * as migration_20261128_060000_lead_desk from './20261128_060000_lead_desk';
import * as migration_20261128_100000_reply_templates from './20261128_100000_reply_templates';
import * as migration_20261128_130000_response_targets from './20261128_130000_response_targets';
import * as migration_20261128_200000_answer_attachments from './20261128_200000_answer_attachments';
import * as migration_20261128_210000_lead_response_figures from './20261128_210000_lead_response_figures';
import * as migration_20261129_070000_routing_on_lead_row from './20261129_070000_routing_on_lead_row';
import * as migration_20261129_080000_lead_attribution from './20261129_080000_lead_attribution';
import * as migration_20261129_090000_page_views from './20261129_090000_page_views';
import * as migration_20261129_100000_landing_pages from './20261129_100000_landing_pages';
import * as migration_20261129_110000_organizations from './20261129_110000_organizations';
import * as migration_20261129_120000_lead_accounts from './20261129_120000_lead_accounts';
import * as migration_20261129_130000_whatsapp from './20261129_130000_whatsapp';
import * as migration_20261129_140000_webhooks from './20261129_140000_webhooks';
import * as migration_20261129_150000_organization_contacts from './20261129_150000_organization_contacts';
import * as migration_20261202_040000_held_answers from './20261202_040000_held_answers';
import * as migration_20261202_050000_contact_page from './20261202_050000_contact_page';
import * as migration_20261202_060000_product_quote_service from './20261202_060000_product_quote_service';
import * as migration_20261202_070000_job_posting_zones from './20261202_070000_job_posting_zones';
import * as migration_20261202_080000_lead_titles from './20261202_080000_lead_titles';
import * as migration_20261202_090000_staff_language_zone from './20261202_090000_staff_language_zone';
import * as migration_20261202_100000_localized_job_postings from './20261202_100000_localized_job_postings';
import * as migration_20261202_110000_salary_currency_period from './20261202_110000_salary_currency_period';
import * as migration_20261202_115000_resume_shown_in_place from './20261202_115000_resume_shown_in_place';
import * as migration_20261202_120000_unassigned_digest from './20261202_120000_unassigned_digest';
import * as migration_20261202_130000_default_owners from './20261202_130000_default_owners';
import * as migration_20261202_140000_whatsapp_hours_team from './20261202_140000_whatsapp_hours_team';
import * as migration_20261202_150000_untouched_drafts from './20261202_150000_untouched_drafts';
import * as migration_20261203_100000_tasks from './20261203_100000_tasks';
import * as migration_20261203_110000_saved_views from './20261203_110000_saved_views';
import * as migration_20261203_120000_deal_values from './20261203_120000_deal_values';
import * as migration_20261203_130000_deal_outcomes_and_team_leads from './20261203_130000_deal_outcomes_and_team_leads';
import * as migration_20261204_090000_search from './20261204_090000_search';
import * as migration_20261204_100000_reply_email from './20261204_100000_reply_email';
import * as migration_20261204_110000_stages from './20261204_110000_stages';
import * as migration_20261204_120000_candidates from './20261204_120000_candidates';
import * as migration_20261204_140000_candidate_messages from './20261204_140000_candidate_messages';
import * as migration_20261205_090000_webhook_claims from './20261205_090000_webhook_claims';
import * as migration_20261205_170000_email_claims from './20261205_170000_email_claims';
import * as migration_20261204_130000_screening from './20261204_130000_screening';

export const migrations = [
  {
    up: migration_20261122_103916_initial.up,
    down: migration_20261122_103916_initial.down,
    name: '20261122_103916_initial',
  },
  {
    up: migration_20261122_105051_submissions_audit_pages_jobs.up,
    down: migration_20261122_105051_submissions_audit_pages_jobs.down,
    name: '20261122_105051_submissions_audit_pages_jobs',
  },
  {
    up: migration_20261122_105350_rate_limit_counters.up,
    down: migration_20261122_105350_rate_limit_counters.down,
    name: '20261122_105350_rate_limit_counters',
  },
  {
    up: migration_20261122_132916_data_retention.up,
    down: migration_20261122_132916_data_retention.down,
    name: '20261122_132916_data_retention',
  },
  {
    up: migration_20261122_140000_submission_counts.up,
    down: migration_20261122_140000_submission_counts.down,
    name: '20261122_140000_submission_counts',
  },
  {
    up: migration_20261125_045505_hardening.up,
    down: migration_20261125_045505_hardening.down,
    name: '20261125_045505_hardening',
  },
  {
    up: migration_20261125_075842_s3_storage_fields.up,
    down: migration_20261125_075842_s3_storage_fields.down,
    name: '20261125_075842_s3_storage_fields',
  },
  {
    up: migration_20261125_201919_market_report_requests.up,
    down: migration_20261125_201919_market_report_requests.down,
    name: '20261125_201919_market_report_requests',
  },
  {
    up: migration_20261125_205849_french.up,
    down: migration_20261125_205849_french.down,
    name: '20261125_205849_french',
  },
  {
    up: migration_20261126_002326_redirects.up,
    down: migration_20261126_002326_redirects.down,
    name: '20261126_002326_redirects',
  },
  {
    up: migration_20261126_004701_job_posting_versions.up,
    down: migration_20261126_004701_job_posting_versions.down,
    name: '20261126_004701_job_posting_versions',
  },
  {
    up: migration_20261126_022503_content_drafts.up,
    down: migration_20261126_022503_content_drafts.down,
    name: '20261126_022503_content_drafts',
  },
  {
    up: migration_20261126_023654_job_posting_schedule.up,
    down: migration_20261126_023654_job_posting_schedule.down,
    name: '20261126_023654_job_posting_schedule',
  },
  {
    up: migration_20261126_073000_submission_count_slots.up,
    down: migration_20261126_073000_submission_count_slots.down,
    name: '20261126_073000_submission_count_slots',
  },
  {
    up: migration_20261127_150100_user_invitations.up,
    down: migration_20261127_150100_user_invitations.down,
    name: '20261127_150100_user_invitations',
  },
  {
    up: migration_20261127_150200_localized_figures.up,
    down: migration_20261127_150200_localized_figures.down,
    name: '20261127_150200_localized_figures',
  },
  {
    up: migration_20261127_150300_career_application_titles.up,
    down: migration_20261127_150300_career_application_titles.down,
    name: '20261127_150300_career_application_titles',
  },
  {
    up: migration_20261127_150400_job_posting_pages.up,
    down: migration_20261127_150400_job_posting_pages.down,
    name: '20261127_150400_job_posting_pages',
  },
  {
    up: migration_20261127_150500_country_codes.up,
    down: migration_20261127_150500_country_codes.down,
    name: '20261127_150500_country_codes',
  },
  {
    up: migration_20261127_150600_site_time_zone.up,
    down: migration_20261127_150600_site_time_zone.down,
    name: '20261127_150600_site_time_zone',
  },
  {
    up: migration_20261128_030000_sales_role.up,
    down: migration_20261128_030000_sales_role.down,
    name: '20261128_030000_sales_role',
  },
  {
    up: migration_20261128_060000_lead_desk.up,
    down: migration_20261128_060000_lead_desk.down,
    name: '20261128_060000_lead_desk',
  },
  {
    up: migration_20261128_100000_reply_templates.up,
    down: migration_20261128_100000_reply_templates.down,
    name: '20261128_100000_reply_templates',
  },
  {
    up: migration_20261128_130000_response_targets.up,
    down: migration_20261128_130000_response_targets.down,
    name: '20261128_130000_response_targets',
  },
  {
    up: migration_20261128_200000_answer_attachments.up,
    down: migration_20261128_200000_answer_attachments.down,
    name: '20261128_200000_answer_attachments',
  },
  {
    up: migration_20261128_210000_lead_response_figures.up,
    down: migration_20261128_210000_lead_response_figures.down,
    name: '20261128_210000_lead_response_figures',
  },
  {
    up: migration_20261129_070000_routing_on_lead_row.up,
    down: migration_20261129_070000_routing_on_lead_row.down,
    name: '20261129_070000_routing_on_lead_row',
  },
  {
    up: migration_20261129_080000_lead_attribution.up,
    down: migration_20261129_080000_lead_attribution.down,
    name: '20261129_080000_lead_attribution',
  },
  {
    up: migration_20261129_090000_page_views.up,
    down: migration_20261129_090000_page_views.down,
    name: '20261129_090000_page_views',
  },
  {
    up: migration_20261129_100000_landing_pages.up,
    down: migration_20261129_100000_landing_pages.down,
    name: '20261129_100000_landing_pages',
  },
  {
    up: migration_20261129_110000_organizations.up,
    down: migration_20261129_110000_organizations.down,
    name: '20261129_110000_organizations',
  },
  {
    up: migration_20261129_120000_lead_accounts.up,
    down: migration_20261129_120000_lead_accounts.down,
    name: '20261129_120000_lead_accounts',
  },
  {
    up: migration_20261129_130000_whatsapp.up,
    down: migration_20261129_130000_whatsapp.down,
    name: '20261129_130000_whatsapp',
  },
  {
    up: migration_20261129_140000_webhooks.up,
    down: migration_20261129_140000_webhooks.down,
    name: '20261129_140000_webhooks',
  },
  {
    up: migration_20261129_150000_organization_contacts.up,
    down: migration_20261129_150000_organization_contacts.down,
    name: '20261129_150000_organization_contacts',
  },
  {
    up: migration_20261202_040000_held_answers.up,
    down: migration_20261202_040000_held_answers.down,
    name: '20261202_040000_held_answers',
  },
  {
    up: migration_20261202_050000_contact_page.up,
    down: migration_20261202_050000_contact_page.down,
    name: '20261202_050000_contact_page',
  },
  {
    up: migration_20261202_060000_product_quote_service.up,
    down: migration_20261202_060000_product_quote_service.down,
    name: '20261202_060000_product_quote_service',
  },
  {
    up: migration_20261202_070000_job_posting_zones.up,
    down: migration_20261202_070000_job_posting_zones.down,
    name: '20261202_070000_job_posting_zones',
  },
  {
    up: migration_20261202_080000_lead_titles.up,
    down: migration_20261202_080000_lead_titles.down,
    name: '20261202_080000_lead_titles',
  },
  {
    up: migration_20261202_090000_staff_language_zone.up,
    down: migration_20261202_090000_staff_language_zone.down,
    name: '20261202_090000_staff_language_zone',
  },
  {
    up: migration_20261202_100000_localized_job_postings.up,
    down: migration_20261202_100000_localized_job_postings.down,
    name: '20261202_100000_localized_job_postings',
  },
  {
    up: migration_20261202_110000_salary_currency_period.up,
    down: migration_20261202_110000_salary_currency_period.down,
    name: '20261202_110000_salary_currency_period',
  },
  {
    up: migration_20261202_115000_resume_shown_in_place.up,
    down: migration_20261202_115000_resume_shown_in_place.down,
    name: '20261202_115000_resume_shown_in_place',
  },
  {
    up: migration_20261202_120000_unassigned_digest.up,
    down: migration_20261202_120000_unassigned_digest.down,
    name: '20261202_120000_unassigned_digest',
  },
  {
    up: migration_20261202_130000_default_owners.up,
    down: migration_20261202_130000_default_owners.down,
    name: '20261202_130000_default_owners',
  },
  {
    up: migration_20261202_140000_whatsapp_hours_team.up,
    down: migration_20261202_140000_whatsapp_hours_team.down,
    name: '20261202_140000_whatsapp_hours_team',
  },
  {
    up: migration_20261202_150000_untouched_drafts.up,
    down: migration_20261202_150000_untouched_drafts.down,
    name: '20261202_150000_untouched_drafts',
  },
  {
    up: migration_20261203_100000_tasks.up,
    down: migration_20261203_100000_tasks.down,
    name: '20261203_100000_tasks',
  },
  {
    up: migration_20261203_110000_saved_views.up,
    down: migration_20261203_110000_saved_views.down,
    name: '20261203_110000_saved_views',
  },
  {
    up: migration_20261203_120000_deal_values.up,
    down: migration_20261203_120000_deal_values.down,
    name: '20261203_120000_deal_values',
  },
  {
    up: migration_20261203_130000_deal_outcomes_and_team_leads.up,
    down: migration_20261203_130000_deal_outcomes_and_team_leads.down,
    name: '20261203_130000_deal_outcomes_and_team_leads',
  },
  {
    up: migration_20261204_090000_search.up,
    down: migration_20261204_090000_search.down,
    name: '20261204_090000_search',
  },
  {
    up: migration_20261204_100000_reply_email.up,
    down: migration_20261204_100000_reply_email.down,
    name: '20261204_100000_reply_email',
  },
  {
    up: migration_20261204_110000_stages.up,
    down: migration_20261204_110000_stages.down,
    name: '20261204_110000_stages',
  },
  {
    up: migration_20261204_120000_candidates.up,
    down: migration_20261204_120000_candidates.down,
    name: '20261204_120000_candidates',
  },
  {
    up: migration_20261204_130000_screening.up,
    down: migration_20261204_130000_screening.down,
    name: '20261204_130000_screening',
  },
  {
    up: migration_20261204_140000_candidate_messages.up,
    down: migration_20261204_140000_candidate_messages.down,
    name: '20261204_140000_candidate_messages',
  },
  {
    up: migration_20261205_090000_webhook_claims.up,
    down: migration_20261205_090000_webhook_claims.down,
    name: '20261205_090000_webhook_claims',
  },
  {
    up: migration_20261205_170000_email_claims.up,
    down: migration_20261205_170000_email_claims.down,
    name: '20261205_170000_email_claims',
  },
];
