import type { Messages } from '../../messages';
import type en from '../en/qualification';

const qualification: Messages<typeof en> = {
  title: 'Installationsqualifizierung (IQ)',
  description:
    'Prüft diese laufende Installation: die eingesetzten Versionen, jede angewendete Datenbankmigration, den gesamten Audit-Trail gegen seine Siegel und signierten Prüfpunkte sowie die Konfiguration (Geheimnisse werden nur als gesetzt oder nicht gesetzt erfasst). Jeder Lauf wird protokolliert und sein PDF-Bericht gespeichert.',
  oqHint: 'Der Bericht zur Funktionsqualifizierung (OQ) mit der Rückverfolgbarkeitsmatrix aus den automatisierten Tests wird mit npm run validation-report erstellt.',
  running: 'Installation wird geprüft…',
  loadFailed: 'Die Installationsprüfungen konnten nicht geladen werden.',
  none: 'Es wurde noch keine Installationsqualifizierung durchgeführt.',
  earlier: 'Frühere Läufe',
  run: {
    start: 'Installationsprüfung starten',
    title: 'Letzte Installationsprüfung',
    by: '{{date}} von {{name}}',
    download: 'Bericht herunterladen',
    checks: 'Prüfungen',
    versions: 'Versionen',
    configuration: 'Konfiguration',
    sha256: 'SHA-256 des gespeicherten Berichts: {{sha256}}',
  },
  check: {
    versions: 'Versionen',
    migrations: 'Migrationen',
    'audit-chain': 'Audit-Kette',
    configuration: 'Konfiguration',
  },
  toast: {
    done: 'Installationsprüfung abgeschlossen',
    failed: 'Die Installationsprüfung hat einen Fehler gefunden',
    error: 'Die Installationsprüfung konnte nicht ausgeführt werden.',
  },
};

export default qualification;
