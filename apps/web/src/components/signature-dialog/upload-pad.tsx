import { useRef, useState, type ChangeEvent } from 'react';
import { ImageUp, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { checkSignatureFile, dataUrlBytes, formatNotAllowed, problem, signatureFormatsLabel, signatureSizeLabel, tooLarge, type Problem, type SigningRules } from './signature-capture';

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/** The record keeps PNG or JPEG marks: another image format (GIF, WebP…) is redrawn as the first allowed of the two. */
async function asStoredImage(file: File, formats: SigningRules['imageFormats']): Promise<string> {
  if (file.type === 'image/png' || file.type === 'image/jpeg') return readAsDataUrl(file);
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
  bitmap.close();
  return canvas.toDataURL(`image/${formats[0] ?? 'png'}`);
}

type UploadRules = Pick<SigningRules, 'imageFormats' | 'maxImageBytes'>;

/** Choose an image of one's signature: images only, in the allowed formats, at most the configured size (spec 02 §5). */
export function UploadPad({ onChange, rules }: { onChange: (image: string | null) => void; rules: UploadRules }) {
  const { t } = useTranslation('signatures');
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<{ name: string; image: string } | null>(null);

  const refuse = (refusal: Problem) => {
    toast.error(refusal.title, { description: refusal.description });
    if (inputRef.current) inputRef.current.value = '';
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const refusal = checkSignatureFile(file, rules);
    if (refusal) return refuse(refusal);
    try {
      const image = await asStoredImage(file, rules.imageFormats);
      const format = /^data:image\/(png|jpeg);base64,/.exec(image)?.[1];
      if (format !== 'png' && format !== 'jpeg') return refuse(problem('invalidFileType'));
      if (!rules.imageFormats.includes(format)) return refuse(formatNotAllowed(rules));
      if (dataUrlBytes(image) > rules.maxImageBytes) return refuse(tooLarge(rules));
      setPreview({ name: file.name, image });
      onChange(image);
    } catch {
      refuse(problem('invalidFileType'));
    }
  };

  const remove = () => {
    setPreview(null);
    onChange(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  return (
    <div className="grid gap-2">
      <label
        htmlFor="signature-upload"
        className="flex cursor-pointer flex-col items-center gap-2 rounded-md border-2 border-dashed border-input px-4 py-6 text-center text-sm hover:bg-muted/40 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
      >
        <ImageUp className="size-6 text-muted-foreground" aria-hidden="true" />
        <span className="font-medium">{t('upload.choose')}</span>
        <span className="text-xs text-muted-foreground">{t('upload.hint', { formats: signatureFormatsLabel(rules.imageFormats), size: signatureSizeLabel(rules.maxImageBytes) })}</span>
        <input
          ref={inputRef}
          id="signature-upload"
          type="file"
          accept="image/*"
          aria-label={t('upload.inputLabel')}
          className="sr-only"
          onChange={(event) => void choose(event)}
        />
      </label>
      {preview && (
        <div className="flex items-center gap-3 rounded-md border p-2">
          <img src={preview.image} alt={t('upload.previewAlt')} className="h-16 max-w-60 rounded bg-white object-contain" />
          <span className="min-w-0 flex-1 truncate text-sm" title={preview.name}>
            {preview.name}
          </span>
          <Button type="button" variant="ghost" size="icon" onClick={remove} aria-label={t('upload.remove')}>
            <X aria-hidden="true" />
          </Button>
        </div>
      )}
    </div>
  );
}
