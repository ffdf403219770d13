import type { Messages } from '../../messages';
import type en from '../en/document-references';

const documentReferences: Messages<typeof en> = {
  actions: {
    workflowHistory: 'Informe del historial de flujo de trabajo',
    whereUsed: 'Dónde se usa',
    translationsPdf: 'Generar informe de traducciones (PDF)',
    translationsCsv: 'Generar informe de traducciones (CSV)',
  },
  whereUsed: {
    title: 'Dónde se usa',
    description: 'Documentos cuyo texto menciona {{docNumber}}.',
    loading: 'Buscando documentos...',
    failed: 'No se pudieron buscar los documentos',
    empty: 'Ningún otro documento menciona {{docNumber}}.',
    listLabel: 'Documentos que mencionan {{docNumber}}',
    version: 'Versión {{version}}',
    count_one: '{{count}} documento',
    count_other: '{{count}} documentos',
    previous: 'Anterior',
    next: 'Siguiente',
    page: 'Página {{page}} de {{pages}}',
    close: 'Cerrar',
  },
  fields: {
    language: 'Idioma',
    languageHint: 'Un código de idioma como en, de, fr o pt-BR.',
    translationOf: 'Traducción de (número del documento original)',
    translationOfHint: 'Déjelo vacío si este documento es un original.',
    originalNotFound: 'Ningún documento que pueda ver tiene este número.',
  },
  info: {
    language: 'Idioma',
    translation: '¿Traducción?',
    yes: 'Sí',
    no: 'No',
    translationOf: 'Sí, de {{docNumber}}',
  },
};

export default documentReferences;
