import type { Messages } from '../../messages';
import type en from '../en/setting-changes';

const settingChanges: Messages<typeof en> = {
  title: 'Pendiente de aprobación por un segundo administrador',
  proposed: '{{name}} propuso este cambio el {{when}}. Debilita un control GxP, por lo que solo entra en vigor cuando otro administrador lo aprueba con su firma electrónica.',
  savedPending: 'Guardado como pendiente: este cambio debilita un control GxP y solo entra en vigor cuando un segundo administrador lo aprueba.',
  reason: 'Motivo',
  changes: 'Qué cambia',
  otherFields: 'Los demás campos del mismo guardado entran en vigor con él.',
  ownChange: 'Usted propuso este cambio: otro administrador debe aprobarlo o rechazarlo. Puede retirarlo.',
  approve: 'Aprobar',
  reject: 'Rechazar',
  withdraw: 'Retirar',
  rejectReason: 'Motivo del rechazo',
  confirmReject: 'Rechazar el cambio',
  cancel: 'Cancelar',
  signAction: 'Aprobar cambio de ajuste',
  signLabel: '{{setting}}: {{changes}}',
  signStatement: 'Apruebo este cambio de un control GxP, propuesto por {{name}}.',
  approved: 'Cambio aprobado y en vigor',
  rejected: 'Cambio rechazado',
  withdrawn: 'Cambio retirado',
  failed: 'No se pudo registrar la decisión',
  on: 'Activado',
  off: 'Desactivado',
  settings: {
    signatureConfig: 'Configuración de firmas',
    systemPreferences: 'Preferencias del sistema',
    twoFactorPolicy: 'Política de inicio de sesión en dos pasos',
  },
  fields: {
    segregationOfDuties: {
      enforced: 'Segregación de funciones',
    },
    maxSigningAttempts: 'Intentos de firma',
    signingLockMinutes: 'Bloqueo de firma (minutos)',
    authenticationMinutes: 'Duración de la autenticación de firma (minutos)',
    requireLegalDisclaimer: 'Aviso legal obligatorio',
    requireSecondFactor: 'Segundo factor al firmar',
    releaseSignatures: {
      makeEffective: 'Poner en vigor firmado',
      markObsolete: 'Marcar obsoleto firmado',
      archive: 'Archivar firmado',
      restore: 'Restaurar firmado',
    },
    passwordMinLength: 'Longitud mínima de contraseña',
    lockoutMaxAttempts: 'Inicios de sesión fallidos antes del bloqueo',
    lockoutMinutes: 'Bloqueo (minutos)',
    sessionIdleMinutes: 'Tiempo de inactividad (minutos)',
    sessionMaxHours: 'Sesión más larga (horas)',
    auditReviewPeriodMonths: 'Periodo de revisión del registro de auditoría (meses)',
    requiredRoles: {
      admin: 'Dos pasos para Administrador',
      author: 'Dos pasos para Autor',
      reviewer: 'Dos pasos para Revisor',
      approver: 'Dos pasos para Aprobador',
      user: 'Dos pasos para Usuario',
      document_coordinator: 'Dos pasos para Coordinador de documentos',
    },
  },
};

export default settingChanges;
