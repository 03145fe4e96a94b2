-- Every change to what a signed-in request's principal is made of (auth/session-principal.ts: the
-- session, its user's e-mail, the employer or admin account's company, role and status, the
-- company's status) is announced on the channel veil_principal, so the servers' principal caches
-- (auth/principal-cache.ts) drop what they hold of that user or company. Triggers, not the app's
-- services, so that every writer is heard: better-auth, the services, the command line, psql.
-- The payload is "user:<id>" or "company:<id>"; "all" after a TRUNCATE. Written by hand
-- (drizzle-kit cannot express triggers).
CREATE FUNCTION principal_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := to_jsonb(OLD); ELSE changed := to_jsonb(NEW); END IF;
  -- TG_ARGV: the kind of key ("user" or "company") and the column that holds it
  PERFORM pg_notify('veil_principal', TG_ARGV[0] || ':' || (changed ->> TG_ARGV[1]));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION principal_changed_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('veil_principal', 'all');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER auth_candidate_session_principal AFTER UPDATE OR DELETE ON auth_candidate_session
  FOR EACH ROW EXECUTE FUNCTION principal_changed('user', 'user_id');--> statement-breakpoint
CREATE TRIGGER auth_employer_session_principal AFTER UPDATE OR DELETE ON auth_employer_session
  FOR EACH ROW EXECUTE FUNCTION principal_changed('user', 'user_id');--> statement-breakpoint
CREATE TRIGGER auth_admin_session_principal AFTER UPDATE OR DELETE ON auth_admin_session
  FOR EACH ROW EXECUTE FUNCTION principal_changed('user', 'user_id');--> statement-breakpoint
CREATE TRIGGER auth_candidate_user_principal AFTER UPDATE OF email OR DELETE ON auth_candidate_user
  FOR EACH ROW EXECUTE FUNCTION principal_changed('user', 'id');--> statement-breakpoint
CREATE TRIGGER auth_employer_user_principal AFTER UPDATE OF email OR DELETE ON auth_employer_user
  FOR EACH ROW EXECUTE FUNCTION principal_changed('user', 'id');--> statement-breakpoint
CREATE TRIGGER auth_admin_user_principal AFTER UPDATE OF email OR DELETE ON auth_admin_user
  FOR EACH ROW EXECUTE FUNCTION principal_changed('user', 'id');--> statement-breakpoint
-- an account row that appears matters too: a session without one is read as no one (employers) or
-- as deactivated (admins)
CREATE TRIGGER employer_users_principal AFTER INSERT OR UPDATE OF company_id, role, status OR DELETE ON employer_users
  FOR EACH ROW EXECUTE FUNCTION principal_changed('user', 'id');--> statement-breakpoint
CREATE TRIGGER admin_users_principal AFTER INSERT OR UPDATE OF status OR DELETE ON admin_users
  FOR EACH ROW EXECUTE FUNCTION principal_changed('user', 'id');--> statement-breakpoint
CREATE TRIGGER companies_principal AFTER UPDATE OF is_active OR DELETE ON companies
  FOR EACH ROW EXECUTE FUNCTION principal_changed('company', 'id');--> statement-breakpoint
CREATE TRIGGER auth_candidate_session_principal_all AFTER TRUNCATE ON auth_candidate_session
  FOR EACH STATEMENT EXECUTE FUNCTION principal_changed_all();--> statement-breakpoint
CREATE TRIGGER auth_employer_session_principal_all AFTER TRUNCATE ON auth_employer_session
  FOR EACH STATEMENT EXECUTE FUNCTION principal_changed_all();--> statement-breakpoint
CREATE TRIGGER auth_admin_session_principal_all AFTER TRUNCATE ON auth_admin_session
  FOR EACH STATEMENT EXECUTE FUNCTION principal_changed_all();--> statement-breakpoint
CREATE TRIGGER employer_users_principal_all AFTER TRUNCATE ON employer_users
  FOR EACH STATEMENT EXECUTE FUNCTION principal_changed_all();--> statement-breakpoint
CREATE TRIGGER admin_users_principal_all AFTER TRUNCATE ON admin_users
  FOR EACH STATEMENT EXECUTE FUNCTION principal_changed_all();--> statement-breakpoint
CREATE TRIGGER companies_principal_all AFTER TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION principal_changed_all();
