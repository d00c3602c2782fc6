-- One Pix key vocabulary (deviation D6): the spec's DOCUMENT becomes CPF or CNPJ by its digits, ALLEATORY_KEY becomes EVP; keys as the DICT keeps them.
UPDATE "sub_sellers" SET "pix_key_type" = CASE WHEN length(regexp_replace("pix_key", '\D', '', 'g')) = 11 THEN 'CPF' ELSE 'CNPJ' END, "pix_key" = regexp_replace("pix_key", '\D', '', 'g') WHERE "pix_key_type" = 'DOCUMENT';--> statement-breakpoint
UPDATE "sub_sellers" SET "pix_key_type" = 'EVP', "pix_key" = lower("pix_key") WHERE "pix_key_type" = 'ALLEATORY_KEY';--> statement-breakpoint
UPDATE "sub_sellers" SET "pix_key" = '+55' || regexp_replace(regexp_replace("pix_key", '\D', '', 'g'), '^55(\d{10,11})$', '\1') WHERE "pix_key_type" = 'PHONE' AND "pix_key" NOT LIKE '+55%';--> statement-breakpoint
ALTER TABLE "sub_sellers" ADD CONSTRAINT "sub_sellers_pix_key_type_check" CHECK ("sub_sellers"."pix_key_type" in ('CPF', 'CNPJ', 'EMAIL', 'PHONE', 'EVP'));
