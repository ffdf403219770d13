-- SCIM given and family names as the identity provider sent them. Attest keeps one name per person; these parts are
-- given back while they still make that name (an administrator may rename the person in Attest), so a provider that
-- compares them ("Jean Paul" / "Sartre") finds nothing to change, instead of a first-word guess it would "correct"
-- at every sync, each time an audited user update.
CREATE TABLE "scim_name_parts" (
  "user_id" uuid PRIMARY KEY REFERENCES "users" ("id"),
  "given_name" text NOT NULL,
  "family_name" text NOT NULL
);
