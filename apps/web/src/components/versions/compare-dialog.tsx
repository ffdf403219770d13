import { useState } from 'react';
import { ArrowLeftRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type DocumentDetail } from '@attest/domain';
import { versionLabel } from '@/i18n/labels';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { FilterSelect } from '@/components/filter-field';
import { formatCount } from '@/lib/format';
import { errorText } from '@/i18n/error-text';
import { CompareNote } from './compare-note';
import { useCompare } from '@/lib/api/versions/queries';
import { InlineRedline, SideBySide } from './redline';

interface CompareDialogProps {
  doc: DocumentDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The versions that have a file to compare, newest first. */
export function comparableVersions(doc: DocumentDetail) {
  return [...doc.versions].filter((version) => version.fileName).sort((a, b) => b.revision - a.revision);
}

/** Defaults: the version before the current one against the current one (or the two newest with files). */
export function defaultPair(doc: DocumentDetail): { from?: string; to?: string } {
  const versions = comparableVersions(doc);
  const currentIndex = versions.findIndex((version) => version.id === doc.currentVersion?.id);
  const toIndex = currentIndex === -1 ? 0 : currentIndex;
  return { to: versions[toIndex]?.id, from: versions[toIndex + 1]?.id };
}

/** Version Comparison (spec 02 §2): two versions' texts side by side, or as one redline. */
export function CompareDialog({ doc, open, onOpenChange }: CompareDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100svh-2rem)] max-w-6xl overflow-y-auto">
        {open && <Comparison doc={doc} />}
      </DialogContent>
    </Dialog>
  );
}

function Comparison({ doc }: { doc: DocumentDetail }) {
  const { t } = useTranslation('versions');
  const [pair, setPair] = useState(defaultPair(doc));
  const options = comparableVersions(doc).map((version) => ({
    value: version.id,
    label: t('compare.option', { label: versionLabel(doc.documentType, version.label, version.status), revision: version.revision }),
  }));
  const compare = useCompare(doc.id, pair.from, pair.to);
  const ready = pair.from && pair.to && pair.from !== pair.to;

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('compare.title')}</DialogTitle>
        <DialogDescription>
          {doc.docNumber} · {doc.title}
        </DialogDescription>
      </DialogHeader>
      {options.length < 2 ? (
        <p className="text-sm text-muted-foreground">{t('compare.needsTwo')}</p>
      ) : (
        <>
          <div className="flex flex-wrap items-end gap-3">
            <FilterSelect id="compare-from" label={t('compare.from')} allLabel={t('compare.choose')} value={pair.from} options={options} onChange={(from) => setPair({ ...pair, from })} />
            <Button variant="outline" size="icon" aria-label={t('compare.swap')} onClick={() => setPair({ from: pair.to, to: pair.from })}>
              <ArrowLeftRight aria-hidden="true" />
            </Button>
            <FilterSelect id="compare-to" label={t('compare.to')} allLabel={t('compare.choose')} value={pair.to} options={options} onChange={(to) => setPair({ ...pair, to })} />
          </div>
          {!ready ? (
            <p className="text-sm text-muted-foreground">{t('compare.chooseTwo')}</p>
          ) : compare.isPending ? (
            <div className="grid gap-2" aria-label={t('compare.comparing')}>
              <Skeleton className="h-6 w-64" />
              <Skeleton className="h-64" />
            </div>
          ) : compare.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {errorText(compare.error, t('compare.failed'))}
            </p>
          ) : (
            <Tabs defaultValue="side-by-side">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <TabsList>
                  <TabsTrigger value="side-by-side">{t('compare.sideBySide')}</TabsTrigger>
                  <TabsTrigger value="inline">{t('compare.inline')}</TabsTrigger>
                </TabsList>
                <p className="text-sm" aria-live="polite">
                  <span className="font-medium text-green-700 dark:text-green-400">{t('compare.insertions', { count: compare.data.insertions, formatted: formatCount(compare.data.insertions) })}</span>
                  {' · '}
                  <span className="font-medium text-red-700 dark:text-red-400">{t('compare.deletions', { count: compare.data.deletions, formatted: formatCount(compare.data.deletions) })}</span>
                </p>
              </div>
              <CompareNote from={compare.data.from} to={compare.data.to} unchanged={compare.data.insertions + compare.data.deletions === 0} documentType={doc.documentType} />
              <TabsContent value="side-by-side">
                <SideBySide changes={compare.data.changes} fromLabel={compare.data.from.label} toLabel={compare.data.to.label} />
              </TabsContent>
              <TabsContent value="inline">
                <InlineRedline changes={compare.data.changes} />
              </TabsContent>
            </Tabs>
          )}
        </>
      )}
    </>
  );
}
