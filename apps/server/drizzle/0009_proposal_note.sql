ALTER TABLE "proposals" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "note_scam" boolean DEFAULT false NOT NULL;