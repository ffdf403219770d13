import type { Messages } from '../../messages';
import type en from '../en/signature-config';

const signatureConfig: Messages<typeof en> = {
  loading: 'Cargando la configuración de firmas',
  loadFailed: 'No se pudo cargar la configuración de firmas. Actualice la página.',
  title: 'Configuración de firmas',
  description: 'Cómo se hacen las firmas electrónicas en Attest. Cada guardado necesita un motivo y queda en el registro de auditoría con los valores anterior y nuevo.',
  lastSaved: 'Guardada por última vez {{when}}.',
  neverSaved: 'Se aplican los valores predeterminados: nunca guardada.',
  fields: {
    allowedTypes: 'Marcas de firma permitidas',
    imageFormats: 'Formatos de imagen subida',
    maxImageKb: 'Imagen de firma más grande (KB)',
    maxSigningAttempts: 'Intentos de firma',
    authenticationMinutes: 'La autenticación dura (minutos)',
    signingLockMinutes: 'Bloqueo de firma (minutos)',
    requireLegalDisclaimer: 'Los firmantes deben aceptar el aviso legal',
    reminderFrequency: 'Recordatorios de firmas pendientes',
    segregationOfDuties: 'Aplicar la segregación de funciones',
    reason: 'Motivo del cambio',
  },
  types: { drawn: 'Dibujada', typed: 'Escrita', uploaded: 'Subida' },
  reminders: { daily: 'Diario', weekly: 'Semanal', off: 'Desactivado' },
  hints: {
    maxImageKb: 'Entre {{min}} y {{max}} KB; también cuenta una marca dibujada o escrita.',
    maxSigningAttempts: 'Contraseñas de firma erróneas seguidas, en cualquier sesión, antes de bloquear la firma: de {{min}} a {{max}}.',
    signingLockMinutes: 'Cuánto tiempo queda bloqueada la firma para esa persona: de {{min}} a {{max}} minutos. Se avisa a los administradores.',
    authenticationMinutes: 'Cuánto vale la comprobación de la contraseña para una firma: de {{min}} a {{max}} minutos.',
    requireLegalDisclaimer: 'El aviso se muestra y se guarda siempre con cada firma; esto decide si el firmante debe marcarlo.',
    reminderFrequency: 'Cada revisor y aprobador cuyo paso está pendiente recibe un recordatorio en Attest y por correo electrónico (si recibe correo) una vez al día o a la semana mientras espera; Desactivado no envía ninguno.',
    segregationOfDuties: 'El autor de una versión no puede revisarla ni aprobarla, y nadie revisa y aprueba la misma versión.',
    reason: 'Se guarda en el evento de auditoría, p. ej. el número de control de cambios.',
  },
  releaseSignatures: {
    title: 'Acciones de liberación firmadas',
    hint: 'Cada acción marcada exige una firma Part 11 (contraseña, marca, aviso legal) sobre la versión afectada.',
    makeEffective: 'Poner en vigor (significado «Liberado»)',
    markObsolete: 'Marcar como obsoleto (significado «Retirado»)',
    archive: 'Archivar (significado «Archivado»)',
    restore: 'Restaurar (significado «Restaurado»)',
  },
  segregationOffWarning: 'Sin segregación de funciones, una sola persona puede redactar, revisar y aprobar. Cada firma hecha mientras tanto queda marcada.',
  locked: {
    title: 'Siempre activo o aún no disponible',
    on: 'Activado',
    off: 'Desactivado',
    labels: { passwordReauthentication: 'Reautenticación con contraseña', part11Mode: 'Modo 21 CFR Part 11', twoFactor: 'Segundo factor al firmar' },
    reasons: {
      passwordReauthentication: 'Siempre activo: 21 CFR 11.200 exige volver a introducir la contraseña en cada firma.',
      part11Mode: 'Siempre activo: Attest mantiene cada firma conforme a 21 CFR Part 11.',
      twoFactor: 'Requiere el inicio de sesión en dos pasos, que esta instalación no tiene.',
    },
  },
  save: 'Guardar configuración',
  saving: 'Guardando…',
  reset: 'Restablecer valores predeterminados',
  resetNotice: 'Los valores predeterminados están en el formulario. Indique un motivo y guarde para aplicarlos.',
  toasts: {
    saved: 'Configuración de firmas guardada',
    savedDescription: 'Las nuevas firmas la siguen desde ahora.',
    failed: 'No se pudo guardar la configuración de firmas',
    failedDescription: 'Inténtelo de nuevo.',
    fixFields: 'Corrija los campos resaltados.',
  },
};

export default signatureConfig;
