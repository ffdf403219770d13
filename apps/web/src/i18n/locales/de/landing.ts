import type { Messages } from '../../messages';
import type en from '../en/landing';

const landing: Messages<typeof en> = {
  topBar: {
    home: 'Attest-Startseite',
    sections: 'Seitenabschnitte',
    features: 'Funktionen',
    compliance: 'Compliance',
    signIn: 'Anmelden',
  },
  hero: {
    tagline: 'Gelenkte Dokumente für GxP-regulierte Teams',
    titleLead: 'Auditbereit.',
    titleAccent: 'Pharma-perfekt.',
    description:
      'Erstellen, prüfen, genehmigen und verteilen Sie Ihre SOPs, Arbeitsanweisungen, Formulare und Richtlinien mit elektronischen Signaturen und einem vollständigen, manipulationssicheren Audit-Trail.',
    getStarted: 'Jetzt starten',
    explore: 'Funktionen entdecken',
  },
  stats: {
    label: 'Aktuelle Kennzahlen dieser Attest-Instanz',
    activeUsers_one: 'aktiver Benutzer',
    activeUsers_other: 'aktive Benutzer',
    auditEvents_one: 'protokolliertes Audit-Ereignis',
    auditEvents_other: 'protokollierte Audit-Ereignisse',
    uptime: 'Laufzeit seit dem letzten Neustart',
  },
  uptime: {
    daysHours: '{{days}} d {{hours}} h',
    hoursMinutes: '{{hours}} h {{minutes}} min',
    minutes: '{{minutes}} min',
    underAMinute: '< 1 min',
  },
  features: {
    title: 'Alles, was ein gelenktes Dokument braucht',
    description: 'Ein Ort für die Dokumente, auf die sich Ihr Qualitätssystem stützt, und für den Nachweis, dass sie unter Kontrolle sind.',
    documentControl: {
      title: 'Dokumentenlenkung',
      description:
        'Ein zentrales Verzeichnis für SOPs, Arbeitsanweisungen, Formulare und Richtlinien, jeweils mit Version, Status und Verantwortlichem, vom ersten Entwurf bis zur Gültigkeit und Außerkraftsetzung.',
    },
    workflowManagement: {
      title: 'Workflow-Verwaltung',
      description:
        'Leiten Sie Dokumente mit benannten Prüfern und Genehmigern, Kommentaren und elektronischen Signaturen durch Prüfung und Genehmigung.',
    },
    auditLogs: {
      title: 'Audit-Protokolle',
      description:
        'Jede Änderung wird in einem nur erweiterbaren, per Hash verketteten Audit-Trail festgehalten: wer was wann und warum getan hat.',
    },
  },
  compliance: {
    title: 'Für regulierte Arbeit gemacht',
    description: 'Ausgerichtet auf die Vorschriften und Grundsätze der Datenintegrität, nach denen Ihre Auditoren fragen werden.',
    part11: {
      name: '21 CFR Part 11',
      description: 'Elektronische Signaturen, die an den signierten Inhalt gebunden sind, mit erneuter Passworteingabe und angegebener Bedeutung.',
    },
    fda: {
      name: 'FDA-Inspektionsbereitschaft',
      description: 'Eine inspektionsbereite Historie jedes Dokuments, auf Anfrage verfügbar.',
    },
    gdpr: {
      name: 'DSGVO',
      description: 'Personenbezogene Daten beschränkt auf das, was das Qualitätssystem benötigt, unter Zugriffskontrolle.',
    },
    alcoa: {
      name: 'ALCOA+',
      description: 'Aufzeichnungen, die zuordenbar, lesbar, zeitnah, original, richtig und vollständig sind.',
    },
    gamp5: {
      name: 'GAMP5',
      description: 'Ein risikobasierter Ansatz für computergestützte Systeme in GxP-Umgebungen.',
    },
  },
  footer: {
    tagline: 'Verwaltung gelenkter Dokumente für regulierte Organisationen.',
    company: {
      title: 'Unternehmen',
      about: 'Über uns',
      contact: 'Kontakt',
      support: 'Support',
    },
    legal: {
      title: 'Rechtliches',
      privacy: 'Datenschutzerklärung',
      terms: 'Nutzungsbedingungen',
      compliance: 'Compliance',
    },
    copyright: '© {{year}} Attest. Alle Rechte vorbehalten.',
  },
};

export default landing;
