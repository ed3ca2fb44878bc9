CREATE TABLE "contact_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"viewer_user_id" integer NOT NULL,
	"viewer_profile_id" integer,
	"profile_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_views" ADD CONSTRAINT "contact_views_viewer_user_id_users_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_views" ADD CONSTRAINT "contact_views_viewer_profile_id_profiles_id_fk" FOREIGN KEY ("viewer_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_views" ADD CONSTRAINT "contact_views_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_views_viewer_idx" ON "contact_views" USING btree ("viewer_user_id","kind","created_on");--> statement-breakpoint
CREATE INDEX "contact_views_profile_idx" ON "contact_views" USING btree ("profile_id","created_on");