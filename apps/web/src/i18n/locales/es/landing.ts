import type { Messages } from '../../messages';
import type en from '../en/landing';

const landing: Messages<typeof en> = {
  topBar: {
    home: 'Inicio de Attest',
    sections: 'Secciones de la página',
    features: 'Funciones',
    compliance: 'Cumplimiento normativo',
    signIn: 'Iniciar sesión',
  },
  hero: {
    tagline: 'Documentos controlados para equipos en entornos regulados por GxP',
    titleLead: 'Preparado para auditorías.',
    titleAccent: 'Perfecto para la industria farmacéutica.',
    description:
      'Redacte, revise, apruebe y distribuya sus SOP, instrucciones de trabajo, formularios y políticas con firmas electrónicas y un registro de auditoría completo y a prueba de manipulaciones.',
    getStarted: 'Empezar',
    explore: 'Descubrir las funciones',
  },
  stats: {
    label: 'Cifras en directo de esta instancia de Attest',
    activeUsers_one: 'usuario activo',
    activeUsers_other: 'usuarios activos',
    auditEvents_one: 'evento de auditoría registrado',
    auditEvents_other: 'eventos de auditoría registrados',
    uptime: 'en funcionamiento desde el último reinicio',
  },
  uptime: {
    daysHours: '{{days}} d {{hours}} h',
    hoursMinutes: '{{hours}} h {{minutes}} min',
    minutes: '{{minutes}} min',
    underAMinute: '< 1 min',
  },
  features: {
    title: 'Todo lo que necesita un documento controlado',
    description: 'Un único lugar para los documentos de los que depende su sistema de calidad y para las evidencias de que están bajo control.',
    documentControl: {
      title: 'Control de documentos',
      description:
        'Un registro único de SOP, instrucciones de trabajo, formularios y políticas, cada uno con su versión, estado y responsable, desde el primer borrador hasta su entrada en vigor y su obsolescencia.',
    },
    workflowManagement: {
      title: 'Gestión de flujos de trabajo',
      description:
        'Dirija los documentos por la revisión y la aprobación con revisores y aprobadores designados, comentarios y firmas electrónicas.',
    },
    auditLogs: {
      title: 'Registros de auditoría',
      description:
        'Cada cambio queda registrado en un registro de auditoría de solo anexado y encadenado por hash: quién hizo qué, cuándo y por qué.',
    },
  },
  compliance: {
    title: 'Diseñado para el trabajo regulado',
    description: 'Concebido en torno a las normativas y los principios de integridad de datos por los que preguntarán sus auditores.',
    part11: {
      name: '21 CFR Part 11',
      description: 'Firmas electrónicas vinculadas al contenido firmado, con nueva introducción de la contraseña y un significado declarado.',
    },
    fda: {
      name: 'Preparación para la FDA',
      description: 'Historial de cada documento listo para inspección, disponible a petición.',
    },
    gdpr: {
      name: 'RGPD',
      description: 'Datos personales limitados a lo que necesita el sistema de calidad, con control de acceso.',
    },
    alcoa: {
      name: 'ALCOA+',
      description: 'Registros atribuibles, legibles, contemporáneos, originales, exactos y completos.',
    },
    gamp5: {
      name: 'GAMP5',
      description: 'Un enfoque basado en el riesgo para los sistemas informatizados en entornos GxP.',
    },
  },
  footer: {
    tagline: 'Gestión de documentos controlados para organizaciones reguladas.',
    company: {
      title: 'Empresa',
      about: 'Acerca de',
      contact: 'Contacto',
      support: 'Soporte',
    },
    legal: {
      title: 'Legal',
      privacy: 'Política de privacidad',
      terms: 'Condiciones del servicio',
      compliance: 'Cumplimiento normativo',
    },
    copyright: '© {{year}} Attest. Todos los derechos reservados.',
  },
};

export default landing;
