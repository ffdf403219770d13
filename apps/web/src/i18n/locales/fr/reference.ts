import type { Messages } from '../../messages';
import type en from '../en/reference';

const reference: Messages<typeof en> = {
  dialog: {
    title: 'Gérer les catégories',
    description:
      'Catégories de documents et départements. Les entrées désactivées restent sur les documents existants mais ne peuvent plus être choisies pour les nouveaux.',
    categoriesTab: 'Catégories',
    departmentsTab: 'Départements',
  },
  kind: {
    category: {
      table: 'Catégories',
      add: 'Ajouter une catégorie',
      save: 'Enregistrer la catégorie',
      addForm: 'Ajouter une catégorie',
      editForm: 'Modifier la catégorie',
      added: 'Catégorie ajoutée',
      updated: 'Catégorie mise à jour',
      reactivated: 'Catégorie réactivée',
      deactivated: 'Catégorie désactivée',
      loadFailed: 'Les catégories n’ont pas pu être chargées.',
    },
    department: {
      table: 'Départements',
      add: 'Ajouter un département',
      save: 'Enregistrer le département',
      addForm: 'Ajouter un département',
      editForm: 'Modifier le département',
      added: 'Département ajouté',
      updated: 'Département mis à jour',
      reactivated: 'Département réactivé',
      deactivated: 'Département désactivé',
      loadFailed: 'Les départements n’ont pas pu être chargés.',
    },
  },
  panel: {
    status: 'Statut',
    actions: 'Actions',
    active: 'Actif',
    inactive: 'Inactif',
    edit: 'Modifier',
    editEntry: 'Modifier {{name}}',
    deactivate: 'Désactiver',
    deactivateEntry: 'Désactiver {{name}}',
    reactivate: 'Réactiver',
    reactivateEntry: 'Réactiver {{name}}',
  },
  toast: {
    added: '« {{name}} » peut désormais être choisi.',
    updated: '« {{name}} » a été enregistré.',
    reactivated: '« {{name}} » peut de nouveau être choisi.',
    deactivated: '« {{name}} » ne peut plus être choisi pour des documents.',
    saveFailed: 'Échec de l’enregistrement',
  },
  columns: {
    name: 'Nom',
    description: 'Description',
    retention: 'Conservation',
    approval: 'Approbation',
    autoArchive: 'Archivage automatique',
  },
  cells: {
    retentionDays_one: '{{count}} jour',
    retentionDays_other: '{{count}} jours',
    required: 'Requise',
    notRequired: 'Non requise',
    yes: 'Oui',
    no: 'Non',
  },
  form: {
    editTitle: 'Modifier « {{name}} »',
    saving: 'Enregistrement…',
    name: 'Nom',
    description: 'Description',
    retention: 'Conservation (jours)',
    retentionInvalid: 'La durée de conservation doit être un nombre entier de jours compris entre 1 et 36500',
    requiresApproval: 'Approbation requise',
    autoArchive: 'Archivage automatique',
    active: 'Actif',
  },
};

export default reference;
