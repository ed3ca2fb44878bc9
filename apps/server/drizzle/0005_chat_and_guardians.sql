CREATE TABLE "guardians" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_profile_id" integer NOT NULL,
	"contact" text NOT NULL,
	"name" text,
	"code_hash" text,
	"code_expires_on" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"guardian_user_id" integer,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_on" timestamp with time zone,
	"removed_on" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "chat_rules_accepted_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "received_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "read_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "scam" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "group_messages" ADD COLUMN "from_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "group_messages" ADD COLUMN "scam" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guardians" ADD CONSTRAINT "guardians_member_profile_id_profiles_id_fk" FOREIGN KEY ("member_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardians" ADD CONSTRAINT "guardians_guardian_user_id_users_id_fk" FOREIGN KEY ("guardian_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardians_member_idx" ON "guardians" USING btree ("member_profile_id","status");--> statement-breakpoint
CREATE INDEX "guardians_user_idx" ON "guardians" USING btree ("guardian_user_id","status");