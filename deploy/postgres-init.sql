-- The two logins of README "Running on PostgreSQL": the owner migrates, the server runs as attest_app, which may
-- only INSERT and SELECT the evidence tables. Run once, by the image's entrypoint, on an empty data volume.
CREATE ROLE attest_owner LOGIN PASSWORD 'attest_owner';
CREATE ROLE attest_app LOGIN PASSWORD 'attest_app';
CREATE DATABASE attest OWNER attest_owner;
