import type { Messages } from '../../messages';
import type en from '../en/document-bulk';

const documentBulk: Messages<typeof en> = {
  dialog: {
    title: 'Carga masiva de SOP',
    steps: {
      upload: 'Paso 1 de 3: añada SOP desde un archivo CSV o introdúzcalos manualmente.',
      review: 'Paso 2 de 3: compruebe cada fila; corrija las marcadas en rojo antes de cargar.',
      complete: 'Paso 3 de 3: el resultado de la carga.',
    },
    addRow: 'Añadir fila',
    close: 'Cerrar',
  },
  upload: {
    csvTab: 'Carga de CSV',
    manualTab: 'Entrada manual',
    columnsHelp:
      'Columnas: {{columns}}. La categoría y el departamento son los nombres de entradas activas; las palabras clave se separan con punto y coma.',
    downloadTemplate: 'Descargar plantilla',
    fileLabel: 'Archivo CSV',
    fileHint: 'Un archivo .csv con una fila de encabezado',
    reviewSops: 'Revisar SOP',
  },
  review: {
    ready_one: '{{count}} SOP listo para revisar.',
    ready_other: '{{count}} SOP listos para revisar.',
    readyWithErrors_one: '{{count}} SOP listo para revisar, {{errors}} con errores.',
    readyWithErrors_other: '{{count}} SOP listos para revisar, {{errors}} con errores.',
    creating: 'Creando SOP {{current}} de {{total}}',
    backToUpload: 'Volver a la carga',
    uploading: 'Cargando…',
    upload: 'Cargar SOP ({{count}})',
  },
  validation: {
    title: 'Errores de validación',
    description: 'Corrija todos los errores antes de cargar.',
  },
  toasts: {
    invalidFileType: { title: 'Tipo de archivo no válido', description: 'Cargue únicamente un archivo CSV.' },
    fileProcessed: { title: 'Archivo procesado', description: 'SOP encontrados en el archivo CSV: {{count}}.' },
    processingError: {
      title: 'Error al procesar el archivo',
      description: 'Compruebe el formato de su archivo CSV e inténtelo de nuevo.',
    },
    templateDownloaded: { title: 'Plantilla descargada', description: '{{fileName}} está en sus descargas.' },
    complete: { title: 'Carga masiva completada' },
  },
  results: {
    summary: 'SOP cargados correctamente: {{succeeded}}; con errores: {{failed}}.',
    uploadedCount: 'cargados',
    failedCount: 'con errores',
    uploadedIcon: 'Cargado',
    failedIcon: 'Error',
    untitled: 'Sin título',
    sessionEnded: 'No cargado: su sesión ha finalizado.',
    unreachable: 'No se pudo contactar con el servidor.',
  },
  rows: {
    headers: {
      title: 'Título *',
      category: 'Categoría *',
      department: 'Departamento *',
      description: 'Descripción',
      keywords: 'Palabras clave',
      type: 'Tipo',
      priority: 'Prioridad',
      confidentiality: 'Confidencialidad',
      remove: 'Quitar',
    },
    cellLabels: {
      title: 'Título, fila {{number}}',
      category: 'Categoría, fila {{number}}',
      department: 'Departamento, fila {{number}}',
      description: 'Descripción, fila {{number}}',
      keywords: 'Palabras clave, fila {{number}}',
      documentType: 'Tipo de documento, fila {{number}}',
      priority: 'Prioridad, fila {{number}}',
      confidentiality: 'Confidencialidad, fila {{number}}',
      remove: 'Quitar la fila {{number}}',
    },
    errors: {
      titleRequired: 'El título es obligatorio',
      notFound: 'No encontrado: «{{name}}»',
      fieldIssue: '{{field}}: {{message}}',
    },
    fields: {
      title: 'Título',
      description: 'Descripción',
      keywords: 'Palabras clave',
    },
  },
};

export default documentBulk;
