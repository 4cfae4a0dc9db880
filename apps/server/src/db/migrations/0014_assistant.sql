CREATE TABLE "assistant_passages" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_key" text NOT NULL,
	"kind" text NOT NULL,
	"doc_id" integer,
	"doc_version" integer,
	"library" text NOT NULL,
	"right_name" text NOT NULL,
	"validity" integer DEFAULT 2 NOT NULL,
	"anchor" text DEFAULT '' NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"source_title" text NOT NULL,
	"number_code" text,
	"text" text NOT NULL,
	"tsv" "tsvector"
);
--> statement-breakpoint
CREATE TABLE "assistant_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_turns" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"question" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"conversation_id" integer,
	"question" text NOT NULL,
	"mode" text NOT NULL,
	"answer" jsonb NOT NULL,
	"sources" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assistant_passages" ADD CONSTRAINT "assistant_passages_doc_id_lib_documents_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."lib_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_conversations" ADD CONSTRAINT "assistant_conversations_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistant_turns" ADD CONSTRAINT "assistant_turns_conversation_id_assistant_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."assistant_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assistant_passages_source_key" ON "assistant_passages" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "assistant_passages_tsv" ON "assistant_passages" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "assistant_passages_doc" ON "assistant_passages" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "assistant_passages_number_code" ON "assistant_passages" USING btree ("number_code");--> statement-breakpoint
CREATE INDEX "assistant_conversations_member" ON "assistant_conversations" USING btree ("member_id","updated_at");--> statement-breakpoint
CREATE INDEX "assistant_turns_conversation" ON "assistant_turns" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "assistant_audit_customer" ON "assistant_audit" USING btree ("customer_id","created_at");
