import { useTranslation } from 'react-i18next';
import type { CompareResponse } from '@attest/domain';

type Change = CompareResponse['changes'][number];

const INS = 'rounded-sm bg-green-600/15 text-green-900 underline decoration-green-600 decoration-2 underline-offset-2 dark:text-green-300';
const DEL = 'rounded-sm bg-red-600/15 text-red-900 line-through decoration-red-600 decoration-2 dark:text-red-300';

/** Inserted text: underlined green, announced as an insertion. */
export function Inserted({ text }: { text: string }) {
  const { t } = useTranslation('versions');
  return (
    <ins className={INS}>
      <span className="sr-only">{t('redline.insertedBefore')}</span>
      {text}
      <span className="sr-only">]</span>
    </ins>
  );
}

/** Deleted text: struck through red, announced as a deletion. */
export function Deleted({ text }: { text: string }) {
  const { t } = useTranslation('versions');
  return (
    <del className={DEL}>
      <span className="sr-only">{t('redline.deletedBefore')}</span>
      {text}
      <span className="sr-only">]</span>
    </del>
  );
}

const BOX = 'max-h-[55svh] overflow-auto rounded-md border bg-card p-4 text-sm leading-relaxed whitespace-pre-wrap';

/** One text with both sides' changes in place: insertions and deletions marked. */
export function InlineRedline({ changes }: { changes: readonly Change[] }) {
  const { t } = useTranslation('versions');
  return (
    <div className={BOX} aria-label={t('redline.inline')}>
      {changes.map((change, index) =>
        change.type === 'insert' ? (
          <Inserted key={index} text={change.text} />
        ) : change.type === 'delete' ? (
          <Deleted key={index} text={change.text} />
        ) : (
          <span key={index}>{change.text}</span>
        ),
      )}
    </div>
  );
}

/** The older text (with what was deleted) beside the newer one (with what was inserted). */
export function SideBySide({ changes, fromLabel, toLabel }: { changes: readonly Change[]; fromLabel: string; toLabel: string }) {
  const { t } = useTranslation('versions');
  const from = t('redline.from', { label: fromLabel });
  const to = t('redline.to', { label: toLabel });
  return (
    <div className="grid gap-3 md:grid-cols-2">
      <section aria-label={from} className="grid min-w-0 content-start gap-1">
        <h3 className="text-sm font-medium text-muted-foreground">{from}</h3>
        <div className={BOX}>
          {changes.map((change, index) =>
            change.type === 'delete' ? <Deleted key={index} text={change.text} /> : change.type === 'equal' ? <span key={index}>{change.text}</span> : null,
          )}
        </div>
      </section>
      <section aria-label={to} className="grid min-w-0 content-start gap-1">
        <h3 className="text-sm font-medium text-muted-foreground">{to}</h3>
        <div className={BOX}>
          {changes.map((change, index) =>
            change.type === 'insert' ? <Inserted key={index} text={change.text} /> : change.type === 'equal' ? <span key={index}>{change.text}</span> : null,
          )}
        </div>
      </section>
    </div>
  );
}
