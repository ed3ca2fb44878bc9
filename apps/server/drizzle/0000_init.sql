CREATE TABLE "biradaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "biradaries_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"dial_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "maslaks" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "maslaks_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "states" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_on" timestamp with time zone NOT NULL,
	"used_on" timestamp with time zone,
	"request_ip" text
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"channel" text NOT NULL,
	"text" text NOT NULL,
	"code" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_on" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_on" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text,
	"email" text,
	"is_superuser" boolean DEFAULT false NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"slug" text NOT NULL,
	"profile_code" text NOT NULL,
	"full_name" text NOT NULL,
	"gender" text NOT NULL,
	"martial_status" text NOT NULL,
	"detail_for_this_status" text,
	"duration_after_khula_or_divorce" text,
	"no_of_children" integer,
	"year_of_birth" integer NOT NULL,
	"month_of_birth" integer,
	"date_of_birth" date NOT NULL,
	"height" text NOT NULL,
	"height_inches" integer NOT NULL,
	"weight" integer,
	"education" text NOT NULL,
	"degree" text,
	"occupation" text NOT NULL,
	"physical_status" text DEFAULT 'Normal' NOT NULL,
	"handicap_detail" text,
	"hobbies" text NOT NULL,
	"state" text NOT NULL,
	"city" text NOT NULL,
	"country" text DEFAULT 'India' NOT NULL,
	"state_current" text,
	"city_current" text,
	"country_current" text DEFAULT 'India' NOT NULL,
	"same_location" boolean DEFAULT false NOT NULL,
	"fathers_name" text NOT NULL,
	"fathers_occupation" text NOT NULL,
	"mothers_name" text NOT NULL,
	"mothers_occupation" text DEFAULT 'HouseWife' NOT NULL,
	"no_of_brothers" integer DEFAULT 0 NOT NULL,
	"no_of_married_brothers" integer DEFAULT 0 NOT NULL,
	"no_of_sisters" integer DEFAULT 0 NOT NULL,
	"no_of_married_sisters" integer DEFAULT 0 NOT NULL,
	"biradari" text NOT NULL,
	"maslak" text NOT NULL,
	"contact_of" text NOT NULL,
	"contact_number" text NOT NULL,
	"whatsapp_country_code" text DEFAULT '+91' NOT NULL,
	"whatsapp_number" text NOT NULL,
	"email" text,
	"private_contact" boolean DEFAULT true NOT NULL,
	"expectations" text NOT NULL,
	"extra_information" text NOT NULL,
	"expectation_proposal" jsonb,
	"is_active" boolean DEFAULT false NOT NULL,
	"approval_status" text DEFAULT 'pending' NOT NULL,
	"is_blocked" boolean DEFAULT false NOT NULL,
	"blocked_reason" text,
	"photo_1" text,
	"photo_2" text,
	"photo_3" text,
	"avatar_seed" text,
	"verification_status" text DEFAULT 'Not Verified' NOT NULL,
	"verification_remarks" text,
	"reason_to_delete" text,
	"deletion_requested_on" timestamp with time zone,
	"deleted_on" timestamp with time zone,
	"view_count" integer DEFAULT 0 NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"last_active" timestamp with time zone,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', coalesce(full_name, '') || ' ' || coalesce(profile_code, '') || ' ' || coalesce(occupation, '') || ' ' || coalesce(city, '') || ' ' || coalesce(city_current, '') || ' ' || coalesce(education, '') || ' ' || coalesce(degree, '') || ' ' || coalesce(biradari, '') || ' ' || coalesce(hobbies, ''))) STORED,
	CONSTRAINT "profiles_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "profiles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "profiles_profile_code_unique" UNIQUE("profile_code")
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"blocker_id" integer NOT NULL,
	"blocked_id" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id")
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"profile_id" integer NOT NULL,
	"favourite_profile_id" integer NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_profile_id_favourite_profile_id_pk" PRIMARY KEY("profile_id","favourite_profile_id")
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"status" text DEFAULT 'Sent' NOT NULL,
	"message" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" integer NOT NULL,
	"reported_id" integer NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"evidence_key" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"status" text DEFAULT 'In Process' NOT NULL,
	"remarks" text,
	"submitted_on" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"visitor_id" integer NOT NULL,
	"visited_id" integer NOT NULL,
	"visit_count" integer DEFAULT 1 NOT NULL,
	"last_visited_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visits_visitor_id_visited_id_pk" PRIMARY KEY("visitor_id","visited_id")
);
--> statement-breakpoint
CREATE TABLE "blocked_keywords" (
	"id" serial PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	CONSTRAINT "blocked_keywords_keyword_unique" UNIQUE("keyword")
);
--> statement-breakpoint
CREATE TABLE "blogs" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"image" text,
	"description" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"author" text NOT NULL,
	"language" text NOT NULL,
	"cover_key" text NOT NULL,
	"pdf_key" text NOT NULL,
	"download_count" integer DEFAULT 0 NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "counters" (
	"page" text NOT NULL,
	"visitor_hash" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "counters_page_day_visitor_hash_pk" PRIMARY KEY("page","day","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text NOT NULL,
	"location" text NOT NULL,
	"description" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guideline_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "guideline_tags_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "guidelines" (
	"id" serial PRIMARY KEY NOT NULL,
	"tag_id" integer NOT NULL,
	"youtube_code" text NOT NULL,
	"title" text NOT NULL,
	"title_hindi" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "header_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "success_stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_description" text NOT NULL,
	"description" text NOT NULL,
	"youtube_code" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"sender_id" integer NOT NULL,
	"receiver_id" integer NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"group_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"is_admin" boolean DEFAULT false NOT NULL,
	"joined_on" timestamp with time zone DEFAULT now() NOT NULL,
	"last_read_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_group_id_profile_id_pk" PRIMARY KEY("group_id","profile_id")
);
--> statement-breakpoint
CREATE TABLE "group_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"sender_id" integer,
	"sender_name" text NOT NULL,
	"text" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"created_by" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_group_name_unique" UNIQUE("group_name")
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_id_profiles_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_id_profiles_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_favourite_profile_id_profiles_id_fk" FOREIGN KEY ("favourite_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_sender_id_profiles_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_receiver_id_profiles_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_profiles_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reported_id_profiles_id_fk" FOREIGN KEY ("reported_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_visitor_id_profiles_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_visited_id_profiles_id_fk" FOREIGN KEY ("visited_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guidelines" ADD CONSTRAINT "guidelines_tag_id_guideline_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."guideline_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_profiles_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_receiver_id_profiles_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_messages" ADD CONSTRAINT "group_messages_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_messages" ADD CONSTRAINT "group_messages_sender_id_profiles_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cities_state_name_uq" ON "cities" USING btree ("state_id","name");--> statement-breakpoint
CREATE INDEX "cities_name_idx" ON "cities" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_code_uq" ON "countries" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_name_uq" ON "countries" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "states_country_name_uq" ON "states" USING btree ("country_id","name");--> statement-breakpoint
CREATE INDEX "otp_codes_username_created_idx" ON "otp_codes" USING btree ("username","created_on");--> statement-breakpoint
CREATE INDEX "outbox_to_idx" ON "outbox" USING btree ("to","created_on");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "profiles_visible_gender_created_idx" ON "profiles" USING btree ("gender","created_on" DESC NULLS LAST) WHERE is_active AND approval_status = 'approved' AND NOT is_blocked AND deletion_requested_on IS NULL AND deleted_on IS NULL;--> statement-breakpoint
CREATE INDEX "profiles_visible_gender_dob_idx" ON "profiles" USING btree ("gender","date_of_birth") WHERE is_active AND approval_status = 'approved' AND NOT is_blocked AND deletion_requested_on IS NULL AND deleted_on IS NULL;--> statement-breakpoint
CREATE INDEX "profiles_visible_created_idx" ON "profiles" USING btree ("created_on" DESC NULLS LAST) WHERE is_active AND approval_status = 'approved' AND NOT is_blocked AND deletion_requested_on IS NULL AND deleted_on IS NULL;--> statement-breakpoint
CREATE INDEX "profiles_state_idx" ON "profiles" USING btree ("state") WHERE is_active AND approval_status = 'approved' AND NOT is_blocked AND deletion_requested_on IS NULL AND deleted_on IS NULL;--> statement-breakpoint
CREATE INDEX "profiles_state_current_idx" ON "profiles" USING btree ("state_current") WHERE is_active AND approval_status = 'approved' AND NOT is_blocked AND deletion_requested_on IS NULL AND deleted_on IS NULL;--> statement-breakpoint
CREATE INDEX "profiles_city_idx" ON "profiles" USING btree ("city") WHERE is_active AND approval_status = 'approved' AND NOT is_blocked AND deletion_requested_on IS NULL AND deleted_on IS NULL;--> statement-breakpoint
CREATE INDEX "profiles_city_current_idx" ON "profiles" USING btree ("city_current") WHERE is_active AND approval_status = 'approved' AND NOT is_blocked AND deletion_requested_on IS NULL AND deleted_on IS NULL;--> statement-breakpoint
CREATE INDEX "profiles_country_current_idx" ON "profiles" USING btree ("country_current") WHERE is_active AND approval_status = 'approved' AND NOT is_blocked AND deletion_requested_on IS NULL AND deleted_on IS NULL;--> statement-breakpoint
CREATE INDEX "profiles_maslak_idx" ON "profiles" USING btree ("maslak") WHERE is_active AND approval_status = 'approved' AND NOT is_blocked AND deletion_requested_on IS NULL AND deleted_on IS NULL;--> statement-breakpoint
CREATE INDEX "profiles_biradari_idx" ON "profiles" USING btree ("biradari") WHERE is_active AND approval_status = 'approved' AND NOT is_blocked AND deletion_requested_on IS NULL AND deleted_on IS NULL;--> statement-breakpoint
CREATE INDEX "profiles_martial_status_idx" ON "profiles" USING btree ("martial_status") WHERE is_active AND approval_status = 'approved' AND NOT is_blocked AND deletion_requested_on IS NULL AND deleted_on IS NULL;--> statement-breakpoint
CREATE INDEX "profiles_education_idx" ON "profiles" USING btree ("education") WHERE is_active AND approval_status = 'approved' AND NOT is_blocked AND deletion_requested_on IS NULL AND deleted_on IS NULL;--> statement-breakpoint
CREATE INDEX "profiles_height_idx" ON "profiles" USING btree ("height_inches") WHERE is_active AND approval_status = 'approved' AND NOT is_blocked AND deletion_requested_on IS NULL AND deleted_on IS NULL;--> statement-breakpoint
CREATE INDEX "profiles_physical_status_idx" ON "profiles" USING btree ("physical_status") WHERE is_active AND approval_status = 'approved' AND NOT is_blocked AND deletion_requested_on IS NULL AND deleted_on IS NULL;--> statement-breakpoint
CREATE INDEX "profiles_search_vector_idx" ON "profiles" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "profiles_approval_idx" ON "profiles" USING btree ("approval_status","created_on");--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_open_pair_uq" ON "proposals" USING btree ("sender_id","receiver_id") WHERE status in ('Sent', 'Opened');--> statement-breakpoint
CREATE INDEX "proposals_receiver_idx" ON "proposals" USING btree ("receiver_id","created_on");--> statement-breakpoint
CREATE INDEX "proposals_sender_idx" ON "proposals" USING btree ("sender_id","created_on");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_pair_uq" ON "reports" USING btree ("reporter_id","reported_id");--> statement-breakpoint
CREATE INDEX "visits_visited_idx" ON "visits" USING btree ("visited_id","last_visited_on");--> statement-breakpoint
CREATE INDEX "books_language_idx" ON "books" USING btree ("language");--> statement-breakpoint
CREATE INDEX "guidelines_tag_idx" ON "guidelines" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "chat_messages_pair_idx" ON "chat_messages" USING btree ("sender_id","receiver_id","created_on");--> statement-breakpoint
CREATE INDEX "chat_messages_receiver_status_idx" ON "chat_messages" USING btree ("receiver_id","status");--> statement-breakpoint
CREATE INDEX "group_messages_group_idx" ON "group_messages" USING btree ("group_id","created_on");