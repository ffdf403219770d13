import type { Messages } from '../../messages';
import type en from '../en/versions';

const versions: Messages<typeof en> = {
  compare: {
    title: 'Comparaison de versions',
    needsTwo: 'Ce document doit comporter au moins deux versions avec un fichier pour être comparé.',
    from: 'Version de départ',
    to: 'Version d’arrivée',
    choose: 'Choisissez une version',
    swap: 'Inverser les versions',
    option: '{{label}} (rév. {{revision}})',
    chooseTwo: 'Choisissez deux versions différentes.',
    comparing: 'Comparaison des versions',
    failed: 'Les versions n’ont pas pu être comparées. Veuillez réessayer.',
    sideBySide: 'Côte à côte',
    inline: 'Suivi des modifications intégré',
    insertions_one: '{{formatted}} insertion',
    insertions_other: '{{formatted}} insertions',
    deletions_one: '{{formatted}} suppression',
    deletions_other: '{{formatted}} suppressions',
  },
  note: {
    noTextOne:
      'Aucun texte n’a pu être extrait de {{version}}, comme c’est le cas pour un fichier .doc ou un PDF numérisé ; son texte ne peut donc pas être comparé ici. Téléchargez les fichiers pour les comparer.',
    noTextBoth:
      'Aucun texte n’a pu être extrait de {{from}} ni de {{to}}, comme c’est le cas pour un fichier .doc ou un PDF numérisé ; leurs textes ne peuvent donc pas être comparés ici. Téléchargez les fichiers pour les comparer.',
    same: 'Les deux versions ont le même texte.',
  },
  redline: {
    inline: 'Suivi des modifications intégré',
    insertedBefore: '[inséré : ',
    deletedBefore: '[supprimé : ',
    from: 'De {{label}}',
    to: 'À {{label}}',
  },
  revert: {
    title: 'Revenir à {{label}}',
    explanation:
      'Le fichier de {{label}} (rév. {{revision}}) devient le contenu actuel du document sous forme de nouvelle version. Toutes les versions antérieures restent dans l’historique, et le retour est consigné dans la piste d’audit avec votre motif.',
    reason: 'Motif',
    required: 'Veuillez remplir tous les champs obligatoires pour revenir à cette version.',
    cancel: 'Annuler',
    submit: 'Revenir',
    submitting: 'Retour en cours…',
    connectionFallback: 'Veuillez vérifier votre connexion et réessayer.',
    toasts: {
      reverted: {
        title: 'Retour à une version',
        description: 'Retour de {{title}} à la version {{version}}. Cette action sera consignée.',
      },
      failed: 'Échec du retour à la version',
    },
  },
  controls: {
    compare: 'Comparer les versions',
    revertLabel: 'Revenir à {{label}}',
    revertRow: 'Revenir à cette version',
  },
};

export default versions;
