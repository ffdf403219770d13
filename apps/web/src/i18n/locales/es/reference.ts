import type { Messages } from '../../messages';
import type en from '../en/reference';

const reference: Messages<typeof en> = {
  dialog: {
    title: 'Gestionar categorías',
    description:
      'Categorías de documentos y departamentos. Las entradas desactivadas se mantienen en los documentos existentes, pero no pueden elegirse para los nuevos.',
    categoriesTab: 'Categorías',
    departmentsTab: 'Departamentos',
  },
  kind: {
    category: {
      table: 'Categorías',
      add: 'Añadir categoría',
      save: 'Guardar categoría',
      addForm: 'Añadir categoría',
      editForm: 'Editar categoría',
      added: 'Categoría añadida',
      updated: 'Categoría actualizada',
      reactivated: 'Categoría reactivada',
      deactivated: 'Categoría desactivada',
      loadFailed: 'No se han podido cargar las categorías.',
    },
    department: {
      table: 'Departamentos',
      add: 'Añadir departamento',
      save: 'Guardar departamento',
      addForm: 'Añadir departamento',
      editForm: 'Editar departamento',
      added: 'Departamento añadido',
      updated: 'Departamento actualizado',
      reactivated: 'Departamento reactivado',
      deactivated: 'Departamento desactivado',
      loadFailed: 'No se han podido cargar los departamentos.',
    },
  },
  panel: {
    status: 'Estado',
    actions: 'Acciones',
    active: 'Activo',
    inactive: 'Inactivo',
    edit: 'Editar',
    editEntry: 'Editar {{name}}',
    deactivate: 'Desactivar',
    deactivateEntry: 'Desactivar {{name}}',
    reactivate: 'Reactivar',
    reactivateEntry: 'Reactivar {{name}}',
  },
  toast: {
    added: '«{{name}}» ya puede elegirse.',
    updated: '«{{name}}» se ha guardado.',
    reactivated: '«{{name}}» puede volver a elegirse.',
    deactivated: '«{{name}}» ya no puede elegirse para documentos.',
    saveFailed: 'Error al guardar',
  },
  columns: {
    name: 'Nombre',
    description: 'Descripción',
    retention: 'Conservación',
    approval: 'Aprobación',
    autoArchive: 'Archivado automático',
  },
  cells: {
    retentionDays_one: '{{count}} día',
    retentionDays_other: '{{count}} días',
    required: 'Obligatoria',
    notRequired: 'No obligatoria',
    yes: 'Sí',
    no: 'No',
  },
  form: {
    editTitle: 'Editar «{{name}}»',
    saving: 'Guardando…',
    name: 'Nombre',
    description: 'Descripción',
    retention: 'Conservación (días)',
    retentionInvalid: 'La conservación debe ser un número entero de días entre 1 y 36500',
    requiresApproval: 'Requiere aprobación',
    autoArchive: 'Archivado automático',
    active: 'Activo',
  },
};

export default reference;
