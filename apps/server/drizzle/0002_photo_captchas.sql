CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_on" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "captchas" ADD CONSTRAINT "captchas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captchas_expires_idx" ON "captchas" USING btree ("expires_on");