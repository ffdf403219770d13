import type { Messages } from '../../messages';
import type en from '../en/reference';

const reference: Messages<typeof en> = {
  dialog: {
    title: 'Kategorien verwalten',
    description:
      'Dokumentkategorien und Abteilungen. Deaktivierte Einträge bleiben an bestehenden Dokumenten erhalten, können aber für neue nicht mehr gewählt werden.',
    categoriesTab: 'Kategorien',
    departmentsTab: 'Abteilungen',
  },
  kind: {
    category: {
      table: 'Kategorien',
      add: 'Kategorie hinzufügen',
      save: 'Kategorie speichern',
      addForm: 'Kategorie hinzufügen',
      editForm: 'Kategorie bearbeiten',
      added: 'Kategorie hinzugefügt',
      updated: 'Kategorie aktualisiert',
      reactivated: 'Kategorie reaktiviert',
      deactivated: 'Kategorie deaktiviert',
      loadFailed: 'Die Kategorien konnten nicht geladen werden.',
    },
    department: {
      table: 'Abteilungen',
      add: 'Abteilung hinzufügen',
      save: 'Abteilung speichern',
      addForm: 'Abteilung hinzufügen',
      editForm: 'Abteilung bearbeiten',
      added: 'Abteilung hinzugefügt',
      updated: 'Abteilung aktualisiert',
      reactivated: 'Abteilung reaktiviert',
      deactivated: 'Abteilung deaktiviert',
      loadFailed: 'Die Abteilungen konnten nicht geladen werden.',
    },
  },
  panel: {
    status: 'Status',
    actions: 'Aktionen',
    active: 'Aktiv',
    inactive: 'Inaktiv',
    edit: 'Bearbeiten',
    editEntry: '{{name}} bearbeiten',
    deactivate: 'Deaktivieren',
    deactivateEntry: '{{name}} deaktivieren',
    reactivate: 'Reaktivieren',
    reactivateEntry: '{{name}} reaktivieren',
  },
  toast: {
    added: '„{{name}}“ kann jetzt gewählt werden.',
    updated: '„{{name}}“ wurde gespeichert.',
    reactivated: '„{{name}}“ kann wieder gewählt werden.',
    deactivated: '„{{name}}“ kann nicht mehr für Dokumente gewählt werden.',
    saveFailed: 'Speichern fehlgeschlagen',
  },
  columns: {
    name: 'Name',
    description: 'Beschreibung',
    retention: 'Aufbewahrung',
    approval: 'Genehmigung',
    autoArchive: 'Automatische Archivierung',
  },
  cells: {
    retentionDays_one: '{{count}} Tag',
    retentionDays_other: '{{count}} Tage',
    required: 'Erforderlich',
    notRequired: 'Nicht erforderlich',
    yes: 'Ja',
    no: 'Nein',
  },
  form: {
    editTitle: '„{{name}}“ bearbeiten',
    saving: 'Wird gespeichert…',
    name: 'Name',
    description: 'Beschreibung',
    retention: 'Aufbewahrung (Tage)',
    retentionInvalid: 'Die Aufbewahrung muss eine ganze Zahl von Tagen zwischen 1 und 36500 sein',
    requiresApproval: 'Genehmigung erforderlich',
    autoArchive: 'Automatische Archivierung',
    active: 'Aktiv',
  },
};

export default reference;
