import type { Messages } from '../../messages';
import type en from '../en/signature-config';

const signatureConfig: Messages<typeof en> = {
  loading: 'Chargement de la configuration des signatures',
  loadFailed: 'La configuration des signatures n’a pas pu être chargée. Veuillez actualiser la page.',
  title: 'Configuration des signatures',
  description: 'Comment les signatures électroniques sont apposées dans Attest. Chaque enregistrement exige un motif et figure dans la piste d’audit avec l’ancienne et la nouvelle valeur.',
  lastSaved: 'Enregistrée le {{when}}.',
  neverSaved: 'Les valeurs par défaut s’appliquent : jamais enregistrée.',
  fields: {
    allowedTypes: 'Marques de signature autorisées',
    imageFormats: 'Formats d’image téléversée',
    maxImageKb: 'Plus grande image de signature (Ko)',
    maxSigningAttempts: 'Tentatives de signature',
    authenticationMinutes: 'Durée d’authentification (minutes)',
    signingLockMinutes: 'Verrouillage de la signature (minutes)',
    requireLegalDisclaimer: 'Les signataires doivent accepter la mention légale',
    reminderFrequency: 'Rappels des signatures en attente',
    segregationOfDuties: 'Appliquer la séparation des tâches',
    reason: 'Motif de la modification',
  },
  types: { drawn: 'Dessinée', typed: 'Saisie', uploaded: 'Téléversée' },
  reminders: { daily: 'Quotidien', weekly: 'Hebdomadaire', off: 'Désactivé' },
  hints: {
    maxImageKb: 'Entre {{min}} et {{max}} Ko ; une marque dessinée ou saisie compte aussi.',
    maxSigningAttempts: 'Mots de passe de signature erronés d’affilée, dans toute session, avant le verrouillage de la signature : de {{min}} à {{max}}.',
    signingLockMinutes: 'Durée du verrouillage de la signature pour cette personne : de {{min}} à {{max}} minutes. Les administrateurs sont prévenus.',
    authenticationMinutes: 'Durée de validité du contrôle du mot de passe pour une signature : de {{min}} à {{max}} minutes.',
    requireLegalDisclaimer: 'La mention est toujours affichée et conservée avec chaque signature ; ceci décide si le signataire doit la cocher.',
    reminderFrequency: 'Chaque relecteur et approbateur dont l’étape est en attente reçoit un rappel dans Attest et par e-mail (s’il reçoit les e-mails) une fois par jour ou par semaine tant qu’elle attend ; Désactivé n’en envoie aucun.',
    segregationOfDuties: 'L’auteur d’une version ne peut ni la vérifier ni l’approuver, et personne ne vérifie et n’approuve la même version.',
    reason: 'Conservé dans l’événement d’audit, p. ex. le numéro de maîtrise des modifications.',
  },
  releaseSignatures: {
    title: 'Actions de publication signées',
    hint: 'Chaque action cochée exige une signature Part 11 (mot de passe, marque, mention légale) sur la version concernée.',
    makeEffective: 'Mettre en vigueur (signification « Publié »)',
    markObsolete: 'Marquer comme obsolète (signification « Retiré »)',
    archive: 'Archiver (signification « Archivé »)',
    restore: 'Restaurer (signification « Restauré »)',
  },
  segregationOffWarning: 'Sans séparation des tâches, une seule personne peut rédiger, vérifier et approuver. Chaque signature apposée entre-temps est marquée.',
  locked: {
    title: 'Toujours actif, ou pas encore disponible',
    on: 'Activé',
    off: 'Désactivé',
    labels: { passwordReauthentication: 'Réauthentification par mot de passe', part11Mode: 'Mode 21 CFR Part 11', twoFactor: 'Second facteur à la signature' },
    reasons: {
      passwordReauthentication: 'Toujours actif : 21 CFR 11.200 exige de ressaisir le mot de passe à chaque signature.',
      part11Mode: 'Toujours actif : Attest tient chaque signature conforme à 21 CFR Part 11.',
      twoFactor: 'Nécessite la connexion à deux facteurs, dont cette installation ne dispose pas.',
    },
  },
  save: 'Enregistrer la configuration',
  saving: 'Enregistrement…',
  reset: 'Rétablir les valeurs par défaut',
  resetNotice: 'Les valeurs par défaut sont dans le formulaire. Indiquez un motif et enregistrez pour les appliquer.',
  toasts: {
    saved: 'Configuration des signatures enregistrée',
    savedDescription: 'Les nouvelles signatures la suivent désormais.',
    failed: 'La configuration des signatures n’a pas pu être enregistrée',
    failedDescription: 'Veuillez réessayer.',
    fixFields: 'Veuillez corriger les champs signalés.',
  },
};

export default signatureConfig;
