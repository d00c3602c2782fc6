CREATE TABLE "notification_read_marks" (
	"seller_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_through" timestamp with time zone NOT NULL,
	"marked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "notification_read_marks_seller_id_user_id_pk" PRIMARY KEY("seller_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "notification_read_marks" ADD CONSTRAINT "notification_read_marks_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;