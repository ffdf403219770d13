import type { Messages } from '../../messages';
import type en from '../en/status';

const status: Messages<typeof en> = {
  loading: {
    default: 'Cargando...',
    checkingAuthentication: 'Comprobando la autenticación...',
    slow: 'Esto está tardando más de lo habitual.',
    retry: 'Reintentar',
    goHome: 'Ir al inicio',
    tipsTitle: 'Qué puede probar',
    tipConnection: 'Compruebe su conexión a Internet.',
    tipRefresh: 'Actualice la página.',
    tipCache: 'Borre la caché del navegador y vuelva a iniciar sesión.',
  },
  error: {
    title: 'Algo ha salido mal',
    unexpected: 'Se ha producido un error inesperado',
    reload: 'Recargar la página',
    clearSession: 'Borrar la sesión e ir al inicio de sesión',
    persists: 'Si el problema persiste, póngase en contacto con el soporte técnico.',
  },
  notFound: {
    title: '¡Vaya! No se ha encontrado la página',
    description: 'La página que busca no existe o se ha movido.',
    home: 'Volver al inicio',
  },
  unauthorized: {
    title: 'Acceso denegado',
    description: 'No tiene permiso para acceder a esta página.',
    dashboard: 'Ir a mi panel',
    home: 'Volver al inicio',
  },
};

export default status;
