import type { Messages } from '../../messages';
import type en from '../en/diagnostics';

const diagnostics: Messages<typeof en> = {
  title: 'Diagnóstico',
  description: 'Comprobaciones reales de la base de datos, los archivos, las conversiones, el correo y las copias de seguridad, ejecutadas ahora en este servidor.',
  link: 'Abrir Diagnóstico',
  linkDescription: 'Ejecute el diagnóstico y las comprobaciones de integración: cada parte de la instalación, con soluciones rápidas.',
  run: 'Ejecutar diagnóstico',
  running: 'Ejecutando…',
  notRun: 'Ejecute el diagnóstico para comprobar cada parte de la instalación.',
  failed: 'No se pudo ejecutar el diagnóstico.',
  counts: { passed: 'Correctas', failed: 'Fallidas', warnings: 'Advertencias', total: 'Total' },
  status: { pass: 'CORRECTO', fail: 'FALLO', warn: 'AVISO', checking: 'COMPROBANDO' },
  checks: {
    database: 'Base de datos',
    migrations: 'Migraciones',
    'audit-chain': 'Cadena de auditoría',
    'blob-store': 'Almacén de archivos',
    renditions: 'Conversión de Word a PDF',
    smtp: 'Correo electrónico (SMTP)',
    'listen-notify': 'Notificaciones en vivo (LISTEN/NOTIFY)',
    'worker-pools': 'Hilos de trabajo',
    'disk-space': 'Espacio libre en disco',
    clock: 'Reloj',
    backups: 'Última copia de seguridad',
  },
  ms: '{{ms}} ms',
  quickFixes: { title: 'Soluciones rápidas', none: 'Todas las comprobaciones son correctas: nada que corregir.', notRun: 'Aquí aparecen las indicaciones para las comprobaciones que no pasan.' },
  integration: {
    title: 'Comprobaciones de integración',
    description: 'Pruebe de principio a fin los servicios de los que depende Attest.',
    convert: 'Convertir el archivo Word de ejemplo',
    converting: 'Convirtiendo…',
    pages_one: '{{count}} página en {{seconds}} s',
    pages_other: '{{count}} páginas en {{seconds}} s',
    email: 'Enviar correo de prueba',
    sending: 'Enviando…',
    emailQueued: 'Hay un correo de prueba para {{recipient}} en la bandeja de salida.',
    emailFailed: 'No se pudo enviar el correo de prueba.',
    convertFailed: 'No se pudo ejecutar la conversión.',
    repository: 'Probar una conexión a un repositorio',
    repositoryConnection: 'Conexión',
    repositoryNone: 'No hay conexiones a repositorios. Añada una en Administración del sistema → Repositorios.',
    repositoryLoadFailed: 'No se pudieron cargar las conexiones a repositorios.',
  },
};

export default diagnostics;
