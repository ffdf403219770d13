import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, Download, GraduationCap } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ROLES, type TrainingMatrix, type TrainingMatrixQuery } from '@attest/domain';
import { ListMessage } from '@/components/list-message';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { FilterSelect } from '@/components/filter-field';
import { departmentsQuery } from '@/lib/api/reference/queries';
import { roleLabel } from '@/i18n/labels';
import { formatDate } from '@/lib/date-display';
import { trainingMatrixExportUrl } from '@/lib/api/training/api';
import { useTrainingMatrix } from '@/lib/api/training/queries';
import { TrainingStatusBadge } from './training-status-badge';

/** /dashboard/$role/training (module Training): people × documents in force, filtered, exported as CSV or PDF. */
export function TrainingMatrixPage() {
  const { t } = useTranslation('training');
  const [query, setQuery] = useState<TrainingMatrixQuery>({});
  const matrix = useTrainingMatrix(query);
  // The document filter offers the documents of the unfiltered matrix, so narrowing never hides the choices.
  const everything = useTrainingMatrix({});
  const departments = useQuery(departmentsQuery());
  const change = (patch: Partial<TrainingMatrixQuery>) => setQuery((previous) => ({ ...previous, ...patch }));

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('matrix.title')}</h1>
          <p className="text-muted-foreground">{t('matrix.description')}</p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" asChild>
            <a href={trainingMatrixExportUrl(query, 'csv')} download>
              <Download aria-hidden="true" />
              {t('matrix.exportCsv')}
            </a>
          </Button>
          <Button variant="outline" asChild>
            <a href={trainingMatrixExportUrl(query, 'pdf')} download>
              <Download aria-hidden="true" />
              {t('matrix.exportPdf')}
            </a>
          </Button>
        </div>
      </div>
      <Card>
        <CardContent className="grid gap-4 pt-6 sm:grid-cols-3">
          <FilterSelect
            id="training-department"
            label={t('matrix.department')}
            allLabel={t('matrix.all')}
            value={query.department}
            options={departments.data?.map((d) => ({ value: d.name, label: d.name }))}
            onChange={(department) => change({ department })}
          />
          <FilterSelect
            id="training-role"
            label={t('matrix.role')}
            allLabel={t('matrix.all')}
            value={query.role}
            options={ROLES.map((role) => ({ value: role, label: roleLabel(role) }))}
            onChange={(role) => change({ role })}
          />
          <FilterSelect
            id="training-document"
            label={t('matrix.document')}
            allLabel={t('matrix.all')}
            value={query.documentId}
            options={everything.data?.documents.map((d) => ({ value: d.id, label: `${d.docNumber} · ${d.title}` }))}
            onChange={(documentId) => change({ documentId })}
          />
        </CardContent>
      </Card>
      <Card>
        <CardContent className="p-0">
          {matrix.isError ? (
            <ListMessage icon={AlertTriangle} title={t('matrix.failed')} failure>
              {null}
            </ListMessage>
          ) : matrix.data && matrix.data.people.length === 0 ? (
            <ListMessage icon={GraduationCap} title={t('matrix.empty')}>
              {null}
            </ListMessage>
          ) : (
            matrix.data && <MatrixTable matrix={matrix.data} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function MatrixTable({ matrix }: { matrix: TrainingMatrix }) {
  const { t } = useTranslation('training');
  return (
    <>
      <p className="border-b px-4 py-3 text-sm text-muted-foreground" aria-live="polite">
        {t('matrix.totals', matrix.totals)}
      </p>
      <Table aria-label={t('matrix.title')}>
        <TableHeader>
          <TableRow>
            <TableHead>{t('matrix.person')}</TableHead>
            {matrix.documents.map((d) => (
              <TableHead key={d.id} title={d.title}>
                {d.docNumber} <span className="font-normal text-muted-foreground">v{d.versionLabel}</span>
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {matrix.people.map((person) => (
            <TableRow key={person.id}>
              <TableCell>
                <span className="font-medium">{person.name}</span>
                <span className="block text-xs text-muted-foreground">
                  {[person.department, roleLabel(person.role)].filter(Boolean).join(' · ')}
                </span>
              </TableCell>
              {matrix.documents.map((d) => {
                const cell = person.cells[d.id];
                return (
                  <TableCell key={d.id} data-testid={`cell-${person.id}-${d.id}`} data-status={cell?.status ?? 'none'}>
                    {cell ? (
                      <span className="flex flex-col items-start gap-1">
                        <TrainingStatusBadge status={cell.status} />
                        <span className="text-xs text-muted-foreground">{formatDate(cell.completedAt ?? cell.dueDate)}</span>
                      </span>
                    ) : (
                      <span className="text-xs text-muted-foreground">{t('matrix.notAssigned')}</span>
                    )}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
