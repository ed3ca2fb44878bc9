CREATE TABLE "consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"version" text NOT NULL,
	"language" text NOT NULL,
	"accepted_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"storage_key" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_on" timestamp with time zone,
	"expires_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "erasures" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer,
	"addresses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"completed_on" timestamp with time zone NOT NULL,
	"due_on" timestamp with time zone NOT NULL,
	"erased_on" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consents_user_idx" ON "consents" USING btree ("user_id","accepted_on");--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","created_on");--> statement-breakpoint
CREATE INDEX "erasures_pending_idx" ON "erasures" USING btree ("erased_on","due_on");