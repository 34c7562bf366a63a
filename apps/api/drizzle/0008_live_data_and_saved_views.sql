CREATE SEQUENCE "public"."sys_change_event_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "sys_saved_view_defaults" (
	"user_id" integer NOT NULL,
	"table_key" varchar(64) NOT NULL,
	"view_id" integer NOT NULL,
	CONSTRAINT "sys_saved_view_defaults_user_id_table_key_pk" PRIMARY KEY("user_id","table_key")
);
--> statement-breakpoint
CREATE TABLE "sys_saved_views" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_saved_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"table_key" varchar(64) NOT NULL,
	"name" varchar(60) NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"state" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_saved_view_defaults" ADD CONSTRAINT "sys_saved_view_defaults_user_id_sys_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_saved_view_defaults" ADD CONSTRAINT "sys_saved_view_defaults_view_id_sys_saved_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."sys_saved_views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_saved_views" ADD CONSTRAINT "sys_saved_views_owner_id_sys_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."sys_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_preferences" ADD CONSTRAINT "sys_user_preferences_user_id_sys_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_saved_view_defaults_view_idx" ON "sys_saved_view_defaults" USING btree ("view_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_saved_views_owner_name_idx" ON "sys_saved_views" USING btree ("owner_id","table_key",lower("name"));--> statement-breakpoint
CREATE INDEX "sys_saved_views_shared_idx" ON "sys_saved_views" USING btree ("table_key","shared");