import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WEBHOOK_EVENT_TYPES, type WebhookEndpoint, type WebhookEndpointWithSecret, type WebhookEventType } from '@attest/domain';
import { DialogForm } from '@/components/dialog-form';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { Field, FieldError, fieldAria, fieldErrorId } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { errorText, fieldText } from '@/i18n/error-text';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { eventLabel } from './event-label';
import { useCreateWebhook, useUpdateWebhook } from './queries';

interface WebhookFormDialogProps {
  /** The endpoint to change, 'new' to add one, null when closed. */
  editing: WebhookEndpoint | 'new' | null;
  onClose: () => void;
  /** A new endpoint's answer, carrying its secret. */
  onCreated: (created: WebhookEndpointWithSecret) => void;
}

export function WebhookFormDialog({ editing, onClose, onCreated }: WebhookFormDialogProps) {
  return (
    <Dialog open={editing !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">{editing && <WebhookForm endpoint={editing === 'new' ? null : editing} onClose={onClose} onCreated={onCreated} />}</DialogContent>
    </Dialog>
  );
}

type Errors = { url?: string; eventTypes?: string };

function WebhookForm({ endpoint, onClose, onCreated }: { endpoint: WebhookEndpoint | null; onClose: () => void; onCreated: (created: WebhookEndpointWithSecret) => void }) {
  const { t } = useTranslation('integrations');
  const create = useCreateWebhook();
  const update = useUpdateWebhook();
  const pending = create.isPending || update.isPending;
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [eventTypes, setEventTypes] = useState<readonly WebhookEventType[]>(endpoint?.eventTypes ?? []);
  const [active, setActive] = useState(endpoint?.active ?? true);
  const [errors, setErrors] = useState<Errors>({});

  const toggle = (type: WebhookEventType, on: boolean) => setEventTypes((current) => (on ? [...current, type] : current.filter((other) => other !== type)));

  const onError = (error: Error) => {
    if (error instanceof ApiError && error.fields) {
      const { url: urlError, eventTypes: eventsError } = error.fields;
      setErrors({ url: urlError && fieldText(urlError), eventTypes: eventsError && fieldText(eventsError) });
    }
    toast.error(t('webhooks.form.saveFailed'), { description: errorText(error, t('webhooks.form.saveFailed')) });
  };

  const submit = () => {
    const next: Errors = {};
    if (!url.trim()) next.url = t('webhooks.form.urlRequired');
    if (eventTypes.length === 0) next.eventTypes = t('webhooks.form.eventsRequired');
    setErrors(next);
    if (next.url || next.eventTypes) return;
    // In the domain's order, whatever order they were ticked in.
    const chosen = WEBHOOK_EVENT_TYPES.filter((type) => eventTypes.includes(type));
    if (endpoint) {
      update.mutate(
        { id: endpoint.id, body: { url: url.trim(), eventTypes: chosen, active, rowVersion: endpoint.rowVersion } },
        {
          onSuccess: () => {
            toast.success(t('webhooks.form.saved'));
            onClose();
          },
          onError,
        },
      );
    } else {
      create.mutate(
        { url: url.trim(), eventTypes: chosen, active },
        {
          onSuccess: (created) => {
            toast.success(t('webhooks.form.added'));
            onCreated(created);
            onClose();
          },
          onError,
        },
      );
    }
  };

  return (
    <DialogForm className="grid gap-4" onSubmit={submit} title={endpoint ? t('webhooks.form.editTitle') : t('webhooks.form.addTitle')} description={t('webhooks.form.description')}>
      <Field id="webhook-url" label={t('webhooks.form.url')} required error={errors.url} hint={t('webhooks.form.urlHint')}>
        <Input
          {...fieldAria('webhook-url', errors.url, true)}
          type="url"
          autoComplete="off"
          placeholder="https://hooks.example.com/attest"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          disabled={pending}
        />
      </Field>
      <fieldset className="grid gap-2" aria-describedby={errors.eventTypes ? fieldErrorId('webhook-events') : undefined}>
        <legend className="mb-2 text-sm font-medium after:ml-0.5 after:text-destructive after:content-['*']">{t('webhooks.form.events')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <div key={type} className="flex items-start gap-2">
              <Checkbox id={`webhook-event-${type}`} checked={eventTypes.includes(type)} onCheckedChange={(checked) => toggle(type, checked === true)} disabled={pending} className="mt-0.5" />
              <Label htmlFor={`webhook-event-${type}`} className="grid gap-0.5 font-normal">
                <span>{eventLabel(type)}</span>
                <span className="font-mono text-xs text-muted-foreground">{type}</span>
              </Label>
            </div>
          ))}
        </div>
        <FieldError id="webhook-events" message={errors.eventTypes} />
      </fieldset>
      <div className="grid gap-1">
        <div className="flex items-center gap-2">
          <Checkbox id="webhook-active" checked={active} onCheckedChange={(checked) => setActive(checked === true)} disabled={pending} />
          <Label htmlFor="webhook-active">{t('webhooks.form.active')}</Label>
        </div>
        {endpoint?.pausedAt && <p className="text-xs text-muted-foreground">{t('webhooks.form.activeHint')}</p>}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={pending} loadingText={t('webhooks.form.saving')}>
          {t('webhooks.form.save')}
        </Button>
      </DialogFooter>
    </DialogForm>
  );
}
