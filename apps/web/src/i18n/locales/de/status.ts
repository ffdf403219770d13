import type { Messages } from '../../messages';
import type en from '../en/status';

const status: Messages<typeof en> = {
  loading: {
    default: 'Wird geladen...',
    checkingAuthentication: 'Authentifizierung wird geprüft...',
    slow: 'Das dauert länger als üblich.',
    retry: 'Erneut versuchen',
    goHome: 'Zur Startseite',
    tipsTitle: 'Was Sie versuchen können',
    tipConnection: 'Prüfen Sie Ihre Internetverbindung.',
    tipRefresh: 'Laden Sie die Seite neu.',
    tipCache: 'Leeren Sie den Browser-Cache und melden Sie sich erneut an.',
  },
  error: {
    title: 'Etwas ist schiefgelaufen',
    unexpected: 'Ein unerwarteter Fehler ist aufgetreten',
    reload: 'Seite neu laden',
    clearSession: 'Sitzung löschen und zur Anmeldung',
    persists: 'Wenn das Problem weiterhin besteht, wenden Sie sich bitte an den Support.',
  },
  notFound: {
    title: 'Hoppla! Seite nicht gefunden',
    description: 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
    home: 'Zurück zur Startseite',
  },
  unauthorized: {
    title: 'Zugriff verweigert',
    description: 'Sie haben keine Berechtigung, auf diese Seite zuzugreifen.',
    dashboard: 'Zu meinem Dashboard',
    home: 'Zurück zur Startseite',
  },
};

export default status;
