CREATE TYPE "public"."access" AS ENUM('admin', 'user');--> statement-breakpoint
CREATE TYPE "public"."article_status" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('active', 'disabled');--> statement-breakpoint
CREATE TABLE "app_secrets" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_articles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_articles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" varchar(200) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"status" "article_status" DEFAULT 'draft' NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"answer" varchar(16) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"csrf_token" text NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "throttles" (
	"key" varchar(200) PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sys_user_counts" (
	"access" "access" NOT NULL,
	"status" "user_status" NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "sys_user_counts_access_status_pk" PRIMARY KEY("access","status")
);
--> statement-breakpoint
CREATE TABLE "sys_users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"email" varchar(254),
	"phone" varchar(32),
	"avatar" varchar(2048),
	"access" "access" DEFAULT 'user' NOT NULL,
	"status" "user_status" DEFAULT 'active' NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_articles" ADD CONSTRAINT "sys_articles_author_id_sys_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."sys_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_sys_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_articles_created_at_idx" ON "sys_articles" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sys_articles_updated_at_idx" ON "sys_articles" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "sys_articles_title_idx" ON "sys_articles" USING btree ("title","id");--> statement-breakpoint
CREATE INDEX "sys_articles_author_idx" ON "sys_articles" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "sys_articles_status_idx" ON "sys_articles" USING btree ("status");--> statement-breakpoint
CREATE INDEX "captchas_expires_idx" ON "captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "throttles_window_idx" ON "throttles" USING btree ("window_ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_users_username_lower_idx" ON "sys_users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "sys_users_created_at_idx" ON "sys_users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sys_users_updated_at_idx" ON "sys_users" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "sys_users_username_idx" ON "sys_users" USING btree ("username","id");--> statement-breakpoint
CREATE INDEX "sys_users_name_idx" ON "sys_users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "sys_users_access_status_idx" ON "sys_users" USING btree ("access","status");