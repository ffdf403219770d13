import type { Messages } from '../../messages';
import type en from '../en/landing';

const landing: Messages<typeof en> = {
  topBar: {
    home: 'Accueil Attest',
    sections: 'Sections de la page',
    features: 'Fonctionnalités',
    compliance: 'Conformité',
    signIn: 'Se connecter',
  },
  hero: {
    tagline: 'Documents maîtrisés pour les équipes soumises aux BPx',
    titleLead: 'Prêt pour l’audit.',
    titleAccent: 'Taillé pour la pharma.',
    description:
      'Rédigez, relisez, approuvez et diffusez vos SOP, instructions de travail, formulaires et politiques avec des signatures électroniques et une piste d’audit complète et infalsifiable.',
    getStarted: 'Commencer',
    explore: 'Découvrir les fonctionnalités',
  },
  stats: {
    label: 'Chiffres en direct de cette instance Attest',
    activeUsers_one: 'utilisateur actif',
    activeUsers_other: 'utilisateurs actifs',
    auditEvents_one: 'événement d’audit enregistré',
    auditEvents_other: 'événements d’audit enregistrés',
    uptime: 'de fonctionnement depuis le dernier redémarrage',
  },
  uptime: {
    daysHours: '{{days}} j {{hours}} h',
    hoursMinutes: '{{hours}} h {{minutes}} min',
    minutes: '{{minutes}} min',
    underAMinute: '< 1 min',
  },
  features: {
    title: 'Tout ce dont un document maîtrisé a besoin',
    description: 'Un seul endroit pour les documents dont dépend votre système qualité, et pour les preuves qu’ils sont maîtrisés.',
    documentControl: {
      title: 'Maîtrise documentaire',
      description:
        'Un registre unique des SOP, instructions de travail, formulaires et politiques, chacun avec sa version, son statut et son responsable, du premier brouillon à l’entrée en vigueur puis à l’obsolescence.',
    },
    workflowManagement: {
      title: 'Gestion des workflows',
      description:
        'Faites circuler les documents en revue et en approbation avec des relecteurs et des approbateurs désignés, des commentaires et des signatures électroniques.',
    },
    auditLogs: {
      title: 'Journaux d’audit',
      description:
        'Chaque modification est consignée dans une piste d’audit en ajout seul, chaînée par hachage : qui a fait quoi, quand et pourquoi.',
    },
  },
  compliance: {
    title: 'Conçu pour les activités réglementées',
    description: 'Pensé autour des réglementations et des principes d’intégrité des données sur lesquels vos auditeurs vous interrogeront.',
    part11: {
      name: '21 CFR Part 11',
      description: 'Des signatures électroniques liées au contenu signé, avec nouvelle saisie du mot de passe et une signification déclarée.',
    },
    fda: {
      name: 'Préparation FDA',
      description: 'Un historique de chaque document prêt pour l’inspection, disponible sur demande.',
    },
    gdpr: {
      name: 'RGPD',
      description: 'Des données personnelles limitées à ce dont le système qualité a besoin, sous contrôle d’accès.',
    },
    alcoa: {
      name: 'ALCOA+',
      description: 'Des enregistrements attribuables, lisibles, contemporains, originaux, exacts et complets.',
    },
    gamp5: {
      name: 'GAMP5',
      description: 'Une approche fondée sur les risques pour les systèmes informatisés en environnement BPx.',
    },
  },
  footer: {
    tagline: 'Gestion des documents maîtrisés pour les organisations réglementées.',
    company: {
      title: 'Entreprise',
      about: 'À propos',
      contact: 'Contact',
      support: 'Assistance',
    },
    legal: {
      title: 'Mentions légales',
      privacy: 'Politique de confidentialité',
      terms: 'Conditions d’utilisation',
      compliance: 'Conformité',
    },
    copyright: '© {{year}} Attest. Tous droits réservés.',
  },
};

export default landing;
