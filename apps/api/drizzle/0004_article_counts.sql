CREATE TABLE "sys_article_author_counts" (
	"author_id" integer NOT NULL,
	"status" "article_status" NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "sys_article_author_counts_author_id_status_pk" PRIMARY KEY("author_id","status")
);
--> statement-breakpoint
CREATE TABLE "sys_article_counts" (
	"status" "article_status" PRIMARY KEY NOT NULL,
	"total" bigint NOT NULL
);
