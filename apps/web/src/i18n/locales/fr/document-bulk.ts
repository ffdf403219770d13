import type { Messages } from '../../messages';
import type en from '../en/document-bulk';

const documentBulk: Messages<typeof en> = {
  dialog: {
    title: 'Import groupé de SOP',
    steps: {
      upload: 'Étape 1 sur 3 : ajoutez des SOP à partir d’un fichier CSV ou saisissez-les manuellement.',
      review: 'Étape 2 sur 3 : vérifiez chaque ligne ; corrigez celles signalées en rouge avant l’import.',
      complete: 'Étape 3 sur 3 : le résultat de l’import.',
    },
    addRow: 'Ajouter une ligne',
    close: 'Fermer',
  },
  upload: {
    csvTab: 'Import CSV',
    manualTab: 'Saisie manuelle',
    columnsHelp:
      'Colonnes : {{columns}}. La catégorie et le département sont les noms d’entrées actives ; les mots-clés sont séparés par des points-virgules.',
    downloadTemplate: 'Télécharger le modèle',
    fileLabel: 'Fichier CSV',
    fileHint: 'Un fichier .csv avec une ligne d’en-tête',
    reviewSops: 'Vérifier les SOP',
  },
  review: {
    ready_one: '{{count}} SOP prête à être vérifiée.',
    ready_other: '{{count}} SOP prêtes à être vérifiées.',
    readyWithErrors_one: '{{count}} SOP prête à être vérifiée, {{errors}} avec des erreurs.',
    readyWithErrors_other: '{{count}} SOP prêtes à être vérifiées, {{errors}} avec des erreurs.',
    creating: 'Création de la SOP {{current}} sur {{total}}',
    backToUpload: 'Retour à l’import',
    uploading: 'Import en cours…',
    upload: 'Importer les SOP ({{count}})',
  },
  validation: {
    title: 'Erreurs de validation',
    description: 'Veuillez corriger toutes les erreurs avant l’import.',
  },
  toasts: {
    invalidFileType: { title: 'Type de fichier non valide', description: 'Veuillez importer uniquement un fichier CSV.' },
    fileProcessed: { title: 'Fichier traité', description: 'SOP trouvées dans le fichier CSV : {{count}}.' },
    processingError: {
      title: 'Erreur lors du traitement du fichier',
      description: 'Veuillez vérifier le format de votre fichier CSV et réessayer.',
    },
    templateDownloaded: { title: 'Modèle téléchargé', description: '{{fileName}} se trouve dans vos téléchargements.' },
    complete: { title: 'Import groupé terminé' },
  },
  results: {
    summary: 'SOP importées avec succès : {{succeeded}} ; en échec : {{failed}}.',
    uploadedCount: 'importées',
    failedCount: 'en échec',
    uploadedIcon: 'Importée',
    failedIcon: 'Échec',
    untitled: 'Sans titre',
    sessionEnded: 'Non importée : votre session a expiré.',
    unreachable: 'Le serveur est injoignable.',
  },
  rows: {
    headers: {
      title: 'Titre *',
      category: 'Catégorie *',
      department: 'Département *',
      description: 'Description',
      keywords: 'Mots-clés',
      type: 'Type',
      priority: 'Priorité',
      confidentiality: 'Confidentialité',
      remove: 'Supprimer',
    },
    cellLabels: {
      title: 'Titre, ligne {{number}}',
      category: 'Catégorie, ligne {{number}}',
      department: 'Département, ligne {{number}}',
      description: 'Description, ligne {{number}}',
      keywords: 'Mots-clés, ligne {{number}}',
      documentType: 'Type de document, ligne {{number}}',
      priority: 'Priorité, ligne {{number}}',
      confidentiality: 'Confidentialité, ligne {{number}}',
      remove: 'Supprimer la ligne {{number}}',
    },
    errors: {
      titleRequired: 'Le titre est obligatoire',
      notFound: 'Introuvable : « {{name}} »',
      fieldIssue: '{{field}} : {{message}}',
    },
    fields: {
      title: 'Titre',
      description: 'Description',
      keywords: 'Mots-clés',
    },
  },
};

export default documentBulk;
