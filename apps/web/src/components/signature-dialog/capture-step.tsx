import { useMemo, useState } from 'react';
import { ArrowLeft, PenLine, ShieldCheck, Type, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SignatureMeaning } from '@attest/domain';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { legalDisclaimer, signatureMeaningLabel } from '@/i18n/labels';
import { DrawPad } from './draw-pad';
import { captureProblems, DEFAULT_SIGNING_RULES, type SignatureMark, type SignatureType, type SigningRules } from './signature-capture';
import { SIGNATURE_FONT_FAMILY, typedSignatureImage } from './typed-signature';
import { UploadPad } from './upload-pad';

export interface CaptureResult {
  mark: SignatureMark;
  comment: string;
  /** Whether the signer accepted the legal disclaimer (false when the configuration does not ask). */
  consent: boolean;
}

interface CaptureStepProps {
  meaning: SignatureMeaning;
  /** What the signer declares, when it is not a document being signed. */
  meaningStatement?: string;
  documentLabel: string;
  signerName: string;
  commentRequired: boolean;
  initialComment?: string;
  submitting: boolean;
  onBack: () => void;
  onComplete: (result: CaptureResult) => void;
  /** The saved signature configuration: which mark tabs, upload formats and size, and whether consent is asked. */
  rules?: SigningRules;
}

const TAB_ICONS = { drawn: PenLine, typed: Type, uploaded: Upload } as const;

/** Step 2: the meaning, the visible mark (draw, type or upload), the comment and the signer's consent. */
export function CaptureStep(props: CaptureStepProps) {
  const { t } = useTranslation('signatures');
  const { meaning, commentRequired, submitting, rules = DEFAULT_SIGNING_RULES } = props;
  const allowed = rules.allowedTypes;
  const [chosen, setTab] = useState<SignatureType>(allowed[0] ?? 'drawn');
  // A tab the configuration turned off is never the one in use.
  const tab = allowed.includes(chosen) ? chosen : (allowed[0] ?? chosen);
  const [drawn, setDrawn] = useState<string | null>(null);
  const [uploaded, setUploaded] = useState<string | null>(null);
  const [typedName, setTypedName] = useState(props.signerName);
  const [comment, setComment] = useState(props.initialComment ?? '');
  const [consent, setConsent] = useState(false);

  const typed = useMemo(() => typedSignatureImage(typedName), [typedName]);
  const image = tab === 'drawn' ? drawn : tab === 'typed' ? typed : uploaded;
  const mark: SignatureMark | null = image ? { type: tab, image } : null;
  const consentRequired = rules.requireLegalDisclaimer;
  const problems = captureProblems({ mark, comment, commentRequired, consent, consentRequired });

  return (
    <div className="grid gap-5">
      <section aria-label={t('capture.meaningTitle')} className="rounded-lg border-2 border-primary/40 bg-primary/5 px-4 py-3">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{t('capture.meaningTitle')}</p>
        <p className="mt-0.5 text-2xl font-semibold text-primary">{signatureMeaningLabel(meaning)}</p>
        <p className="mt-1 text-sm">
          {props.meaningStatement ?? t(`capture.meaningStatement.${meaning}`)} <span className="text-muted-foreground">({props.documentLabel})</span>
        </p>
      </section>

      <Tabs value={tab} onValueChange={(value) => setTab(value as SignatureType)}>
        <TabsList className="grid w-full" style={{ gridTemplateColumns: `repeat(${allowed.length}, minmax(0, 1fr))` }}>
          {allowed.map((type) => {
            const Icon = TAB_ICONS[type];
            return (
              <TabsTrigger key={type} value={type}>
                <Icon aria-hidden="true" />
                {t(`capture.tabs.${type}`)}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {/* Each pad keeps its mark while the signer looks at the other tabs; a kind turned off has no pad. */}
        {allowed.includes('drawn') && (
          <TabsContent value="drawn" forceMount className="data-[state=inactive]:hidden">
            <DrawPad onChange={setDrawn} />
          </TabsContent>
        )}
        {allowed.includes('typed') && (
        <TabsContent value="typed" forceMount className="grid gap-2 data-[state=inactive]:hidden">
          <Label htmlFor="signature-typed-name">{t('capture.fullName')}</Label>
          <Input
            id="signature-typed-name"
            value={typedName}
            maxLength={80}
            autoComplete="name"
            onChange={(event) => setTypedName(event.target.value)}
          />
          <div className="flex h-[100px] w-full max-w-[400px] items-center justify-center overflow-hidden rounded-md border bg-white">
            {typed ? (
              <img src={typed} width={400} height={100} className="h-auto max-w-full" alt={t('capture.typedAlt', { name: typedName.trim() })} />
            ) : (
              <span className="px-3 text-2xl text-slate-900 italic" style={{ fontFamily: SIGNATURE_FONT_FAMILY }}>
                {typedName.trim() || t('capture.typePrompt')}
              </span>
            )}
          </div>
        </TabsContent>
        )}
        {allowed.includes('uploaded') && (
          <TabsContent value="uploaded" forceMount className="data-[state=inactive]:hidden">
            <UploadPad onChange={setUploaded} rules={rules} />
          </TabsContent>
        )}
      </Tabs>

      <div className="grid gap-1.5">
        <Label
          htmlFor="signature-comment"
          className={commentRequired ? "after:ml-0.5 after:text-destructive after:content-['*']" : undefined}
        >
          {t('capture.comment')}
        </Label>
        <Textarea
          id="signature-comment"
          value={comment}
          maxLength={5000}
          aria-required={commentRequired || undefined}
          placeholder={commentRequired ? t('capture.commentRequired') : t('capture.commentOptional')}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>

      <div className="grid gap-3 rounded-lg border bg-muted/40 p-4">
        <p className="flex items-start gap-2 text-sm">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span id="signature-disclaimer">{legalDisclaimer()}</span>
        </p>
        {consentRequired && (
        <div className="flex items-start gap-2">
          <Checkbox
            id="signature-consent"
            checked={consent}
            aria-describedby="signature-disclaimer"
            onCheckedChange={(checked) => setConsent(checked === true)}
          />
          <Label htmlFor="signature-consent" className="leading-snug font-normal">
            {t('capture.consent')}
          </Label>
        </div>
        )}
      </div>

      {problems.length > 0 && (
        <ul aria-label={t('capture.stillNeeded')} className="grid gap-1 text-sm text-muted-foreground">
          {problems.map((problem) => (
            <li key={problem.title}>
              <span className="font-medium text-foreground">{t('capture.problemTitle', { title: problem.title })}</span> {problem.description}
            </li>
          ))}
        </ul>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" onClick={props.onBack} disabled={submitting}>
          <ArrowLeft aria-hidden="true" />
          {t('capture.back')}
        </Button>
        <Button
          type="button"
          disabled={problems.length > 0}
          loading={submitting}
          loadingText={t('capture.signing')}
          onClick={() => mark && props.onComplete({ mark, comment: comment.trim(), consent: consentRequired ? consent : false })}
        >
          <PenLine aria-hidden="true" />
          {t('capture.complete')}
        </Button>
      </div>
    </div>
  );
}
