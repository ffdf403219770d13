import type { Messages } from '../../messages';
import type en from '../en/search';

const search: Messages<typeof en> = {
  header: {
    label: 'Buscar en todo',
    placeholder: 'Buscar…',
    open: 'Abrir la búsqueda',
    close: 'Cerrar la búsqueda',
  },
  page: {
    title: 'Resultados de la búsqueda',
    back: 'Atrás',
    failedTitle: 'Error de búsqueda',
    failed: 'No se ha podido realizar la búsqueda. Inténtelo de nuevo.',
    groups: 'Grupos de resultados',
    sortBy: 'Ordenar por',
    ascending: 'Ascendente; cambiar a descendente',
    descending: 'Descendente; cambiar a ascendente',
    prompt: 'Escriba una palabra o frase y pulse Intro para buscar.',
    noResults: 'No se han encontrado resultados',
    noMatch: 'Nada de lo que puede ver coincide con «{{query}}».',
    results: 'Resultados de la búsqueda',
    pages: 'Páginas de resultados',
    previous: 'Anterior',
    pageOf: 'Página {{page}} de {{pages}}',
    next: 'Siguiente',
  },
  box: {
    label: 'Buscar',
    placeholder: 'Buscar documentos, usuarios, flujos de trabajo y entradas de auditoría',
    submit: 'Buscar',
  },
  tabs: {
    all: 'Todo',
    documents: 'Documentos',
    users: 'Usuarios',
    workflows: 'Flujos de trabajo',
    audit: 'Auditoría',
  },
  sort: {
    relevance: 'Relevancia',
    date: 'Fecha',
    title: 'Título',
  },
  result: {
    type: {
      documents: 'Documento',
      users: 'Usuario',
      workflows: 'Flujo de trabajo',
      audit: 'Entrada de auditoría',
    },
    relevanceTitle: 'Relevancia',
    relevance: 'Relevancia {{score}}',
  },
  auditEntry: {
    back: 'Todo el registro de auditoría',
    failed: 'No se ha podido cargar esta entrada de auditoría.',
  },
};

export default search;
