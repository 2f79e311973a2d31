CREATE TABLE "film_phrases" (
	"film_id" uuid NOT NULL,
	"phrase_key" text NOT NULL,
	CONSTRAINT "film_phrases_film_id_phrase_key_pk" PRIMARY KEY("film_id","phrase_key")
);
--> statement-breakpoint
ALTER TABLE "film_phrases" ADD CONSTRAINT "film_phrases_film_id_films_id_fk" FOREIGN KEY ("film_id") REFERENCES "public"."films"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "film_phrases_phrase_key_idx" ON "film_phrases" USING btree ("phrase_key");