import type { Messages } from '../../messages';
import type en from '../en/versions';

const versions: Messages<typeof en> = {
  compare: {
    title: 'Comparación de versiones',
    needsTwo: 'Este documento necesita al menos dos versiones con archivo para poder compararlas.',
    from: 'Versión de origen',
    to: 'Versión de destino',
    choose: 'Elija una versión',
    swap: 'Intercambiar versiones',
    option: '{{label}} (rev. {{revision}})',
    chooseTwo: 'Elija dos versiones distintas.',
    comparing: 'Comparando versiones',
    failed: 'No se pudieron comparar las versiones. Inténtelo de nuevo.',
    sideBySide: 'En paralelo',
    inline: 'Control de cambios en línea',
    insertions_one: '{{formatted}} inserción',
    insertions_other: '{{formatted}} inserciones',
    deletions_one: '{{formatted}} eliminación',
    deletions_other: '{{formatted}} eliminaciones',
  },
  note: {
    noTextOne:
      'No se pudo extraer texto de {{version}}, como ocurre con un archivo .doc o un PDF escaneado, por lo que su texto no se puede comparar aquí. Descargue los archivos para compararlos.',
    noTextBoth:
      'No se pudo extraer texto de {{from}} ni de {{to}}, como ocurre con un archivo .doc o un PDF escaneado, por lo que sus textos no se pueden comparar aquí. Descargue los archivos para compararlos.',
    same: 'Las dos versiones tienen el mismo texto.',
  },
  redline: {
    inline: 'Control de cambios en línea',
    insertedBefore: '[insertado: ',
    deletedBefore: '[eliminado: ',
    from: 'De {{label}}',
    to: 'A {{label}}',
  },
  revert: {
    title: 'Revertir a {{label}}',
    explanation:
      'El archivo de {{label}} (rev. {{revision}}) pasa a ser el contenido actual del documento como una nueva versión. Todas las versiones anteriores se conservan en el historial, y la reversión queda registrada en el registro de auditoría con su motivo.',
    reason: 'Motivo',
    required: 'Complete todos los campos obligatorios para revertir la versión.',
    cancel: 'Cancelar',
    submit: 'Revertir',
    submitting: 'Revirtiendo…',
    connectionFallback: 'Compruebe su conexión e inténtelo de nuevo.',
    toasts: {
      reverted: { title: 'Reversión de versión', description: 'Revirtiendo {{title}} a la versión {{version}}. Esta acción quedará registrada.' },
      failed: 'Error al revertir',
    },
  },
  controls: {
    compare: 'Comparar versiones',
    revertLabel: 'Revertir a {{label}}',
    revertRow: 'Revertir a esta versión',
  },
};

export default versions;
