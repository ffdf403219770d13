import type { Messages } from '../../messages';
import type en from '../en/system-preferences';

const systemPreferences: Messages<typeof en> = {
  loading: 'Cargando las preferencias del sistema',
  loadFailed: 'No se pudieron cargar las preferencias del sistema. Actualice la página.',
  title: 'Preferencias del sistema',
  description: 'Se aplican en el acto en todos los servidores. Cada guardado necesita un motivo y queda en la pista de auditoría con los valores anterior y nuevo.',
  lastSaved: 'Guardadas por última vez {{when}}.',
  neverSaved: 'Se aplican los valores predeterminados del entorno del servidor: nunca guardadas.',
  sections: {
    general: 'General',
    security: 'Seguridad',
    performance: 'Rendimiento',
    backup: 'Copia de seguridad',
    maintenance: 'Mantenimiento',
  },
  fields: {
    copyStatusPublic: 'La página de estado de las copias impresas es pública',
    sessionIdleMinutes: 'Tiempo de inactividad (minutos)',
    sessionMaxHours: 'Duración de la sesión (horas)',
    lockoutMaxAttempts: 'Inicios de sesión fallidos antes del bloqueo',
    lockoutMinutes: 'Bloqueo (minutos)',
    passwordMinLength: 'Longitud mínima de la contraseña',
    uploadMaxMb: 'Mayor subida (MB)',
    maintenanceMode: 'Modo de mantenimiento',
    maintenanceMessage: 'Mensaje de mantenimiento',
    reason: 'Motivo del cambio',
  },
  hints: {
    copyStatusPublic: 'Quien escanee el código QR de una copia impresa ve su número y estado sin iniciar sesión.',
    sessionIdleMinutes: 'Una sesión sin actividad durante más tiempo termina: de {{min}} a {{max}} minutos.',
    sessionMaxHours: 'Una sesión nueva termina este tiempo después del inicio de sesión, haya o no actividad: de {{min}} a {{max}} horas.',
    lockoutMaxAttempts: 'Contraseñas erróneas seguidas que bloquean la cuenta: de {{min}} a {{max}}.',
    lockoutMinutes: 'Cuánto tiempo sigue bloqueada una cuenta: de {{min}} a {{max}} minutos.',
    passwordMinLength: 'Se aplica a toda contraseña nueva: de {{min}} a {{max}} caracteres, nunca menos de 8.',
    uploadMaxMb: 'El mayor archivo de documento que acepta una subida: de {{min}} a {{max}} MB.',
    maintenanceMode: 'Todos ven un aviso; solo los administradores pueden iniciar sesión. Las sesiones abiertas continúan.',
    maintenanceMessage: 'Se muestra en el aviso, p. ej. cuándo terminan los trabajos. Opcional.',
    reason: 'Se guarda en el evento de auditoría, p. ej. el número de control de cambios.',
  },
  backupNote: 'La programación y la carpeta de las copias de seguridad las fija el entorno del servidor (abajo); las copias están en la pestaña Copia de seguridad.',
  maintenanceOnWarning: 'Mientras el modo de mantenimiento esté activo, solo los administradores pueden iniciar sesión.',
  pinned: 'Fijada',
  save: 'Guardar preferencias',
  saving: 'Guardando…',
  reset: 'Restablecer valores predeterminados',
  resetNotice: 'Los valores predeterminados del entorno del servidor están en el formulario. Indique un motivo y guarde para aplicarlos.',
  toasts: {
    saved: 'Preferencias del sistema guardadas',
    savedDescription: 'Se aplican desde ahora en todos los servidores.',
    failed: 'No se pudieron guardar las preferencias del sistema',
    failedDescription: 'Inténtelo de nuevo.',
    fixFields: 'Corrija los campos señalados.',
  },
  banner: {
    title: 'Mantenimiento',
    default: 'Attest está en mantenimiento. Por ahora solo los administradores pueden iniciar sesión.',
  },
};

export default systemPreferences;
