/** System Administration → Validation: the installation qualification (IQ) of this installation. */
const qualification = {
  title: 'Installation qualification (IQ)',
  description:
    'Checks this live installation: the versions it runs, every database migration applied, the whole audit trail against its seals and signed checkpoints, and the configuration (secrets are recorded only as set or not set). Each run is audited and its PDF report is stored.',
  oqHint: 'The operational qualification (OQ) report, with the traceability matrix from the automated tests, is produced with npm run validation-report.',
  running: 'Checking the installation…',
  loadFailed: 'The installation checks could not be loaded.',
  none: 'No installation qualification has been run yet.',
  earlier: 'Earlier runs',
  run: {
    start: 'Run installation check',
    title: 'Latest installation check',
    by: '{{date}} by {{name}}',
    download: 'Download report',
    checks: 'Checks',
    versions: 'Versions',
    configuration: 'Configuration',
    sha256: 'SHA-256 of the stored report: {{sha256}}',
  },
  check: {
    versions: 'Versions',
    migrations: 'Migrations',
    'audit-chain': 'Audit chain',
    configuration: 'Configuration',
  },
  toast: {
    done: 'Installation check complete',
    failed: 'The installation check found a failure',
    error: 'The installation check could not be run.',
  },
};

export default qualification;
