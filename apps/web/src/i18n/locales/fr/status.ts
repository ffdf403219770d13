import type { Messages } from '../../messages';
import type en from '../en/status';

const status: Messages<typeof en> = {
  loading: {
    default: 'Chargement...',
    checkingAuthentication: 'Vérification de l’authentification...',
    slow: 'Le chargement prend plus de temps que d’habitude.',
    retry: 'Réessayer',
    goHome: 'Aller à l’accueil',
    tipsTitle: 'Pistes à essayer',
    tipConnection: 'Vérifiez votre connexion Internet.',
    tipRefresh: 'Actualisez la page.',
    tipCache: 'Videz le cache de votre navigateur et reconnectez-vous.',
  },
  error: {
    title: 'Une erreur s’est produite',
    unexpected: 'Une erreur inattendue s’est produite',
    reload: 'Recharger la page',
    clearSession: 'Effacer la session et revenir à la connexion',
    persists: 'Si le problème persiste, veuillez contacter le support.',
  },
  notFound: {
    title: 'Oups ! Page introuvable',
    description: 'La page que vous recherchez n’existe pas ou a été déplacée.',
    home: 'Retour à l’accueil',
  },
  unauthorized: {
    title: 'Accès refusé',
    description: 'Vous n’avez pas l’autorisation d’accéder à cette page.',
    dashboard: 'Aller à mon tableau de bord',
    home: 'Retour à l’accueil',
  },
};

export default status;
