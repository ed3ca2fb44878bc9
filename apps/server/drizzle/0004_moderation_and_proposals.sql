CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer,
	"before" jsonb,
	"after" jsonb,
	"remarks" text,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_hashes" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"hash" text NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "approval_remarks" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "approved_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "changed_since_approval" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "photo_1_pending" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "photo_2_pending" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "deletion_status" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "deletion_remarks" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "opened_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "remarks" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "decided_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD COLUMN "file_deleted_on" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_log" ADD CONSTRAINT "notification_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_hashes" ADD CONSTRAINT "photo_hashes_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_on");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "notification_log_user_idx" ON "notification_log" USING btree ("user_id","created_on");--> statement-breakpoint
CREATE INDEX "photo_hashes_profile_idx" ON "photo_hashes" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "photo_hashes_key_uq" ON "photo_hashes" USING btree ("storage_key");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The audit log is append-only: rows may be inserted, never changed or removed, except that the
-- actor is set to null when that account is deleted (the foreign key's ON DELETE SET NULL).
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.actor_user_id IS NULL
     AND (NEW.id, NEW.action, NEW.target_type, NEW.target_id, NEW.before::text, NEW.after::text, NEW.remarks, NEW.created_on)
         IS NOT DISTINCT FROM
         (OLD.id, OLD.action, OLD.target_type, OLD.target_id, OLD.before::text, OLD.after::text, OLD.remarks, OLD.created_on) THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_change" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();
