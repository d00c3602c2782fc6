-- Every change that can alter what a signed-in session may do is announced on the channel
-- 'cofre_principals' (delivered on commit), so each API process drops the session principals it
-- keeps in memory at once: a revoked family, any change of a user, a seller's feature toggles.
CREATE FUNCTION "cofre_principal_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'refresh_families' THEN
    PERFORM pg_notify('cofre_principals', 'family:' || changed.id);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('cofre_principals', 'user:' || changed.id);
  ELSE
    PERFORM pg_notify('cofre_principals', 'seller:' || changed.seller_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "refresh_families_principal" AFTER UPDATE OR DELETE ON "refresh_families" FOR EACH ROW EXECUTE FUNCTION "cofre_principal_changed"();--> statement-breakpoint
CREATE TRIGGER "users_principal" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "cofre_principal_changed"();--> statement-breakpoint
CREATE TRIGGER "seller_features_principal" AFTER INSERT OR UPDATE OR DELETE ON "seller_features" FOR EACH ROW EXECUTE FUNCTION "cofre_principal_changed"();
