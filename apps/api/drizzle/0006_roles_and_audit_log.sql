CREATE TABLE "sys_audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"actor_id" integer,
	"actor_name" varchar(32),
	"ip" varchar(64),
	"request_id" varchar(64),
	"resource" varchar(16) NOT NULL,
	"action" varchar(16) NOT NULL,
	"record_id" varchar(64),
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role_permissions" (
	"role_id" integer NOT NULL,
	"permission" varchar(64) NOT NULL,
	CONSTRAINT "sys_role_permissions_role_id_permission_pk" PRIMARY KEY("role_id","permission")
);
--> statement-breakpoint
CREATE TABLE "sys_roles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sys_roles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(64) NOT NULL,
	"built_in" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sys_roles_built_in_unique" UNIQUE("built_in")
);
--> statement-breakpoint
CREATE TABLE "sys_user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "sys_user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
ALTER TABLE "sys_role_permissions" ADD CONSTRAINT "sys_role_permissions_role_id_sys_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_roles" ADD CONSTRAINT "sys_user_roles_user_id_sys_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_roles" ADD CONSTRAINT "sys_user_roles_role_id_sys_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sys_audit_log_at_idx" ON "sys_audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "sys_audit_log_record_idx" ON "sys_audit_log" USING btree ("resource","record_id","at");--> statement-breakpoint
CREATE INDEX "sys_audit_log_actor_idx" ON "sys_audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "sys_audit_log_action_idx" ON "sys_audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_roles_name_lower_idx" ON "sys_roles" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "sys_user_roles_role_idx" ON "sys_user_roles" USING btree ("role_id","user_id");