-- Covering index for the profile search of SPEC.md section 7 (see bench/results/search.md).
-- Its keys follow the search form's usual filters (gender, marital status, states, educations,
-- maslaks, then the age range as birth dates), so a search's count and the ids of its page are
-- answered by index-only scans; the INCLUDE columns let the other filters, the ordering and the
-- id be read without visiting rows.
-- Written by hand because drizzle-kit cannot express INCLUDE; the schema file points here.
CREATE INDEX IF NOT EXISTS "profiles_search_facets_idx" ON "profiles" USING btree ("gender", "martial_status", "state", "education", "maslak", "date_of_birth") INCLUDE ("biradari", "state_current", "city", "city_current", "country_current", "physical_status", "height_inches", "verification_status", "created_on", "id") WHERE is_active AND approval_status = 'approved' AND NOT is_blocked AND deletion_requested_on IS NULL AND deleted_on IS NULL;
