import type { Messages } from '../../messages';
import type en from '../en/qualification';

const qualification: Messages<typeof en> = {
  title: 'Cualificación de la instalación (IQ)',
  description:
    'Comprueba esta instalación en funcionamiento: las versiones que ejecuta, cada migración de base de datos aplicada, toda la pista de auditoría frente a sus sellos y puntos de control firmados, y la configuración (los secretos solo se registran como definidos o no definidos). Cada ejecución se audita y su informe PDF se guarda.',
  oqHint: 'El informe de cualificación operacional (OQ), con la matriz de trazabilidad de las pruebas automatizadas, se genera con npm run validation-report.',
  running: 'Comprobando la instalación…',
  loadFailed: 'No se pudieron cargar las comprobaciones de la instalación.',
  none: 'Todavía no se ha ejecutado ninguna cualificación de la instalación.',
  earlier: 'Ejecuciones anteriores',
  run: {
    start: 'Comprobar la instalación',
    title: 'Última comprobación de la instalación',
    by: '{{date}} por {{name}}',
    download: 'Descargar el informe',
    checks: 'Comprobaciones',
    versions: 'Versiones',
    configuration: 'Configuración',
    sha256: 'SHA-256 del informe guardado: {{sha256}}',
  },
  check: {
    versions: 'Versiones',
    migrations: 'Migraciones',
    'audit-chain': 'Cadena de auditoría',
    configuration: 'Configuración',
  },
  toast: {
    done: 'Comprobación de la instalación terminada',
    failed: 'La comprobación de la instalación encontró un fallo',
    error: 'No se pudo ejecutar la comprobación de la instalación.',
  },
};

export default qualification;
