import type { Messages } from '../../messages';
import type en from '../en/versions';

const versions: Messages<typeof en> = {
  compare: {
    title: 'Versionsvergleich',
    needsTwo: 'Für einen Vergleich benötigt dieses Dokument mindestens zwei Versionen mit Datei.',
    from: 'Von Version',
    to: 'Bis Version',
    choose: 'Version auswählen',
    swap: 'Versionen tauschen',
    option: '{{label}} (Rev. {{revision}})',
    chooseTwo: 'Wählen Sie zwei unterschiedliche Versionen.',
    comparing: 'Versionen werden verglichen',
    failed: 'Die Versionen konnten nicht verglichen werden. Bitte versuchen Sie es erneut.',
    sideBySide: 'Nebeneinander',
    inline: 'Änderungsmarkierung im Text',
    insertions_one: '{{formatted}} Einfügung',
    insertions_other: '{{formatted}} Einfügungen',
    deletions_one: '{{formatted}} Löschung',
    deletions_other: '{{formatted}} Löschungen',
  },
  note: {
    noTextOne:
      'Aus {{version}} konnte kein Text extrahiert werden, wie bei einer .doc-Datei oder einem gescannten PDF; der Text kann daher hier nicht verglichen werden. Laden Sie die Dateien herunter, um sie zu vergleichen.',
    noTextBoth:
      'Aus {{from}} und {{to}} konnte kein Text extrahiert werden, wie bei einer .doc-Datei oder einem gescannten PDF; die Texte können daher hier nicht verglichen werden. Laden Sie die Dateien herunter, um sie zu vergleichen.',
    same: 'Die beiden Versionen haben denselben Text.',
  },
  redline: {
    inline: 'Änderungsmarkierung im Text',
    insertedBefore: '[eingefügt: ',
    deletedBefore: '[gelöscht: ',
    from: 'Von {{label}}',
    to: 'Bis {{label}}',
  },
  revert: {
    title: 'Auf {{label}} zurücksetzen',
    explanation:
      'Die Datei von {{label}} (Rev. {{revision}}) wird als neue Version zum aktuellen Inhalt des Dokuments. Alle früheren Versionen bleiben im Verlauf erhalten, und das Zurücksetzen wird mit Ihrer Begründung im Audit-Trail protokolliert.',
    reason: 'Begründung',
    required: 'Bitte füllen Sie alle Pflichtfelder für das Zurücksetzen der Version aus.',
    cancel: 'Abbrechen',
    submit: 'Zurücksetzen',
    submitting: 'Wird zurückgesetzt…',
    connectionFallback: 'Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    toasts: {
      reverted: {
        title: 'Version zurückgesetzt',
        description: '{{title}} wird auf Version {{version}} zurückgesetzt. Diese Aktion wird protokolliert.',
      },
      failed: 'Zurücksetzen fehlgeschlagen',
    },
  },
  controls: {
    compare: 'Versionen vergleichen',
    revertLabel: 'Auf {{label}} zurücksetzen',
    revertRow: 'Auf diese Version zurücksetzen',
  },
};

export default versions;
