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
    title: 'Preferencias del sistema',
    description:
      'La configuración con la que se inició este servidor. Se establece mediante variables de entorno (consulte el README, apartado Configuration) y cambia cuando el servidor se reinicia con valores nuevos, por lo que no se puede editar aquí.',
    caption: 'Configuración vigente',
    setting: 'Parámetro',
    value: 'Valor',
    variable: 'Variable de entorno',
    settings: {
      version: 'Versión',
      database: 'Base de datos',
      publicUrl: 'Dirección pública',
      secureCookies: 'Cookies seguras (https)',
      sessionIdle: 'Tiempo de inactividad de la sesión',
      sessionMax: 'Duración máxima de la sesión',
      lockoutAttempts: 'Intentos de inicio de sesión antes del bloqueo',
      lockoutDuration: 'Duración del bloqueo',
      setupCodeValidity: 'Validez del código de configuración',
      uploadMax: 'Tamaño máximo de carga',
      timezone: 'Zona horaria del centro',
      email: 'Notificaciones por correo electrónico',
    },
    values: {
      embedded: 'Integrada (PGlite en DATA_DIR)',
      yes: 'Sí',
      no: 'No',
      minutes_one: '{{count}} minuto',
      minutes_other: '{{count}} minutos',
      hours_one: '{{count}} hora',
      hours_other: '{{count}} horas',
      megabytes: '{{size}} MB',
      on: 'Activadas',
      off: 'Desactivadas (SMTP no configurado)',
    },
  },
};

export default system;
