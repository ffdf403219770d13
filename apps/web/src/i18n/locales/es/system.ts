import type { Messages } from '../../messages';
import type en from '../en/system';

const system: Messages<typeof en> = {
  page: {
    description: 'Estado, integridad y configuración de este servidor.',
    refresh: 'Actualizar',
    refreshing: 'Actualizando…',
    loadFailed: 'No se han podido cargar las cifras del sistema. Actualice la página.',
    loading: 'Cargando las cifras del sistema',
    overviewTab: 'Resumen',
    retentionTab: 'Conservación',
    signaturesTab: 'Firmas',
    preferencesTab: 'Preferencias',
  },
  overview: {
    figures: 'Cifras del sistema',
    storageFull: 'El disco del almacén de archivos está lleno al {{percentage}} %.',
    status: {
      title: 'Estado del sistema',
      attention: 'Atención',
      operational: 'Operativo',
      healthy: 'La base de datos ha respondido y el disco tiene espacio.',
    },
    storage: {
      title: 'Uso del almacenamiento',
      hint: 'Del disco del almacén de archivos, según el sistema operativo.',
    },
    responseTime: {
      title: 'Tiempo de respuesta',
      hint: 'Un viaje de ida y vuelta a la base de datos, medido para esta página.',
    },
    activeUsers: {
      title: 'Usuarios activos',
      hint: 'Cuentas con contraseña establecida. Abre la lista.',
      link: 'Usuarios activos: {{total}}. Abrir la lista',
    },
    statistics: {
      title: 'Estadísticas',
      description: 'Contadas ahora en la base de datos.',
      documents: 'Documentos (sin contar los archivados)',
      activeWorkflows: 'Flujos de trabajo activos',
      auditEvents: 'Eventos de auditoría de las últimas 24 horas',
      filesStored: 'Archivos de documentos almacenados',
    },
    integrity: {
      title: 'Comprobaciones de integridad',
      description:
        'La cadena de hash del registro de auditoría, y cada archivo almacenado comparado con su SHA-256 y con los registros que lo utilizan.',
    },
  },
  storageIntegrity: {
    check: 'Comprobar los archivos almacenados',
    checkAgain: 'Volver a comprobar los archivos almacenados',
    checking: 'Comprobando los archivos almacenados…',
    failed: 'No se han podido comprobar los archivos almacenados. Inténtelo de nuevo.',
    intactTitle_one: '{{checked}} archivo almacenado intacto',
    intactTitle_other: 'Los {{checked}} archivos almacenados están intactos',
    intact: 'Todos los archivos a los que hace referencia la base de datos están presentes y coinciden con su SHA-256; no hay ningún archivo sin justificar.',
    problemsTitle_one: '{{checked}} archivo almacenado comprobado: se han encontrado problemas',
    problemsTitle_other: '{{checked}} archivos almacenados comprobados: se han encontrado problemas',
    missing_one: '{{number}} ausente (referenciado por la base de datos pero no presente en el almacén): <files>{{files}}</files>',
    missing_other: '{{number}} ausentes (referenciados por la base de datos pero no presentes en el almacén): <files>{{files}}</files>',
    corrupt_one: '{{number}} dañado (sus bytes ya no coinciden con su SHA-256): <files>{{files}}</files>',
    corrupt_other: '{{number}} dañados (sus bytes ya no coinciden con su SHA-256): <files>{{files}}</files>',
    orphan_one: '{{number}} huérfano (en el almacén pero sin ningún registro que lo referencie): <files>{{files}}</files>',
    orphan_other: '{{number}} huérfanos (en el almacén pero sin ningún registro que los referencie): <files>{{files}}</files>',
    more_one: '{{files}} y {{number}} más',
    more_other: '{{files}} y {{number}} más',
  },
  configuration: {
    title: 'Fijado por el entorno del servidor',
    description:
      'Solo lectura: estos valores proceden de variables de entorno al iniciar el servidor (consulte el README, apartado Configuration); los secretos nunca se muestran. Las preferencias de arriba se editan aquí.',
    caption: 'Configuración vigente',
    setting: 'Parámetro',
    value: 'Valor',
    variable: 'Variable de entorno',
    settings: {
      version: 'Versión',
      database: 'Base de datos',
      publicUrl: 'Dirección pública',
      secureCookies: 'Cookies seguras (https)',
      setupCodeValidity: 'Validez del código de configuración',
      timezone: 'Zona horaria del centro',
      email: 'Notificaciones por correo electrónico',
      libreOffice: 'Copias PDF (LibreOffice)',
      renditionConcurrency: 'Conversiones simultáneas',
      backupSchedule: 'Programación de copias de seguridad',
      renditionTimeout: 'Tiempo máximo de una conversión',
    },
    values: {
      embedded: 'Integrada (PGlite en DATA_DIR)',
      yes: 'Sí',
      no: 'No',
      hours_one: '{{count}} hora',
      hours_other: '{{count}} horas',
      on: 'Activadas',
      off: 'Desactivadas (SMTP no configurado)',
      seconds_one: '{{count}} segundo',
      seconds_other: '{{count}} segundos',
      backupOff: 'Desactivada',
      backupSchedule: '{{cron}} (zona horaria del centro)',
      libreOffice: { installed: 'Instalado', 'not-installed': 'No instalado: las versiones de Word no tienen copia PDF' },
    },
  },
};

export default system;
